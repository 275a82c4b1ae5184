/**
 * Yearn Improvement Proposals on record: one entry per YIP, newest first.
 * Each YIP page (/contributing/governance/yips/yip-<n>), the proposal
 * repository table and the governance sidebar read this one module.
 *
 * Plain data and small helpers only (no React), so the sidebars, the page
 * generator and the tests can import it too.
 */

export type YipOutcome = 'Passed' | 'Rejected';

/** Snapshot spaces Yearn has voted in, oldest first. */
export type SnapshotSpace = 'yearn' | 'ybaby.eth' | 'veyfi.eth' | 'styfi.eth';

/** A 2020 vote counted by the ygov.finance governance contract. */
export interface OnChainVote {
  kind: 'on-chain';
  /** Voting weight for the proposal and its share of the weight cast (%). */
  for: readonly [weight: number, share: number];
  against: readonly [weight: number, share: number];
  /** Weight cast as a share of all voting weight (%), checked against the quorum of the day. */
  turnout: number;
  quorumMet: boolean;
  /** First and last Ethereum block of the voting window. */
  blocks: readonly [start: number, end: number];
}

/** A Snapshot vote, weighted by YFI (later veYFI, now stYFI). */
export interface SnapshotVote {
  kind: 'snapshot';
  space: SnapshotSpace;
  /** Proposal id within the space. */
  proposal: string;
  /** Final scores; null when the vote is on record but its scores are not. */
  scores: {for: number; against: number; abstain?: number} | null;
  /** Voting window (ISO dates), where it is on record. */
  window?: readonly [start: string, end: string];
  /** Day the vote closed (ISO), where it is on record. */
  closed?: string;
}

/** The outcome is on record, the tally is not. */
export interface NoVoteRecord {
  kind: 'none';
}

export type YipVote = OnChainVote | SnapshotVote | NoVoteRecord;

export interface YipLink {
  label: string;
  url: string;
}

export interface Yip {
  n: number;
  title: string;
  outcome: YipOutcome;
  authors: readonly string[];
  /** Day the proposal was created (ISO). */
  created: string;
  vote: YipVote;
  /** Discussion threads on the governance forum, main thread first. */
  forum: readonly string[];
  /** Further material the proposal cites. */
  more?: readonly YipLink[];
  /** What the proposal decided, in two to four sentences. */
  summary: string;
  /** Earlier YIPs, or parts of them, that this one replaced. */
  supersedes?: readonly {n: number; what: string}[];
  /** Other YIPs this one builds on, amends or is answered by. */
  related?: readonly number[];
  /** Pages of this site on what the proposal set up. */
  seeAlso?: readonly {label: string; to: string}[];
}

export const YIP_ROUTE_BASE = '/contributing/governance/yips';

export function yipRoute(n: number): string {
  return `${YIP_ROUTE_BASE}/yip-${n}`;
}

/** The doc id of a YIP page in the contributing docs. */
export function yipDocId(n: number): string {
  return `governance/yips/yip-${n}`;
}

export function yipLabel(yip: Pick<Yip, 'n' | 'title'>): string {
  return `YIP-${yip.n}: ${yip.title}`;
}

export function snapshotUrl(vote: SnapshotVote): string {
  return `https://snapshot.org/#/s:${vote.space}/proposal/${vote.proposal}`;
}

/**
 * Where the full proposal text lives: YIP-0 to YIP-72 in the yearn/YIPS
 * repository, later ones only in their forum threads.
 */
export function proposalTextUrls(yip: Yip): readonly string[] {
  return yip.n <= 72 ? [`https://github.com/yearn/YIPS/blob/master/YIPS/yip-${yip.n}.md`] : yip.forum;
}

export function findYip(n: number): Yip | undefined {
  return yips.find((yip) => yip.n === n);
}

/** Later YIPs that replaced this one or a part of it, with what they replaced. */
export function supersededBy(n: number): {n: number; what: string}[] {
  return yips.flatMap((later) =>
    (later.supersedes ?? []).filter((entry) => entry.n === n).map(({what}) => ({n: later.n, what})),
  );
}

export const yips: readonly Yip[] = [
  {
    n: 91,
    title: 'yTranche',
    outcome: 'Passed',
    authors: ['Vaults Team'],
    created: '2026-07-06',
    vote: {
      kind: 'snapshot',
      space: 'styfi.eth',
      scores: {for: 1155.89, against: 11.98, abstain: 0},
      proposal: '0xa348d353b66f46c6957a938a42fbf860eaffc855cd9163d8042780f65ea72612',
    },
    forum: ['https://gov.yearn.fi/t/yip-91-ytranche/14659'],
    summary:
      'YIP-91 endorsed yTranche, which splits a Yearn V3 vault into senior and junior tranches that are paid in order of priority and absorb losses from the bottom up. It launches USD, ETH and BTC systems seeded by the treasury, including WETH from the yETH recovery vault, once the contracts are audited. It is the first YIP voted in the stYFI Snapshot space.',
    related: [90],
    seeAlso: [{label: 'yTranche', to: '/getting-started/products/ytranche'}],
  },
  {
    n: 90,
    title: 'yETH Optimistic Recovery Plan',
    outcome: 'Passed',
    authors: ['0xPickles'],
    created: '2025-12-12',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 627.75, against: 140.2},
      proposal: '0xe76f57663ce9311eb830ef097812702cbbb55fccbb280d254cdfc1f2c11c261a',
    },
    forum: ['https://gov.yearn.fi/t/yip-90-yeth-optimistic-recovery-plan/14573'],
    more: [
      {
        label: 'Incident disclosure 2025-12-01',
        url: 'https://github.com/yearn/yearn-security/blob/master/disclosures/2025-12-01.md',
      },
    ],
    summary:
      "After the yETH pool was exploited in late 2025, YIP-90 set up a recovery vault: the treasury places about 1,600 ETH in a principal-protected deposit, gives up its own claim of about 335 ETH, and sends 10% of protocol revenue to the vault until affected holders are made whole. Holders receive a transferable recovery token redeemable at the vault's share price.",
    related: [72, 88, 91],
  },
  {
    n: 89,
    title: 'Proposal to Rotate Multisig Signers',
    outcome: 'Passed',
    authors: ['wavey'],
    created: '2025-12-13',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 531.6, against: 0},
      proposal: '0x02ac9f5cc91ad090938195c37e17fd24941a668082b2b6b58f20e11e32d73003',
    },
    forum: ['https://gov.yearn.fi/t/yip-89-proposal-to-rotate-multisig-signers/14574'],
    summary:
      'YIP-89 removed Daryl Lau from the ychad.eth multisig and added Omnifient, a founding member of Katana, who receives 1 YFI under the rule of YIP-79. The threshold stayed the same.',
    related: [79],
  },
  {
    n: 88,
    title: 'Governance Overhaul',
    outcome: 'Passed',
    authors: ['0xPickles', 'governance team contributors'],
    created: '2025-09-28',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 631.46, against: 0},
      proposal: '0x9b3a40326411eea6c51ec389a802ed695de53961fa49f6d3525e256513d0a7f9',
    },
    forum: [
      'https://gov.yearn.fi/t/yip-88-governance-overhaul-dao-restructuring/14553',
      'https://gov.yearn.fi/t/yip-88-governance-overhaul-styfi/14552',
      'https://gov.yearn.fi/t/yip-88-governance-overhaul-incentives/14551',
    ],
    summary:
      'YIP-88 overhauled Yearn governance in three parts voted as one package: it reorganised the DAO around revenue-earning teams and made stYFI, YFI staked one to one with a 14-day unstaking cooldown, the sole governance token in place of veYFI. Protocol revenue goes 90% to stYFI stakers and 10% to the treasury by default (YIP-90 set 80% to stakers, 10% to the treasury and 10% to the yETH recovery until it completes), the dYFI gauges were shut down, and veYFI holders may opt in to a migration based on a snapshot at block 23,460,759, with a reward boost that decays from 2x to 1x at lock expiry. A redemption facility capped at 600 YFI exchanges liquid-locker tokens for YFI, with an exit fee falling from 10% to 0.25% over four years, and migrated veYFI holders have a yield backstop for 3 years or $5M: in a year when stYFI receives less than $1.67M of revenue, the treasury tops it up in YFI. It also set aside about 1,930 YFI for contributor vests, that facility and performance bonuses.',
    supersedes: [
      {n: 65, what: 'the veYFI tokenomics, replaced by stYFI'},
      {n: 71, what: 'veYFI as the voting token, replaced by stYFI'},
      {n: 73, what: 'the dYFI gauges, shut down; dYFI stays redeemable'},
    ],
    related: [57, 61, 81, 90],
    seeAlso: [
      {label: 'stYFI', to: '/contributing/governance/styfi'},
      {label: 'Migrating from veYFI', to: '/contributing/governance/migrating-from-veyfi'},
    ],
  },
  {
    n: 87,
    title: 'Convert ychad.eth into a BORG',
    outcome: 'Passed',
    authors: ['MetaLeX'],
    created: '2025-08-14',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 564.97, against: 0},
      proposal: '0x4726de81255b4be972e0b7bb9f03fac222cfbcef9bd1e148e647be4b8b1fb47d',
    },
    forum: ['https://gov.yearn.fi/t/yip-87-convert-ychad-eth-into-a-borg/14540'],
    more: [
      {label: 'MetaLeX GitHub', url: 'https://github.com/MetaLex-Tech'},
      {label: 'Offchain Accounts Admin Terms', url: 'https://hackmd.io/G5U6MuDKSrmKAFWW57ntvQ?view'},
    ],
    summary:
      'YIP-87 wrapped the ychad.eth multisig in a MetaLeX BORG, a Cayman Islands foundation company that gives the same Safe and signers a legal form. On-chain modules require both the multisig and a DAO vote for signer changes and major bylaw changes, with DAO votes read from Snapshot by an oracle, and the costs are paid from the YIP-63 contribution.',
    related: [63, 81],
  },
  {
    n: 86,
    title: 'Resupply Bad Debt Repayment Loan',
    outcome: 'Passed',
    authors: ['dudesahn'],
    created: '2025-07-09',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 571.39, against: 0},
      proposal: '0xe2fc56f50b1c434ca2f80d07542b66b5ff035b22891c8d6ebb79afca62664d02',
    },
    forum: ['https://gov.yearn.fi/t/yip-86-resupply-bad-debt-repayment-loan/14516'],
    summary:
      'After Resupply, a Yearn sub-DAO, was hacked, YIP-86 lent it 1.13 million crvUSD at 6% a year to clear the remaining reUSD bad debt. The permastaker revenue of Yearn and Convex goes entirely to weekly repayments, returned to the treasury as yvcrvUSD-2, with the aim of full repayment within a year.',
  },
  {
    n: 85,
    title: 'Disable Protocol Fees on Yearn V3',
    outcome: 'Passed',
    authors: ['V3 Protocol Team'],
    created: '2025-05-05',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 543.15, against: 0},
      proposal: '0xa3223b388c484ea8a81b60bb88cda99f23d6d06b4b9798b4d0acafaa2207b686',
    },
    forum: ['https://gov.yearn.fi/t/yip-85-disable-protocol-fees-on-yearn-v3/14484'],
    summary:
      "YIP-85 set the protocol fee of every Yearn V3 vault factory to zero on all chains and left each vault's own performance and management fees untouched. The fee brought in little revenue, added confusion, and led some integrators to avoid or fork the code.",
    related: [75],
    seeAlso: [{label: 'V3 protocol fees', to: '/developers/v3/protocol_fees'}],
  },
  {
    n: 84,
    title: 'Proposal to rotate multisig signer',
    outcome: 'Passed',
    authors: ['wavey'],
    created: '2025-04-13',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 318.69, against: 0},
      proposal: '0xeecd2a9ca79f9b22071d79d436a7e5ccc56593eb4c3bc8ef1b57c8389809a101',
    },
    forum: ['https://gov.yearn.fi/t/yip-84-proposal-to-rotate-multisig-signer/14469'],
    summary:
      "YIP-84 replaced the signer Monoloco with Ephy, a co-founder of Dewiz and former MakerDAO contributor, on the ychad.eth multisig. The newcomer receives 1 YFI under the rule of YIP-79, and Lumberg's signer moves to a new key.",
    related: [79],
  },
  {
    n: 83,
    title: 'Bearn BIP YIP #2',
    outcome: 'Passed',
    authors: ['Schlag', 'The yBera Boyzzzz'],
    created: '2025-03-31',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 298.79, against: 0},
      proposal: '0x872f23d57eea829e5fb0a5e0868f805efdb231d8a3c9e39820dd33432ccd629c',
    },
    forum: ['https://gov.yearn.fi/t/yip-83-bearn-bip-yip-2/14456'],
    more: [{label: 'Diff vs YIP-82', url: 'https://www.diffchecker.com/YQ2bxKmM/'}],
    summary:
      'After YIP-82 failed, YIP-83 cut the Bearn request to audit costs only: up to $200,000 paid directly to the auditor in exchange for 5% of BEARN, staked for the treasury. Yearn also provides $1 million of liquidity, locked for a year and managed by the yLockers team, and veYFI holders no longer receive an allocation.',
    related: [82],
  },
  {
    n: 82,
    title: 'The BIP YIP, Bearn Finance',
    outcome: 'Rejected',
    authors: ['Schlag', 'The yBera Boyzzzz'],
    created: '2025-01-21',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 506.27, against: 576.04},
      proposal: '0x24ae3413fcf92bcb92cbbe8845d0684a4e8d36c7f164b4afee6c45c629f16f83',
    },
    forum: ['https://gov.yearn.fi/t/yip-82-the-bip-yip-bearn-finance/14359'],
    summary:
      'YIP-82 asked Yearn to endorse and fund Bearn, a sub-DAO building a stablecoin and a BGT liquid locker on Berachain, with a $600,000 grant and $1 million of liquidity in exchange for 10% of the BEARN token. Voters rejected it, and a smaller version passed as YIP-83.',
    related: [83],
  },
  {
    n: 81,
    title: 'Prepare for Full On-Chain Governance',
    outcome: 'Passed',
    authors: ['0xPickles'],
    created: '2024-11-22',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 733.97, against: 0},
      proposal: '0x6f3082db2cef3e0c254e569580d063cb14130a92d0bf1729bef342a386e419f2',
    },
    forum: ['https://gov.yearn.fi/t/yip-81-prepare-for-full-on-chain-governance/14282'],
    summary:
      "YIP-81 applied the veYFI process of YIP-73 to every proposal: two-week epochs, 1 veYFI to submit, a simple majority to pass, and voting on Snapshot until governance moves fully on-chain. It made yChad the Guardian, able to cancel a decision but not to propose, and requires liquid lockers to vote in proportion to their users' preferences.",
    related: [73, 87],
  },
  {
    n: 80,
    title: 'Sonne Hack Victims Revised Proposal',
    outcome: 'Rejected',
    authors: ['Yearninger'],
    created: '2024-09-17',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 0, against: 838.86},
      proposal: '0x2a9ecea04244b83ed8f1ef6b4f62e9ee9a31d16c5ef3b52d00e3a185e78df78e',
    },
    forum: ['https://gov.yearn.fi/t/yip-80-sonne-hack-victims-revised-proposal/14173'],
    summary:
      'YIP-80 revised the Sonne compensation request into a one-time emergency fund covering 70% of the net loss, about $231,000 paid in YFI over six months, with depositors taking a 30% haircut and any future recoveries returning to Yearn. No weight was cast in favour.',
    related: [78],
  },
  {
    n: 79,
    title: 'Multisig Compensation and Rotation',
    outcome: 'Passed',
    authors: ['wavey'],
    created: '2024-09-26',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 456.54, against: 0},
      proposal: '0xc7ded2863a10154b6b520921af4ada48d64d74e5b7989f98cdf073542b2e4411',
    },
    forum: ['https://gov.yearn.fi/t/yip-79-multisig-compensation-and-rotation/14179'],
    summary:
      'YIP-79 set the pay of the signers of ychad.eth, the 6-of-9 multisig that holds the treasury: 1 YFI for past service and 1 YFI for ongoing service. It also rotated three signers, with cp0x, milkyklim and banteg leaving and cryptoharry, michwill and tapir joining. Later rotations reuse the same 1 YFI payment for new signers.',
    related: [84, 89],
  },
  {
    n: 78,
    title: 'Partial Compensation Sonne Hack Victims',
    outcome: 'Rejected',
    authors: ['Yearninger'],
    created: '2024-07-25',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 214.59, against: 235.57},
      proposal: '0x47c2883308fafd286697c391748c1381cf374b98cfa3af9d23d2fe79d31df6fb',
    },
    forum: ['https://gov.yearn.fi/t/yip-78-partial-compensation-sonne-hack-victims/14103'],
    more: [
      {label: 'Depositor list', url: 'https://gist.github.com/anyOldDev/b410c4ae27a4e1c3f3de37245205f62f'},
      {
        label: 'Merkle distributor with vesting',
        url: 'https://github.com/pandadefi/merkle-distributor-with-vesting/blob/master/contracts/MerkleDistributor.sol',
      },
    ],
    summary:
      "After the Sonne Finance exploit of 2024-05-15 hit Yearn's yvUSDT and yvDAI vaults on Optimism, YIP-78 asked Yearn to cover about $297,000 of the $330,000 net loss in YFI vested over six months, leaving depositors a 10% haircut. Voters rejected it by a narrow margin.",
    related: [80],
  },
  {
    n: 77,
    title: 'Launch new yLockers Staking',
    outcome: 'Passed',
    authors: ['wavey'],
    created: '2024-02-26',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 254.86, against: 0},
      proposal: '0xe79fb2ef4f21ef1e9cc30dd1522c9751c74b631c4782bccbbeb25185d4ddae1d',
    },
    forum: ['https://gov.yearn.fi/t/yip-77-launch-new-ylockers-staking/13944'],
    summary:
      'YIP-77 introduced the staking used by yLocker tokens such as yCRV and yPRISMA: no lock-ups, a weight that grows from 0.5x to 2.5x over four weeks, and a choice of how much yield to take in the locker token or in a stablecoin vault token. A 10% performance fee applies to the weekly yield.',
  },
  {
    n: 76,
    title: 'Launch yPools',
    outcome: 'Passed',
    authors: ['0xkorin', '0xPickles', '0xValJohn'],
    created: '2024-02-16',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 320.65, against: 0, abstain: 5.27},
      proposal: '0xa07123d5f6d3eb236969c798c024098be32231d2c3a205bd197200c955baa10c',
    },
    forum: ['https://gov.yearn.fi/t/yip-76-launch-ypools/13926'],
    more: [
      {label: 'yETH repo', url: 'https://github.com/yearn/yeth'},
      {label: 'yETH-periphery repo', url: 'https://github.com/yearn/yeth-periphery'},
    ],
    summary:
      'YIP-76 extended the yETH design to yPools, self-governing pools for other yield-bearing assets that reuse the audited yETH code and have on-chain governance from the start. It defines which assets qualify, requiring real on-chain yield and excluding private credit and baskets, and how airdrops reach stakers.',
    related: [72],
  },
  {
    n: 75,
    title: 'Launch V3',
    outcome: 'Passed',
    authors: ['V3 Protocol Team', 'V3 Secret Admirers Group'],
    created: '2023-08-15',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 193.61, against: 38.34},
      proposal: '0xdb02fe93b77c6addfa9b197bb47f5b6d7779f69000210cffe54ea1fb35b91eec',
    },
    forum: ['https://gov.yearn.fi/t/yip-75-launch-v3/13591'],
    more: [
      {label: 'Vault spec', url: 'https://github.com/yearn/yearn-vaults-v3/blob/master/TECH_SPEC.md'},
      {
        label: 'Tokenized Strategy spec',
        url: 'https://github.com/yearn/tokenized-strategy/blob/master/SPECIFICATION.md',
      },
      {label: 'vault-periphery', url: 'https://github.com/yearn/vault-periphery'},
      {label: 'tokenized-strategy-periphery', url: 'https://github.com/yearn/tokenized-strategy-periphery'},
    ],
    summary:
      'YIP-75 ratified Yearn V3: ERC-4626 vaults that allocate to many strategies, stand-alone tokenized strategies, per-function roles and the periphery contracts, with release 3.0.0 deployed at the same addresses on several chains. It also set a default protocol fee of 20% of the fees a vault charges, which YIP-85 later set to zero.',
    related: [85],
    seeAlso: [{label: 'Yearn V3 overview', to: '/developers/v3/overview'}],
  },
  {
    n: 74,
    title: 'YFI Wintermute Loan & CRV Plans',
    outcome: 'Rejected',
    authors: ['Callen Wintermute'],
    created: '2023-08-13',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 10.36, against: 167.34},
      proposal: '0x3840d5b6daa3363933806c98335103c9086419b68513bd40f326f5cb0e07e9cf',
    },
    forum: ['https://gov.yearn.fi/t/yip-74-yfi-wintermute-loan-crv-plans/13581'],
    summary:
      "YIP-74 asked the treasury to lend 350 YFI to Wintermute for a year, in return for Wintermute spending up to 3 million CRV on yCRV and staking it in Yearn's pool. Even after a revision that added a joint multisig and a longer staking period, voters rejected it.",
  },
  {
    n: 73,
    title: 'Activate veYFI rewards with oYFI Gauges',
    outcome: 'Passed',
    authors: ['veYFI Secret Admirers working group'],
    created: '2023-06-27',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 160.49, against: 0},
      proposal: '0xcc2a5f2bad97b551a02230975def5640c6f582d64c3c42eecfb1c6c76eea3b28',
    },
    forum: ['https://gov.yearn.fi/t/yip-73-activate-veyfi-rewards-with-oyfi-gauges/13414'],
    more: [
      {label: 'yearn/veYFI', url: 'https://github.com/yearn/veYFI'},
      {
        label: 'ChainSecurity oYFI audit',
        url: 'https://chainsecurity.com/wp-content/uploads/2023/03/Yearn-Smart-Contract-Audit-oYfi-ChainSecurity.pdf',
      },
      {label: 'Buyback dashboard', url: 'https://buyback.yearn.finance/'},
    ],
    summary:
      'YIP-73 turned on veYFI rewards: vault gauges emit oYFI, later called dYFI, an option to buy YFI at a discount by paying ETH, with the ETH funding YFI buybacks. Emissions grow with the square root of the veYFI supply, epochs last two weeks and boosts range from 1x to 10x. YIP-88 shut the gauges down.',
    related: [65, 81],
    seeAlso: [{label: 'veYFI (deprecated)', to: '/contributing/governance/veYFI-intro'}],
  },
  {
    n: 72,
    title: 'Launch yETH',
    outcome: 'Passed',
    authors: ['0xkorin', '0xPickles'],
    created: '2023-04-21',
    vote: {
      kind: 'snapshot',
      space: 'veyfi.eth',
      scores: {for: 152.37, against: 0},
      proposal: '0x8969cde98d5d8a7be745e442a3288ce0cf3b35bf99ab72265f66c96d117a0f78',
    },
    forum: ['https://gov.yearn.fi/t/proposal-launch-yeth/13158'],
    more: [{label: 'yETH SPECIFICATION', url: 'https://hackmd.io/@0xkorin/BJDmRreMh'}],
    summary:
      'YIP-72 launched yETH, a self-governing pool of liquid-staking tokens in which one yETH stands for one staked ETH and staked st-yETH earns the yield and votes on the pool. It set the roles, four-week voting epochs, default parameters and a bootstrap that picked the first assets, and it states that Yearn does not compensate losses. YIP-90 organised the recovery after the 2025 exploit.',
    related: [76, 90],
  },
  {
    n: 71,
    title: 'Activate veYFI',
    outcome: 'Passed',
    authors: ['darkghosty', 'flashfish', 'jiji', 'saltyfacu'],
    created: '2022-11-25',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 1259.81, against: 2.69, abstain: 0.02},
      proposal: '0xc50b60f712adb8568f10f565fc467e8c5d8fe1f4920683696f81c7920397942a',
    },
    forum: ['https://gov.yearn.fi/t/proposal-activate-veyfi/12783'],
    more: [
      {
        label: 'veYFI repo commit',
        url: 'https://github.com/yearn/veYFI/commit/bb9d8ac9dd90a9a9772b9663ce4fa232fda7bce2',
      },
      {label: 'Security reviews', url: 'https://github.com/yearn/yearn-security/pull/70/files'},
    ],
    summary:
      'YIP-71 made veYFI the voting token for every later YIP, with voting still on Snapshot. Locks follow the veCRV model: one per address, from one week to four years, with voting weight decaying linearly. A two-week pause on new YIPs let holders lock first; YIP-88 later replaced veYFI with stYFI.',
    related: [65],
    seeAlso: [{label: 'veYFI (deprecated)', to: '/contributing/governance/veYFI-intro'}],
  },
  {
    n: 70,
    title: 'ApeWorX <> Yearn Partnership',
    outcome: 'Passed',
    authors: ['fubuloubu', 'defidipshit'],
    created: '2022-09-19',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 1019.57, against: 0},
      proposal: '0x1d34233f80a83c3fc4e41583ba115bfd51d3308c7b35249198cab0e49cd527f3',
    },
    forum: ['https://gov.yearn.fi/t/yip-70-apeworx-yearn-partnership/12721'],
    summary:
      "YIP-70 granted ApeWorX 100 YFI, streamed over 24 months and cancellable at any time. In return ApeWorX provides support, two engineers working on Yearn's priorities, Vyper tooling for V3 and teaching material on building strategies.",
  },
  {
    n: 69,
    title: 'Reduce and cap fees through yRates',
    outcome: 'Passed',
    authors: ['banteg', 'flashfish', 'jiji', 'jmonteer', 'newmickymousse', 'saltyfacu', 'wavey'],
    created: '2022-06-17',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 912.03, against: 0},
      proposal: '0xe4c2c990eaf4bb4a7a8031c461f5db820bae08fd7b81441d56e8cc0378c44afe',
    },
    forum: ['https://gov.yearn.fi/t/yip-69-reduce-and-cap-fees-through-yrates/12588'],
    summary:
      "YIP-69 created the yRates team and gave it the power to set fees, which YIP-61 had kept with YFI holders; yRates has at least four signers ratified by yOps. One rule is fixed: Yearn's fees may never exceed the yield that depositors receive.",
    related: [51, 61],
  },
  {
    n: 68,
    title: 'Rotate multisig signers',
    outcome: 'Passed',
    authors: ['banteg'],
    created: '2022-06-16',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 844.37, against: 0},
      proposal: '0xc5386b7237f6c90359c56ac6dcb942b99a56a4de8ca60d109f4b999716148734',
    },
    forum: ['https://gov.yearn.fi/t/yip-68-rotate-multisig-signers/12582'],
    summary:
      'YIP-68 replaced the three least active multisig signers, vsh, devops and ryan, with 0xngmi, monoloco and lefteris, chosen after an open call. Over the two months before the vote, the three departing signers had signed between 2% and 39% of transactions.',
  },
  {
    n: 67,
    title: 'Contribute $400,000 to Nomic Foundation',
    outcome: 'Passed',
    authors: ['FrancoNomic'],
    created: '2022-03-09',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 656.96, against: 0.36},
      proposal: '0xd1988feec955cb93d42b63b7b4845d35da8f60859f55ec18b3d5609ecd4eb9e2',
    },
    forum: ['https://gov.yearn.fi/t/yip-67-contribute-to-the-nomic-foundation/12326'],
    summary:
      'YIP-67 gave $400,000 to the Nomic Foundation, the non-profit behind Hardhat, to support Ethereum developer tooling such as Solidity tools, a Rust EVM library and the Hardhat suite. The contribution joined a $30 million round led by the Ethereum Foundation.',
  },
  {
    n: 66,
    title: 'Streamlining contributor compensation',
    outcome: 'Passed',
    authors: ['0xJiji', '14 other members of the Compensation group'],
    created: '2022-02-05',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 476.03, against: 1},
      proposal: '0x804d3765e70d6e4f0f0a225222dadd396cd328595d5fd097b732b36fdf8e6af6',
    },
    forum: ['https://gov.yearn.fi/t/yip-66-streamlining-contributor-compensation/12247'],
    summary:
      'YIP-66 moved contributors to stablecoin pay, with YFI available only through yDiscount, which sells YFI at a discount that grows with how long the buyer locks it in veYFI. It ended the old vesting packages and the 10% strategist share of performance fees, buying out live strategies with locked veYFI, and took effect once veYFI was live.',
    supersedes: [{n: 52, what: 'the strategist share of the performance fee'}],
    related: [57, 65],
  },
  {
    n: 65,
    title: 'Evolving YFI Tokenomics',
    outcome: 'Passed',
    authors: ['0xJiji', 'banteg', 'daryllautk', 'HAtTip3675', 'onlylarping', 'vany365', 'Wot_Is_Goin_On'],
    created: '2021-12-23',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 908.09, against: 2.91},
      proposal: '0x8f7417fa5565d9f46e16618503e8808c36d51b2a9e8217a68c632d7c090d69d9',
    },
    forum: ['https://gov.yearn.fi/t/yip-65-evolving-yfi-tokenomics/11994'],
    summary:
      'YIP-65 set the direction of YFI tokenomics: YFI bought back under BABY rewards holders who take part in governance, through up to four components rolled out in order. They are a no-lock xYFI vault, vote-escrowed veYFI with locks of up to four years, vault gauges that direct rewards, and future useful work for veYFI, with developers choosing the parameters and pace. YIP-88 retired veYFI in favour of stYFI.',
    related: [56, 71, 73],
    seeAlso: [{label: 'veYFI (deprecated)', to: '/contributing/governance/veYFI-intro'}],
  },
  {
    n: 64,
    title: 'Adjust fees on non-stablecoin yVaults',
    outcome: 'Rejected',
    authors: ['wavey', 'philbert', 'saltyfacu'],
    created: '2021-10-21',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 167.03, against: 308},
      proposal: '0xfe7296601d199b89a8aa53f95d6243ef935d736bea2f13109979d8d5098017d2',
    },
    forum: ['https://gov.yearn.fi/t/yip-64-adjust-fees-on-non-stablecoin-yvaults/11716'],
    summary:
      'YIP-64 proposed, as a temporary experiment, to cut the management fee of non-stablecoin vaults from 2% to 1% and raise their performance fee from 20% to 25%. Voters turned it down; the fee question was instead handed to the yRates team by YIP-69.',
    related: [51, 69],
  },
  {
    n: 63,
    title: 'Fund Builder-First Legal Activism DAO',
    outcome: 'Passed',
    authors: ['andrecronje', 'tracheopteryx', 'lex-node', 'judge-jowday', 'Sh Brennan', 'Birdman Haxxor'],
    created: '2021-08-06',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 862.01, against: 0},
      proposal: 'QmPK9AqeoV6v5xeuiTeFcj9Px7y87KMQ1gGhvHft2GMtqE',
    },
    forum: ['https://gov.yearn.fi/t/yip-63-fund-builder-first-legal-activism-dao/11280'],
    summary:
      "YIP-63 funded a LeXpunK DAO that takes on legal advocacy for DeFi builders, run by builders from the contributing communities together with lawyers of the LeXpunK Army. Yearn's share was estimated at $1 million, matched by a parallel Curve proposal, and supporters receive its reputation token. YIP-87 later paid for the BORG conversion out of this contribution.",
    related: [87],
  },
  {
    n: 62,
    title: 'Change Two Multisig Signers',
    outcome: 'Passed',
    authors: ['banteg', 'lehnberg', 'milkyklim', 'tracheopteryx'],
    created: '2021-05-24',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 415.75, against: 1.51},
      proposal: 'QmddCbGYbkooZ1zp8oYnbBz6frXLRc9xbkapXcuZcdzmMF',
    },
    forum: ['https://gov.yearn.fi/t/yip-62-change-two-multisig-signers/10758'],
    summary:
      'Using the signer power of YIP-61, YIP-62 swapped two multisig signers: Tarun Chitra was replaced by Ryan Watkins, and Substreight by Leo (Lumberg). The threshold did not change.',
  },
  {
    n: 61,
    title: 'Governance 2.0',
    outcome: 'Passed',
    authors: ['tracheopteryx', 'lexnode'],
    created: '2021-04-20',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 683.09, against: 0.2},
      closed: '2021-04-25',
      proposal: 'QmSMyYeKrRpnA7Xn56o2NtbCUzxmhzCupL7LxMA1reXxq4',
    },
    forum: ['https://gov.yearn.fi/t/yip-61-governance-2-0/10460#binding-snapshot-vote-28'],
    summary:
      'YIP-61, Governance 2.0, replaced the temporary multisig mandate of YIP-41 with constrained delegation. YFI holders keep a short list of powers, including fees, signers, treasury spending and ratifying teams, and delegate the rest to yTeams such as yBrain, yDev and yBudget, while the multisig only executes and can veto. It also introduced three proposal types: binding YIPs, YDPs that move a delegated power, and non-binding YSPs.',
    supersedes: [{n: 41, what: 'the temporary multisig mandate, replaced by constrained delegation to yTeams'}],
    related: [59, 69],
    seeAlso: [{label: 'Governance and operations', to: '/contributing/governance/governance-and-operations'}],
  },
  {
    n: 60,
    title: 'Airdrops to Yearn Vaults',
    outcome: 'Passed',
    authors: ['lehnberg'],
    created: '2021-04-07',
    vote: {
      kind: 'snapshot',
      space: 'ybaby.eth',
      scores: {for: 1046.98, against: 0.05},
      proposal: 'QmNqAqRKMFcoRjaRYAKCVETij6sjJ4S1293kbpYDMVvcjB',
    },
    forum: ['https://gov.yearn.fi/t/yip-60-airdrops-to-yearn-vaults/10356'],
    summary:
      "YIP-60 sets the policy for airdrops that land in Yearn vaults. The team first judges whether claiming is worth the effort, then claims, farms or sells to get the best risk-adjusted return, and donates the proceeds, in the vault's own token, back to that vault's depositors. The trigger was an Ellipsis airdrop to yveCRV.",
  },
  {
    n: 59,
    title: 'Temporarily extend Multisig empowerment',
    outcome: 'Passed',
    authors: ['lehnberg'],
    created: '2021-02-18',
    vote: {
      kind: 'snapshot',
      space: 'yearn',
      scores: {for: 379.59, against: 0},
      proposal: 'QmdRCXH6BQpNcucoZqAtS5hQKjckE2428qiZoWjxmJXbs3',
    },
    forum: ['https://gov.yearn.fi/t/yip-59-temporarily-extend-multisig-empowerment/9746'],
    summary:
      'YIP-59 extended the multisig mandate of YIP-41 by three months, to 2021-05-24, and changed nothing else. The extra time let the governance redesign that became YIP-61 mature.',
    related: [41, 61],
  },
  {
    n: 57,
    title: 'Funding Yearn’s Future',
    outcome: 'Passed',
    authors: [
      'aleks-blockchaincap',
      'banteg',
      'dudesahn',
      'ekrenzke',
      'lehnberg',
      'ryanwatkins',
      'srs-parafi',
      'tracheopteryx',
      'vooncer',
      'yfi-cent',
      'milkyklim',
    ],
    created: '2021-01-28',
    vote: {
      kind: 'snapshot',
      space: 'yearn',
      scores: {for: 1670.23, against: 331.03},
      proposal: 'QmX8oYTSkaXSARYZn7RuQzUufW9bVVQtwJ3zxurWrquS9a',
    },
    forum: ['https://gov.yearn.fi/t/yip-57-funding-yearns-future/9319'],
    more: [{label: 'yfi-pact proof of concept', url: 'https://github.com/banteg/yfi-pact'}],
    summary:
      'YIP-57 minted 6,666 new YFI, about 22% of the 30,000 supply at the time. Roughly a third funds vesting retention packages for key contributors, designed by a compensation working group, and roughly two thirds goes to the treasury for incentives and growth. YIP-88 later put the remaining tokens of this mint to use.',
    related: [88],
  },
  {
    n: 56,
    title: 'BABY: Buyback and Build Yearn',
    outcome: 'Passed',
    authors: ['banteg', 'lex-node', 'lehnberg', 'milkyklim', 'tracheopteryx', 'RyanWatkins'],
    created: '2021-01-16',
    vote: {
      kind: 'snapshot',
      space: 'yearn',
      scores: {for: 790.83, against: 4.47},
      proposal: 'Qmb6gBzjvgLMazSrQQGVcjutLNdkVyM2Lh6yckMzdoaHWZ',
    },
    forum: ['https://gov.yearn.fi/t/yip-56-buyback-and-build/8929'],
    summary:
      'YIP-56, known as BABY, stopped YFI staking rewards and spends the same revenue on continuous, automated buybacks of YFI on the open market, with the bought YFI going to the Operations Fund. It also opened voting to YFI held elsewhere, such as in liquidity positions, and retired the old yGov staking contract.',
    related: [54, 65],
  },
  {
    n: 55,
    title: 'Formalize the YIP Process',
    outcome: 'Passed',
    authors: ['franklin', 'dudesahn'],
    created: '2020-11-12',
    vote: {kind: 'snapshot', space: 'yearn', scores: null, proposal: 'QmZA8zJtLPqQAHi1jMdYX9MdMQ1ZmtRP8zuHccm6HFSzpF'},
    forum: ['https://gov.yearn.fi/t/yip-55-formalize-the-yip-process/7959'],
    summary:
      'YIP-55 set down how a YIP moves from idea to decision: a forum post that follows a fixed template with a poll, at least three days of discussion and at least 25% support, then a binding Snapshot vote that stays open for five to seven days. A proposal passes with a simple majority and no quorum, weighted by staked or vaulted YFI.',
    related: [12],
    seeAlso: [{label: 'Proposal process', to: '/contributing/governance/proposal-process'}],
  },
  {
    n: 54,
    title: 'Formalize Operations Funding',
    outcome: 'Passed',
    authors: ['banteg', 'lehnberg', 'lex_node', 'milkyklim', 'tracheopteryx'],
    created: '2020-11-12',
    vote: {
      kind: 'snapshot',
      space: 'yearn',
      scores: {for: 935.4, against: 1.38},
      window: ['2020-11-12', '2020-11-15'],
      proposal: 'QmW2ZPfGrcNxVLvT2jm9fmvNwQLD9PrdToQDU8DNPp6Ckg',
    },
    forum: ['https://gov.yearn.fi/t/yip-54-formalize-operations-funding/7956'],
    summary:
      "YIP-54 created the Operations Fund: from the v2 launch, half of the treasury's fee income goes to the fund and half to YFI stakers. The fund may buy YFI or other assets to pay contributors, reports every quarter and still needs the multisig to sign off its spending. It replaced the treasury cap of YIP-36 and the budget of YIP-41.",
    supersedes: [
      {n: 36, what: 'the $500,000 treasury cap, replaced by the Operations Fund'},
      {n: 41, what: 'the fixed operations budget, replaced by the Operations Fund'},
    ],
    related: [51, 52],
  },
  {
    n: 53,
    title: 'yAcademy',
    outcome: 'Passed',
    authors: ['aliatiia'],
    created: '2020-11-11',
    vote: {
      kind: 'snapshot',
      space: 'yearn',
      scores: {for: 937.09, against: 0.1},
      proposal: 'QmPTAfJCq3UtFZqY3jdgNEJsxc6yuHwfESnQyjjkoccZrJ',
    },
    forum: [
      'https://gov.yearn.fi/t/yip-53-yacademy-planting-the-seed-of-a-sustainably-secure-future-for-yearn-and-beyond/7929',
      'https://gov.yearn.fi/t/lets-poach-samczsun-and-plant-the-seed-for-an-auditing-academy/5507',
    ],
    summary:
      'YIP-53 launched yAcademy, a security and auditing group for Yearn contracts that can later sell audits to other projects. It is a joint venture of Yearn (65%), Gitcoin, Status and its first auditors that trains mentees from the KERNEL fellowship, with a first-year budget of roughly $150,000 to $200,000 from the treasury.',
  },
  {
    n: 52,
    title: 'Make Strategist Skin in Game Partner for Make Benefit of Glorious Brain of Yearn',
    outcome: 'Passed',
    authors: ['banteg', 'lehnberg', 'milkyklim'],
    created: '2020-11-09',
    vote: {
      kind: 'snapshot',
      space: 'yearn',
      scores: {for: 1341.94, against: 260.13},
      window: ['2020-11-09', '2020-11-12'],
      proposal: 'QmbAq6jPB6ocrihjkDo5TLNF4D4w9dw1HsEsJ7vwdwd9g3',
    },
    forum: [
      'https://gov.yearn.fi/t/yip-52-make-strategist-skin-in-game-partner-for-make-benefit-of-glorious-brain-of-yearn/7856',
    ],
    summary:
      'YIP-52 split the 20% v2 performance fee evenly, 10% to the treasury and 10% to the strategist who wrote the strategy, while the 2% management fee stayed with the treasury. The authors argued that strategists, who carry their own development, gas and monitoring costs, needed a real share of the results. YIP-66 later ended the strategist share.',
    related: [51],
  },
  {
    n: 51,
    title: 'Set Vault v2 fee structure',
    outcome: 'Passed',
    authors: ['banteg', 'lehnberg', 'milkyklim', 'tracheopteryx'],
    created: '2020-11-06',
    vote: {
      kind: 'snapshot',
      space: 'yearn',
      scores: {for: 1771.73, against: 4.53},
      window: ['2020-11-07', '2020-11-10'],
      proposal: 'QmSaYHR97LDMDvg9xeTfdNZw6aqL9njxBKM6JVFtCYxKvB',
    },
    forum: ['https://gov.yearn.fi/t/yip-51-set-vault-v2-fee-structure/7752'],
    summary:
      'YIP-51 set the fees of the v2 vaults: no withdrawal fee, a yearly management fee of 2% for the treasury, and a performance fee of 20% split 19.5% to the treasury and 0.5% to the strategist. A backtest showed the new model would have earned about 95% of what the v1 fees did.',
    related: [52, 69],
  },
  {
    n: 45,
    title: 'Add a bounty for proposing YIPs that are implemented',
    outcome: 'Passed',
    authors: ['alphastorm'],
    created: '2020-09-01',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/yip-45-add-a-bounty-for-proposing-yips-that-are-implemented/3337'],
    summary:
      'YIP-45 introduced a $500 bounty, paid in yCRV from the treasury, for the author of any YIP that reaches Implemented, following the bounty Synthetix pays for its SIPs. The aim is to reward community members whose proposals turn into real changes.',
  },
  {
    n: 44,
    title: 'Improve YIP categories',
    outcome: 'Passed',
    authors: ['sambacha'],
    created: '2020-08-31',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/yip-44-improve-yip-categories/3608'],
    summary:
      'YIP-44 resubmitted the text of YIP-43 and passed, so the YIP process gained the Withdrawn, Deferred and Moribund statuses beside Proposed, Approved, Implemented and Rejected. The change was procedural and off-chain: it touched only the YIP template, its validator and the process documentation.',
    related: [0, 43],
  },
  {
    n: 43,
    title: 'Improve YIP categories',
    outcome: 'Rejected',
    authors: ['sambacha'],
    created: '2020-08-24',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/proposal-add-new-statuses-to-yip-proposals-non-protocol-change/3608'],
    more: [{label: 'yip_validator change (fork)', url: 'https://github.com/sambacha/yip_validator/tree/YIP-Proposed'}],
    summary:
      'YIP-43 proposed three more YIP statuses: Withdrawn, when an author pulls a proposal; Deferred, when governance postpones it or wants it merged with another; and Moribund, when an implemented proposal has become obsolete. It also suggested new header fields such as a type and replaces or replaced-by references. This submission was rejected; the same text passed as YIP-44.',
    related: [44],
  },
  {
    n: 42,
    title: 'Add RenBTC to yVaults',
    outcome: 'Rejected',
    authors: ['zu-ctrl'],
    created: '2020-08-26',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/proposal-yrenbtc-delegated-vault/3470'],
    summary:
      'YIP-42 proposed a delegated yVault for RenBTC, a token backed by bitcoin held in RenVM, whose strategy would farm CREAM and pay returns in RenBTC. The proposal was rejected, so no yRenBTC vault was added.',
  },
  {
    n: 41,
    title: 'Temporarily Empower Multisig',
    outcome: 'Passed',
    authors: ['tracheopteryx', 'Substreight', 'franklin501', 'Michael Anderson', 'Vance Spencer'],
    created: '2020-08-24',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/empower-the-multisig/2891'],
    summary:
      "YIP-41 gave the multisig six months of operational authority over grants, key hires, security and analytics firms, strategy changes, front-end work and integrations, with a budget of about $181,000 a month plus a $500,000 bug bounty. It withheld any power over YFI emissions, governance, the multisig's own membership or a legal entity, and governance could revoke the mandate at any time. YIP-59 extended it, YIP-54 replaced its budget and YIP-61 replaced the mandate.",
    related: [59],
  },
  {
    n: 40,
    title: 'Replace inactive multisig signers',
    outcome: 'Passed',
    authors: ['illlefr4u', 'banteg'],
    created: '2020-08-24',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/change-participants-of-the-multisig-wallet/2991'],
    more: [
      {label: 'Nominations thread', url: 'https://gov.yearn.fi/t/nominate-yourself-for-the-foundation-model/3166'},
    ],
    summary:
      'YIP-40 replaced the four least active multisig signers, Michael of Curve, Cooper Turley, Calvin Liu and Damir Bandalo, with Joe Mahon, Tarun Chitra of Gauntlet, Vasiliy Shapovalov of p2p.org and Mariano Conti. The threshold stayed the same and the swap ran as eight add-and-remove transactions. Slow signers had been delaying multisig transactions by up to a day.',
  },
  {
    n: 39,
    title: 'Add Curve sBTC Pool LP-Tokens yVault',
    outcome: 'Passed',
    authors: ['az'],
    created: '2020-08-23',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/proposal-add-curve-sbtc-pool-lp-tokens-yvault/3251'],
    summary:
      "YIP-39 created a yVault for Curve sBTC pool LP tokens that works like the yCRV vault: it stakes the LP tokens in Curve, farms CRV and sells it to grow the position. It also proposed using Yearn's Curve voting weight to raise the CRV rewards of bitcoin depositors.",
  },
  {
    n: 38,
    title: 'Distribute / Keep Balancer Rewards',
    outcome: 'Passed',
    authors: ['milkyklim'],
    created: '2020-08-18',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/yip-38-distribute-keep-balancer-rewards/2436'],
    summary:
      'About 891 BAL, worth roughly $18,500, had been sent to an old distribution pool and recovered by the multisig. YIP-38 kept them as operating capital instead of building a claim contract for the former pool stakers, most of whom would have received less than the gas needed to claim.',
  },
  {
    n: 37,
    title: 'Participate in CRV governance and 2.5x CRV reward boost',
    outcome: 'Passed',
    authors: ['andrecronje', 'banteg'],
    created: '2020-08-17',
    vote: {kind: 'none'},
    forum: ['https://gov.yearn.fi/t/pre-crv-rewards-distribution-liquidation-or-boost/2481'],
    summary:
      'YIP-37 vote-locked for four years all the vested CRV earned by the early yCRV liquidity strategy, about 610,000 CRV in total. The lock gives Yearn a voice in Curve DAO votes and raises the CRV rewards of yCRV depositors by up to 2.5 times, and YFI holders steer how the locked CRV votes. In a forum poll, 80% of respondents preferred this to distributing the CRV.',
  },
  {
    n: 36,
    title: 'System rewards as operational capital',
    outcome: 'Passed',
    authors: ['andrecronje', 'iTo', 'jchi18', 'banteg'],
    created: '2020-08-10',
    vote: {
      kind: 'on-chain',
      for: [2002.4442, 94.51],
      against: [116.1982, 5.48],
      turnout: 45.11,
      quorumMet: true,
      blocks: [10633194, 10650474],
    },
    forum: ['https://gov.yearn.fi/t/system-rewards-as-operational-capital/1974'],
    summary:
      'YIP-36 sent all system rewards to the multisig treasury instead of streaming them to governance stakers, so that audits, deployments and contributors could be paid without minting YFI. The treasury keeps a buffer worth $500,000 and passes anything above it on to staked YFI. YIP-54 later replaced the cap with the Operations Fund.',
  },
  {
    n: 35,
    title: 'Distribute Donations vs Purchase YFI',
    outcome: 'Passed',
    authors: ['andrecronje', 'milkyklim'],
    created: '2020-08-10',
    vote: {
      kind: 'on-chain',
      for: [1644.3648, 93.59],
      against: [112.4983, 6.4],
      turnout: 37.43,
      quorumMet: true,
      blocks: [10633099, 10650379],
    },
    forum: ['https://gov.yearn.fi/t/distribution-donations-vs-purchasing-yfi/2244'],
    summary:
      'Donors who had sent funds to Andre Cronje could reclaim them through a simple contract until a deadline. Whatever remained, about $150,000 when the proposal was made, would buy YFI on the market and stake it in governance; the losing option was to return every donation.',
  },
  {
    n: 34,
    title: 'Add Synthetix (SNX) to yVaults',
    outcome: 'Passed',
    authors: ['substreight'],
    created: '2020-08-06',
    vote: {
      kind: 'on-chain',
      for: [4207.0774, 90.4],
      against: [446.7678, 9.59],
      turnout: 41.95,
      quorumMet: true,
      blocks: [10609260, 10626540],
    },
    forum: ['https://gov.yearn.fi/t/yip-34-add-synthetix-snx-to-yvaults/2149'],
    summary:
      "YIP-34 added Synthetix's SNX as the second volatile asset for delegated yVaults. It was picked ahead of tokens that polled higher because its strategy was already written, and it lets smaller SNX holders compound their weekly staking rewards without paying much gas.",
  },
  {
    n: 33,
    title: 'Add LINK to yVaults',
    outcome: 'Passed',
    authors: ['franklin501'],
    created: '2020-08-02',
    vote: {
      kind: 'on-chain',
      for: [3069.4359, 99.46],
      against: [16.3954, 0.53],
      turnout: 31.68,
      quorumMet: true,
      blocks: [10582615, 10599895],
    },
    forum: ['https://gov.yearn.fi/t/add-link-as-the-first-asset-for-the-upcoming-delegated-yvaults-release/847'],
    summary:
      "YIP-33 chose Chainlink's LINK as the first volatile asset for delegated yVaults, which until then accepted only USDC. LINK had come first in an earlier forum poll of candidate assets.",
  },
  {
    n: 32,
    title: 'Remove YFI burning',
    outcome: 'Passed',
    authors: ['alphastorm'],
    created: '2020-08-01',
    vote: {
      kind: 'on-chain',
      for: [3054.9983, 97.89],
      against: [65.8346, 2.1],
      turnout: 24.5,
      quorumMet: true,
      blocks: [10576777, 10594057],
    },
    forum: ['https://gov.yearn.fi/t/yip-32-remove-yfi-burning/1907'],
    summary:
      'YIP-32 removed the option to burn YFI in exchange for protocol fees, leaving staking in the governance pool as the way to claim them. With the YFI price far above the fees one token could claim, burning no longer made sense for anyone.',
  },
  {
    n: 31,
    title: 'YFI Inflation Distribution',
    outcome: 'Rejected',
    authors: ['substreight', 'deltatigernz', 'Graadient', 'Daryllautk'],
    created: '2020-07-30',
    vote: {
      kind: 'on-chain',
      for: [3304.526, 42.28],
      against: [4509.5851, 57.71],
      turnout: 73.42,
      quorumMet: true,
      blocks: [10560736, 10578016],
    },
    forum: ['https://gov.yearn.fi/t/yip-31-yfi-inflation-distribution/1445'],
    summary:
      'The companion to YIP-30 would have sent half of any new YFI emission to liquidity-pool rewards and half to the multisig or a future DAO. Like YIP-30 it reached its quorum and was voted down.',
    related: [30],
  },
  {
    n: 30,
    title: 'YFI Inflation Schedule',
    outcome: 'Rejected',
    authors: ['substreight', 'deltatigernz', 'Graadient', 'Daryllautk', 'yfi_whale'],
    created: '2020-07-28',
    vote: {
      kind: 'on-chain',
      for: [3380.7051, 38.73],
      against: [5346.6313, 61.26],
      turnout: 82.39,
      quorumMet: true,
      blocks: [10560113, 10577393],
    },
    forum: ['https://gov.yearn.fi/t/yip-30-yfi-inflation-schedule/1439'],
    more: [
      {
        label: 'YFI Inflation Schedule (Google Sheets)',
        url: 'https://docs.google.com/spreadsheets/d/1yomUGpAWR8svL9RXD-_vL2ArgQPGj1x2XPNKDEuZR9Q/edit?usp=sharing',
      },
      {
        label: 'Synthetix SupplySchedule.sol',
        url: 'https://github.com/Synthetixio/synthetix/blob/master/contracts/SupplySchedule.sol',
      },
    ],
    summary:
      'YIP-30 proposed emitting 20,000 more YFI over eight years on a weekly decaying schedule, followed by a perpetual tail inflation of 1% a year, by updating the mint contract along the lines of the Synthetix supply schedule. Turnout comfortably met the quorum and a majority voted against, so the YFI supply stayed as it was.',
    related: [31],
  },
  {
    n: 14,
    title: 'Yearn Rewards Reserve',
    outcome: 'Rejected',
    authors: ['yieldbouncer'],
    created: '2020-07-24',
    vote: {
      kind: 'on-chain',
      for: [332839.5446, 99.69],
      against: [1005.9567, 0.3],
      turnout: 3.06,
      quorumMet: false,
      blocks: [10525527, 10542807],
    },
    forum: ['https://gov.yearn.fi/t/yip-14-yearn-rewards-reserve/136'],
    summary:
      'YIP-14 proposed setting aside 5% of all yield earned through Yearn as a protocol reserve for audits, development, research grants and support, with the spending rules left to a later proposal. Almost every vote cast was in favour, but turnout was far below the quorum, so rewards kept flowing in full to YFI stakers.',
  },
  {
    n: 12,
    title: 'Reducing the quorum for accepting proposal',
    outcome: 'Passed',
    authors: ['illlefr4u'],
    created: '2020-07-24',
    vote: {
      kind: 'on-chain',
      for: [5291919.8701, 66.22],
      against: [2699427.0543, 33.77],
      turnout: 39.76,
      quorumMet: true,
      blocks: [10522307, 10539587],
    },
    forum: ['https://gov.yearn.fi/t/yip-12-reducing-the-quorum-for-accepting-proposal/578'],
    summary:
      'YIP-12 lowered the quorum a proposal needs to be accepted from 33% to 20%. Because the quorum was checked off-chain, no contract had to change. YIP-55 later dropped the quorum for Snapshot votes and adopted a simple majority instead.',
    related: [55],
  },
  {
    n: 10,
    title: 'Transitionary YFI Only Voting',
    outcome: 'Passed',
    authors: ['rewkang'],
    created: '2020-07-24',
    vote: {
      kind: 'on-chain',
      for: [13641124.8956, 77.08],
      against: [4054142.5578, 22.91],
      turnout: 45.92,
      quorumMet: true,
      blocks: [10518707, 10535987],
    },
    forum: ['https://gov.yearn.fi/t/yip-10-transitionary-yfi-only-voting/481'],
    summary:
      'YIP-10 pointed the ygov.finance voting page to a new contract that counts only YFI. The contract it replaced counted Balancer pool tokens from a pool that was 98% yCRV, which gave large stablecoin holders outsized weight and left governance open to a takeover. The change was meant to be temporary until a later YIP replaced it.',
  },
  {
    n: 8,
    title: 'Halving YFI weekly supply the same as bitcoin',
    outcome: 'Rejected',
    authors: ['steamer.eth'],
    created: '2020-07-22',
    vote: {
      kind: 'on-chain',
      for: [3527868.1621, 80.25],
      against: [867838.6309, 19.74],
      turnout: 9.73,
      quorumMet: false,
      blocks: [10508388, 10525668],
    },
    forum: ['https://gov.yearn.fi/t/proposal-8-halving-yfi-weekly-supply-the-same-as-bitcoin/263/'],
    more: [
      {
        label: 'Modeling of 3 Pools (Google Sheets)',
        url: 'https://docs.google.com/spreadsheets/d/1ORG5UJUc2kKyjkemeskbpfpAfbDZ9Wk7GSEUc4RG2O0/edit?usp=sharing',
      },
    ],
    summary:
      'Another emission proposal that depended on YIP-1: each of the three farming pools would mint 10,000 YFI in its first week and halve that amount every week, for 20,000 YFI per pool over ten weeks. The author argued that mining was about to stop abruptly and that a taper would keep liquidity from leaving all at once. It won most of the weight cast but missed its quorum.',
  },
  {
    n: 5,
    title: 'Reducing YFI weekly supply',
    outcome: 'Rejected',
    authors: ['sikiriki12'],
    created: '2020-07-20',
    vote: {
      kind: 'on-chain',
      for: [1123689.4842, 69.84],
      against: [485164.6894, 30.15],
      turnout: 6.19,
      quorumMet: false,
      blocks: [10496829, 10514109],
    },
    forum: ['https://gov.yearn.fi/t/proposal-5-reducing-yfi-weekly-supply/110'],
    summary:
      'Assuming YIP-1 passed, this proposal would have replaced the flat 30,000 YFI weekly emission with a schedule that first drops to 15,000 and then halves every four weeks, ending at a permanent floor of 234.375 YFI a week from week 25. Most of the weight cast supported it, but participation stayed far below the quorum, so it failed.',
  },
  {
    n: 2,
    title: 'Burn YFI for fees',
    outcome: 'Rejected',
    authors: ['andrecronje'],
    created: '2020-07-19',
    vote: {
      kind: 'on-chain',
      for: [502445.8576, 11.27],
      against: [3953417.1244, 88.72],
      turnout: 22.03,
      quorumMet: false,
      blocks: [10490942, 10508222],
    },
    forum: ['https://gov.yearn.fi/t/proposal-1-yfi-fee-collection/25'],
    summary:
      'Proposal 1 asked holders to keep the model in which YFI is burned to claim a share of protocol fees, rather than claiming fees by staking. It ran in the same block window as YIP-1 and was voted down by a wide margin while also missing its quorum. YIP-32 later removed burning altogether.',
    related: [32],
  },
  {
    n: 1,
    title: 'Minting more YFI',
    outcome: 'Passed',
    authors: ['andrecronje'],
    created: '2020-07-19',
    vote: {
      kind: 'on-chain',
      for: [7734007.4689, 61.02],
      against: [4939315.7347, 38.97],
      turnout: 62.68,
      quorumMet: true,
      blocks: [10490942, 10508222],
    },
    forum: ['https://gov.yearn.fi/t/proposal-0-yfi-supply/24'],
    summary:
      'The first on-chain governance vote (proposal 0) asked whether YFI distribution should continue beyond the initial 30,000 tokens. Holders chose to allow a weekly distribution and left the weekly amount to a separate proposal; the losing option would have fixed the supply at 30,000 for good.',
  },
  {
    n: 0,
    title: 'YIP Purpose and Guidelines',
    outcome: 'Passed',
    authors: ['Yearn Community'],
    created: '2020-07-22',
    vote: {kind: 'none'},
    forum: [],
    summary:
      "YIP-0 defines the Yearn Improvement Proposal itself: a design document, modelled on the SIPs of Synthetix, through which anyone can propose a change to Yearn and gather the community's agreement for it. It lays out the path a proposal takes from a work-in-progress draft to Proposed, Approved and Implemented, and lists the sections every proposal must contain, from a short summary and abstract to the specification and rationale. Editors check a draft's form and assign its number; they do not judge whether the idea is good.",
    related: [44],
    seeAlso: [{label: 'Proposal process', to: '/contributing/governance/proposal-process'}],
  },
];
