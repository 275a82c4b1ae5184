import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {createMcpHttpHandler} from '@site/mcp/http';
import {writeMiniBuild} from '@site/tests/unit/fixtures/mcp/miniBuild';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const server = http.createServer(createMcpHttpHandler(writeMiniBuild(), {}));
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 'unit', version: '1'}},
};
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(endpoint, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the MCP endpoint over HTTP', () => {
  it('answers a POST in one JSON response, with no session', async () => {
    const response = await post(initialize);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect((await response.json()).result.serverInfo.name).toBe('yearn-docs');
  });

  it('answers a tool call sent without an initialize before it (stateless)', async () => {
    const response = await post({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: {name: 'list_chains', arguments: {}},
    });
    expect((await response.json()).result.structuredContent.chains).toHaveLength(2);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:9', 'https://docs.example.org'])(
    'accepts requests from %s',
    async (origin) => {
      expect((await post(initialize, {Origin: origin})).status).toBe(200);
    },
  );

  it.each(['http://evil.example.com', 'https://docs.example.org.evil.example.com', 'null'])(
    'refuses requests from %s with 403',
    async (origin) => {
      const response = await post(initialize, {Origin: origin, Host: 'evil.example.com'});
      expect(response.status).toBe(403);
      expect((await response.json()).error.message).toMatch(/^Forbidden/);
    },
  );

  it.each(['GET', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await fetch(endpoint, {method, headers: {Accept: 'text/event-stream'}});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers malformed JSON with a parse error and an oversized body with 413, and keeps answering', async () => {
    expect((await post('{"jsonrpc": ')).status).toBe(400);
    expect((await post('x'.repeat(1024 * 1024 + 1))).status).toBe(413);
    expect((await post(initialize)).status).toBe(200);
  });
});
