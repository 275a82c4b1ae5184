/**
 * One batch per chain per page: Multicall3 sub-calls that readers of a page
 * ask for in the same task (a verification table, a live parameter, a read
 * panel) are gathered per chain client and sent as one aggregate3 (in
 * 1,024-byte chunks, which the transport still sends as one HTTP request).
 * Each caller gets back the results of its own calls, in order.
 */

import type {YearnPublicClient} from './client';
import {type Aggregate3Call, aggregate3} from './ethCall';
import {yieldToMain} from './mapInSlices';

export type CallResult = {success: boolean; returnData: `0x${string}`};

interface Pending {
  calls: Aggregate3Call[];
  waiters: {from: number; to: number; resolve: (r: CallResult[]) => void; reject: (e: unknown) => void}[];
}

const pending = new WeakMap<YearnPublicClient, Pending>();

async function flush(client: YearnPublicClient, batch: Pending): Promise<void> {
  try {
    const results = await aggregate3(client, batch.calls);
    for (const w of batch.waiters) w.resolve(results.slice(w.from, w.to) as CallResult[]);
  } catch (error) {
    for (const w of batch.waiters) w.reject(error);
  }
}

/**
 * Queues the calls on the chain's shared batch and resolves with their
 * results. Node faults (down, slow, wrong chain) reject every caller of the
 * batch alike; a reverted sub-call is `success: false` for its caller only.
 */
export function batchedCalls(
  client: YearnPublicClient,
  calls: readonly Aggregate3Call[],
  /** The caller's turn at the page's read gate (pageReadGate.ts): the batch waits for the page's other readers. */
  turn?: () => Promise<void>,
): Promise<CallResult[]> {
  if (calls.length === 0) return Promise.resolve([]);
  let batch = pending.get(client);
  if (!batch) {
    const created: Pending = {calls: [], waiters: []};
    batch = created;
    pending.set(client, created);
    // Gathers every caller of this task (or, at the page's read gate, every announced reader); then sends.
    void (turn ? turn() : yieldToMain()).then(() => {
      pending.delete(client);
      return flush(client, created);
    });
  } else if (turn) {
    void turn();
  }
  const from = batch.calls.length;
  batch.calls.push(...calls);
  const to = batch.calls.length;
  return new Promise((resolve, reject) => batch.waiters.push({from, to, resolve, reject}));
}
