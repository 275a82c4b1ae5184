/**
 * Each YIP record's outcome agrees with its own tally, where the record has
 * one: a 2020 on-chain vote passed when it met the quorum of the day and more
 * weight was cast for than against (YIP-5, -8 and -14 won their votes but
 * missed the quorum, and were rejected); a Snapshot vote passed when more
 * weight was cast for than against. A record whose outcome or tally was
 * mistyped fails here, naming its YIP.
 */

import {type OnChainVote, type Yip, yips} from '@site/src/data/yips';
import {describe, expect, it} from 'vitest';

const onChain = yips.filter((yip): yip is Yip & {vote: OnChainVote} => yip.vote.kind === 'on-chain');

describe('YIP outcomes', () => {
  it('of on-chain votes follow the quorum and the majority of weight cast', () => {
    expect(onChain.length).toBeGreaterThan(0);
    for (const {n, outcome, vote} of onChain) {
      const passed = vote.quorumMet && vote.for[0] > vote.against[0];
      expect(
        outcome,
        `YIP-${n}: quorum ${vote.quorumMet ? 'met' : 'not met'}, ${vote.for[0]} for, ${vote.against[0]} against`,
      ).toBe(passed ? 'Passed' : 'Rejected');
    }
  });

  it('of on-chain votes state shares that match their weights, and a turnout that is a share', () => {
    for (const {n, vote} of onChain) {
      const cast = vote.for[0] + vote.against[0];
      // Shares are stated to two decimals, cut rather than rounded on some records.
      expect(Math.abs((vote.for[0] / cast) * 100 - vote.for[1]), `YIP-${n} share for`).toBeLessThan(0.02);
      expect(Math.abs((vote.against[0] / cast) * 100 - vote.against[1]), `YIP-${n} share against`).toBeLessThan(0.02);
      expect(vote.turnout, `YIP-${n} turnout`).toBeGreaterThan(0);
      expect(vote.turnout, `YIP-${n} turnout`).toBeLessThanOrEqual(100);
      expect(vote.blocks[0], `YIP-${n} voting window`).toBeLessThan(vote.blocks[1]);
    }
  });

  it('of Snapshot votes with scores follow the majority of weight cast', () => {
    const scored = yips.flatMap((yip) =>
      yip.vote.kind === 'snapshot' && yip.vote.scores
        ? [{n: yip.n, outcome: yip.outcome, scores: yip.vote.scores}]
        : [],
    );
    expect(scored.length).toBeGreaterThan(0);
    for (const {n, outcome, scores} of scored) {
      expect(outcome, `YIP-${n}: ${scores.for} for, ${scores.against} against`).toBe(
        scores.for > scores.against ? 'Passed' : 'Rejected',
      );
    }
  });
});
