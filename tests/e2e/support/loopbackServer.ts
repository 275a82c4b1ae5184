/**
 * Free loopback ports for the servers a test starts itself. The operating
 * system may hand out a port that was chosen for a local chain node but has
 * no node on it (the nodes start only for the chain specs); the fixtures
 * refuse every request to those ports while no node runs, so such a port is
 * given back and another taken.
 */
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {anvilPorts} from '@site/harness/site/chainEndpoint';
import {freePortsSync} from '@site/scripts/lib/freePorts';

const ATTEMPTS = 20;
const CHAIN_NODE_PORTS = new Set(Object.values(anvilPorts));

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

const noPort = () => new Error(`no free loopback port outside the chain nodes' ports after ${ATTEMPTS} tries`);

/** Starts `server` on 127.0.0.1 and returns its origin. */
export async function listenOnLoopback(server: http.Server): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = await listen(server);
    if (!CHAIN_NODE_PORTS.has(port)) return `http://127.0.0.1:${port}`;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  throw noPort();
}

/** A free port for a server started in another process (nginx, Python), outside the chain nodes' ports. */
export function freeLoopbackPortSync(): number {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [port] = freePortsSync(1) as [number];
    if (!CHAIN_NODE_PORTS.has(port)) return port;
  }
  throw noPort();
}
