/**
 * Serves the production build: `npm run serve` (after `npm run build`).
 * PORT (default 3000) and HOST (default 127.0.0.1) choose where; the first
 * argument, if given, is the folder to serve (default `build`). A build made
 * with BASE_URL is served under that path when BASE_URL is set here too.
 * The MCP server answers at `/mcp` beside the pages (mcp/http.ts).
 */
import {existsSync} from 'node:fs';
import {readServeEnvOrExit} from '../config/env';
import {createMcpHttpHandler, MCP_PATH} from '../mcp/http';
import {createStaticServer} from './lib/staticServer';

const dir = process.argv[2] ?? 'build';
const {site, port, host} = readServeEnvOrExit();
const {baseUrl} = site;

if (!existsSync(`${dir}/index.html`)) {
  console.error(`No site in "${dir}". Run "npm run build" first.`);
  process.exit(1);
}

// The MCP server over the same build (mcp/http.ts); its chain reads use the RPC settings of this environment.
const mcp = createMcpHttpHandler(dir, site.ethereum);

createStaticServer(dir, {mountPath: baseUrl, routes: {[`${baseUrl}${MCP_PATH.slice(1)}`]: mcp}}).listen(
  port,
  host,
  () => {
    console.log(`Serving ${dir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${baseUrl}`);
  },
);
