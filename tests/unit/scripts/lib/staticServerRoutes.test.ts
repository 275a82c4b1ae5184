/** The static server's own routes: a path it hands to a handler (the MCP endpoint) whatever the method. */
import type {AddressInfo} from 'node:net';
import {createMcpHttpHandler} from '@site/mcp/http';
import {createStaticServer} from '@site/scripts/lib/staticServer';
import {writeMiniBuild} from '@site/tests/unit/fixtures/mcp/miniBuild';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const build = writeMiniBuild();
const server = createStaticServer(build, {routes: {'/mcp': createMcpHttpHandler(build, {})}});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createStaticServer with routes', () => {
  it('hands POST /mcp to its handler, which answers the MCP initialize', async () => {
    const response = await fetch(`${origin}/mcp`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'},
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'unit', version: '1'}},
      }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).result.serverInfo.name).toBe('yearn-docs');
  });

  it('leaves every other path to the files: POST elsewhere is still 405 with GET and HEAD allowed', async () => {
    const response = await fetch(`${origin}/mcp/x`, {method: 'POST'});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});
