/**
 * The MCP server over Streamable HTTP, for the project's own server to mount
 * at `/mcp` (scripts/serve.ts). Stateless: every POST gets a fresh server
 * and transport and answers in one JSON response, so no request depends on
 * an earlier one and any number of instances can answer behind a load
 * balancer. A stateless server has no stream to offer on GET, which the
 * transport answers with 405, as it does every method but POST. The Origin
 * header is checked first (origin.ts).
 */
import type {IncomingMessage, ServerResponse} from 'node:http';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type {EthereumSettings} from '../src/ethereum/config';
import {isAllowedOrigin} from './origin';
import {createDocsServer} from './server';
import {type BuiltSite, openBuiltSite} from './site';

/** The endpoint's path under the site's base path. */
export const MCP_PATH = '/mcp';
/** Largest request body read: far above any tool call, far below what could tie up memory. */
export const MAX_REQUEST_BYTES = 1024 * 1024;

function jsonRpcError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {'Content-Type': 'application/json', ...headers});
  res.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

export function createMcpHttpHandler(
  buildDir: string,
  settings: EthereumSettings,
): (req: IncomingMessage, res: ServerResponse) => void {
  let site: BuiltSite | undefined;
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    site ??= openBuiltSite(buildDir);
    if (!isAllowedOrigin(req.headers.origin, site.url)) {
      jsonRpcError(res, 403, `Forbidden: requests from the origin ${req.headers.origin} are not accepted.`);
      return;
    }
    if (req.method !== 'POST') {
      jsonRpcError(res, 405, 'Method not allowed: this stateless server answers POST only (no SSE stream on GET).', {
        Allow: 'POST',
      });
      return;
    }
    const server = createDocsServer(site, settings);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_REQUEST_BYTES,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
  return (req, res) => {
    answer(req, res).catch((error: unknown) => {
      console.error(
        `mcp: ${req.method} failed: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
      );
      if (!res.headersSent) jsonRpcError(res, 500, 'Internal server error');
      else res.end();
    });
  };
}
