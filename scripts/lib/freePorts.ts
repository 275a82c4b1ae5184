/**
 * Distinct free TCP ports on 127.0.0.1, chosen by the operating system, for
 * the servers the tests and the bench start: a fixed number could be taken by
 * a stray server left from another run, which would then answer in its place.
 * Synchronous (a short child process holds all the ports open at once, so they
 * differ, then frees them), so a module can settle its ports as it loads.
 */
import {execFileSync} from 'node:child_process';

const PICK_PORTS = `
const net = require('node:net');
const count = Number(process.argv[1]);
const servers = Array.from({length: count}, () => net.createServer());
Promise.all(servers.map((server) => new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => resolve(server.address().port));
}))).then((ports) => {
  process.stdout.write(JSON.stringify(ports));
  for (const server of servers) server.close();
});
`;

export function freePortsSync(count: number): number[] {
  const ports = JSON.parse(
    execFileSync(process.execPath, ['-e', PICK_PORTS, String(count)], {encoding: 'utf8'}),
  ) as number[];
  if (ports.length !== count || new Set(ports).size !== count)
    throw new Error(`could not choose ${count} distinct free ports: ${ports.join(', ')}`);
  return ports;
}
