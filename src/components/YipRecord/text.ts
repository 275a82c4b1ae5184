/**
 * The sentences a YIP page writes from its record: how the vote went and the
 * short phrases around it. Plain functions over the data, so the unit tests
 * can read the same text the page renders.
 */

import type {OnChainVote, SnapshotSpace, SnapshotVote, Yip} from '@site/src/data/yips';
import {formatDecimal} from '@site/src/format/numbers';

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function weight(value: number): string {
  return formatDecimal(value, 4);
}

function score(value: number): string {
  return formatDecimal(value, 2);
}

const SPACE_WEIGHT: Record<SnapshotSpace, string> = {
  yearn: 'YFI',
  'ybaby.eth': 'YFI',
  'veyfi.eth': 'veYFI',
  'styfi.eth': 'stYFI',
};

/** The opening sentence of a YIP page. */
export function leadSentence(yip: Yip): string {
  const verdict = yip.outcome === 'Passed' ? 'passed' : 'was rejected';
  return `YIP-${yip.n}, "${yip.title}", is a Yearn Improvement Proposal created on ${yip.created} by ${joinNames(yip.authors)}. It ${verdict}. This page sums up what it decided, how the vote went and where to read its full text and discussion.`;
}

/** How the vote is described in the record table. */
export function voteKind(yip: Yip): string {
  const {vote} = yip;
  if (vote.kind === 'on-chain') return `On-chain, blocks ${vote.blocks[0]} to ${vote.blocks[1]}`;
  if (vote.kind === 'snapshot') return `Snapshot, space ${vote.space}`;
  return 'Tally not on record';
}

/** The result cell of the record table. */
export function resultLine(yip: Yip): string {
  const {vote} = yip;
  if (vote.kind === 'on-chain') {
    return `For ${weight(vote.for[0])} (${vote.for[1]}%); Against ${weight(vote.against[0])} (${vote.against[1]}%); turnout ${vote.turnout}%, quorum ${vote.quorumMet ? 'met' : 'not met'}`;
  }
  if (vote.kind === 'snapshot' && vote.scores) {
    const {scores} = vote;
    const abstain = scores.abstain === undefined ? '' : `; Abstain ${score(scores.abstain)}`;
    return `For ${score(scores.for)}; Against ${score(scores.against)}${abstain}`;
  }
  if (vote.kind === 'snapshot') return 'Scores not on record';
  return 'Not on record';
}

function onChainParagraph(yip: Yip, vote: OnChainVote): string {
  const opening = `YIP-${yip.n} went to one of the binding on-chain votes of 2020, held in the ygov.finance governance contract between Ethereum blocks ${vote.blocks[0]} and ${vote.blocks[1]}.`;
  const tally = `${weight(vote.for[0])} of voting weight supported it (${vote.for[1]}%) and ${weight(vote.against[0])} opposed it (${vote.against[1]}%).`;
  const majorityFor = vote.for[0] > vote.against[0];
  let verdict: string;
  if (vote.quorumMet && yip.outcome === 'Passed') verdict = 'which met the quorum, so the proposal passed.';
  else if (vote.quorumMet) verdict = 'which met the quorum, and the majority against decided the vote.';
  else if (majorityFor)
    verdict =
      'short of the quorum: although most of the weight cast was in favour, a vote without quorum could not pass.';
  else verdict = 'short of the quorum, and most of the weight cast was against, so the proposal failed on both counts.';
  return `${opening} ${tally} Turnout reached ${vote.turnout}% of all voting weight, ${verdict}`;
}

function snapshotParagraph(yip: Yip, vote: SnapshotVote): string {
  const when = vote.window
    ? ` from ${vote.window[0]} to ${vote.window[1]}`
    : vote.closed
      ? `, closing on ${vote.closed}`
      : '';
  const opening = `Holders voted on Snapshot in the ${vote.space} space${when}, where each vote counts with the voter's ${SPACE_WEIGHT[vote.space]}.`;
  const verdict = yip.outcome === 'Passed' ? 'the proposal passed' : 'the proposal was rejected';
  if (!vote.scores) {
    return `${opening} The vote is on record and ${verdict}, but its final scores are not; the Snapshot page linked in the table is the place to check them.`;
  }
  const {scores} = vote;
  const abstain = scores.abstain ? `, with ${score(scores.abstain)} abstaining` : '';
  const decided = scores.for + scores.against;
  const share = decided > 0 ? formatDecimal((scores.for / decided) * 100, 1) : '0';
  return `${opening} The proposal received ${score(scores.for)} votes for and ${score(scores.against)} against${abstain}: ${share}% of the weight cast for or against was in favour, and ${verdict}.`;
}

/** The paragraph under "How the vote went". */
export function voteParagraph(yip: Yip): string {
  const {vote} = yip;
  if (vote.kind === 'on-chain') return onChainParagraph(yip, vote);
  if (vote.kind === 'snapshot') return snapshotParagraph(yip, vote);
  const where =
    yip.forum.length > 0
      ? 'the forum thread linked in the table holds the discussion that led to it'
      : 'the proposal text linked in the table sets out what was agreed';
  return `No tally of this vote is on record. The outcome, ${yip.outcome}, is the one Yearn's proposal records give, and ${where}.`;
}

/** The paragraph under "Read the full proposal". */
export function fullTextParagraph(yip: Yip): string {
  const text =
    yip.n <= 72
      ? 'The full proposal, with its motivation, specification and rationale, is kept in the yearn/YIPS repository on GitHub'
      : yip.forum.length > 1
        ? 'The full proposal, with its motivation, specification and rationale, is in the opening posts of its forum threads, one per part'
        : 'The full proposal, with its motivation, specification and rationale, is the opening post of its forum thread';
  const forum =
    yip.forum.length > 1
      ? 'The discussion ran in several governance forum threads'
      : yip.forum.length === 1
        ? 'The discussion is on the governance forum'
        : 'The discussion took place in the community channels of the time';
  return `${text}. ${forum}, where readers can follow the questions and changes that came before the vote.`;
}
