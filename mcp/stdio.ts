/**
 * `npm run mcp [build folder]`: the docs' MCP server over stdio, answering
 * from a production build (default `build`; run `npm run build` first).
 * Chain reads use RPC_URL_<chain id>, ALCHEMY_API_KEY or the public RPC, as
 * `npm run check:chains` does. Without a build it says in one line what to
 * run, and exits 1.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {readSiteEnv} from '../config/env';
import {createDocsServer} from './server';
import {openBuiltSite} from './site';

async function main(): Promise<void> {
  const env = readSiteEnv();
  const site = openBuiltSite(process.argv[2] ?? 'build');
  const server = createDocsServer(site, env.ethereum);
  await server.connect(new StdioServerTransport());
}

main().catch((error: unknown) => {
  // stdout carries the protocol: what went wrong goes to stderr, in one line.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
