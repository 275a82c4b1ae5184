import {announcePageRead, pageReadGateMaxWaitMs} from '@site/src/ethereum/pageReadGate';
import {afterEach, describe, expect, it, vi} from 'vitest';

/** Whether the promise has settled after the pending microtasks ran. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('the page read gate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets the readers announced together send only once the last of them is ready', async () => {
    const verification = announcePageRead();
    const liveValue = announcePageRead();
    const first = verification.turn();
    expect(await isSettled(first)).toBe(false);
    const second = liveValue.turn();
    expect(await isSettled(first)).toBe(true);
    expect(await isSettled(second)).toBe(true);
  });

  it('stops waiting for a reader that leaves without sending', async () => {
    const sender = announcePageRead();
    const unmounted = announcePageRead();
    const turn = sender.turn();
    expect(await isSettled(turn)).toBe(false);
    unmounted.leave();
    expect(await isSettled(turn)).toBe(true);
  });

  it('counts a reader once, whether it takes its turn, leaves, or both', async () => {
    const a = announcePageRead();
    const b = announcePageRead();
    const c = announcePageRead();
    void a.turn();
    a.leave();
    const turnOfB = b.turn();
    expect(await isSettled(turnOfB)).toBe(false);
    c.leave();
    expect(await isSettled(turnOfB)).toBe(true);
  });

  it('waits for a slow reader at most the gate’s time limit', async () => {
    vi.useFakeTimers();
    const ready = announcePageRead();
    announcePageRead();
    let sent = false;
    void ready.turn().then(() => {
      sent = true;
    });
    await vi.advanceTimersByTimeAsync(pageReadGateMaxWaitMs - 1);
    expect(sent).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toBe(true);
  });

  it('does not hold a reader announced after the gate opened (a Retry) for the earlier ones', async () => {
    const early = announcePageRead();
    await early.turn();
    const retry = announcePageRead();
    expect(await isSettled(retry.turn())).toBe(true);
  });
});
