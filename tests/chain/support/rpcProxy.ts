/**
 * A small HTTP proxy in front of anvil that records every request and can
 * misbehave on purpose: answer with an error status, send broken JSON, stall,
 * or rewrite the node's answer.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';

export interface JsonRpcCall {
  id: number;
  method: string;
  params: unknown[];
}

export interface RecordedRequest {
  calls: JsonRpcCall[];
  /** True when the body was a JSON-RPC batch (an array). */
  batched: boolean;
}

export type ProxyAction =
  | {kind: 'pass'}
  | {kind: 'status'; status: number; headers?: Record<string, string>; body?: string}
  | {kind: 'malformed'}
  | {kind: 'stall'; ms: number}
  | {kind: 'rewrite'; rewrite: (answer: unknown) => unknown};

export interface RpcProxy {
  url: string;
  requests: RecordedRequest[];
  /** Chooses what to do with the n-th request (0-based). Defaults to passing everything through. */
  behave(decide: (index: number, request: RecordedRequest) => ProxyAction): void;
  reset(): void;
  close(): Promise<void>;
}

export async function startRpcProxy(targetUrl: string): Promise<RpcProxy> {
  const requests: RecordedRequest[] = [];
  let decide: (index: number, request: RecordedRequest) => ProxyAction = () => ({kind: 'pass'});
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const parsed = JSON.parse(raw) as JsonRpcCall | JsonRpcCall[];
    const recorded: RecordedRequest = {
      calls: Array.isArray(parsed) ? parsed : [parsed],
      batched: Array.isArray(parsed),
    };
    requests.push(recorded);
    const action = decide(requests.length - 1, recorded);

    if (action.kind === 'status') {
      res.writeHead(action.status, {'content-type': 'text/plain', ...action.headers});
      res.end(action.body ?? `status ${action.status}`);
      return;
    }
    if (action.kind === 'malformed') {
      res.writeHead(200, {'content-type': 'application/json'});
      res.end('{"jsonrpc":"2.0","id":');
      return;
    }
    if (action.kind === 'stall') {
      const timer = setTimeout(() => {
        if (!res.writableEnded) {
          res.writeHead(504);
          res.end();
        }
      }, action.ms);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    const upstream = await fetch(targetUrl, {method: 'POST', headers: {'content-type': 'application/json'}, body: raw});
    let text = await upstream.text();
    if (action.kind === 'rewrite') text = JSON.stringify(action.rewrite(JSON.parse(text)));
    res.writeHead(upstream.status, {'content-type': 'application/json'});
    res.end(text);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave(next) {
      decide = next;
    },
    reset() {
      requests.length = 0;
      decide = () => ({kind: 'pass'});
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
