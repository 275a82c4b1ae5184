/**
 * Serves the production build: `npm run serve` (after `npm run build`).
 * PORT (default 3000) and HOST (default 127.0.0.1) choose where; the first
 * argument, if given, is the folder to serve (default `build`).
 */
import {existsSync} from 'node:fs';
import {createStaticServer} from './lib/staticServer';

const dir = process.argv[2] ?? 'build';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(`${dir}/index.html`)) {
  console.error(`No site in "${dir}". Run "npm run build" first.`);
  process.exit(1);
}

createStaticServer(dir).listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`);
});
