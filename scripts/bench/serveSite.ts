/** Serves a build on 127.0.0.1 with the project's static server, as `npm run serve` does. */
import type http from 'node:http';
import {createStaticServer} from '../lib/staticServer';
import {origin} from './ports';

export interface ServedSite {
  origin: string;
  close(): Promise<void>;
}

export function serveSite(dir: string, port: number): Promise<ServedSite> {
  return new Promise((resolve, reject) => {
    const server: http.Server = createStaticServer(dir);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: origin(port),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
