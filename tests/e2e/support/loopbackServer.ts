/**
 * A test's own static server on a free loopback port. The operating system
 * may hand out a port that was chosen for a local chain node but has no node
 * on it (the nodes start only for the chain specs); the fixtures refuse every
 * request to those ports while no node runs, so such a port is given back and
 * another taken.
 */
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import {anvilPorts} from '@site/harness/site/chainEndpoint';

const ATTEMPTS = 20;

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Starts `server` on 127.0.0.1 and returns its origin. */
export async function listenOnLoopback(server: http.Server): Promise<string> {
  const reserved = new Set(Object.values(anvilPorts));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = await listen(server);
    if (!reserved.has(port)) return `http://127.0.0.1:${port}`;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  throw new Error(`no free loopback port outside the chain nodes' ports after ${ATTEMPTS} tries`);
}
