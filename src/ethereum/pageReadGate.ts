/**
 * A page's reads leave together. The readers that start when a page loads
 * (the address verification of each chain, every LiveValue) announce
 * themselves as they mount, before their code has loaded; each then waits at
 * `turn()` until every announced reader has reached it, so all of them send
 * in the same task and the transport puts each chain's requests in one HTTP
 * request. A reader that will not send (unmounted, its chunk failed) leaves;
 * one that is slow is waited for at most `maxWaitMs`. No viem: the components
 * announce before any chain code loads.
 */

export const pageReadGateMaxWaitMs = 3000;

interface Gate {
  announced: number;
  arrived: number;
  opened: Promise<void>;
  open: () => void;
}

let current: Gate | null = null;

function openGate(gate: Gate): void {
  if (current === gate) current = null;
  gate.open();
}

function newGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((r) => {
    resolve = r;
  });
  const timer = setTimeout(() => openGate(gate), pageReadGateMaxWaitMs);
  const gate: Gate = {
    announced: 0,
    arrived: 0,
    opened,
    open: () => {
      clearTimeout(timer);
      resolve();
    },
  };
  return gate;
}

export interface PageReader {
  /** Resolves once every reader announced with this one is ready to send (or the wait ran out). */
  turn(): Promise<void>;
  /** This reader will not send: the others stop waiting for it. */
  leave(): void;
}

/** Announces a reader of the page; readers announced before the gate opens send together. */
export function announcePageRead(): PageReader {
  current ??= newGate();
  const gate = current;
  gate.announced += 1;
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    gate.arrived += 1;
    if (gate.arrived >= gate.announced) openGate(gate);
  };
  return {
    turn: () => {
      settle();
      return gate.opened;
    },
    leave: settle,
  };
}
