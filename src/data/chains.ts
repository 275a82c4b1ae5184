/**
 * Every chain the site names, and the one place it names them: the address
 * data (and the V3 page's chains), the per-chain read clients, the
 * configuration (`RPC_URL_<id>`), the Content-Security-Policy and the
 * headless check all take their chains from this list. Plain data at the
 * bottom layer, without viem, so pages can show chain names and explorer
 * links without loading the client.
 *
 * Adding a chain is one entry here plus its address facts; a unit test fails
 * when the address data names a chain this list lacks.
 *
 * Facts: chain id, native symbol, default RPC (viem's public endpoint, no
 * key), Multicall3 and explorer as viem's chain definitions give them
 * (viem 0912a29d5, src/chains/definitions/<viemExport>.ts); Yearn's status
 * and the V3 protocol's chains from Yearn's address pages and indexer
 * configuration.
 */

export type YearnChainStatus =
  /** Yearn V3 runs here: Role Manager, Accountant and the V3 protocol contracts are published. */
  | 'v3'
  /** Only V2 contracts, multisigs or lens contracts are published; no Yearn V3 role manager. */
  | 'legacy';

export interface ChainFacts {
  id: number;
  /** The name Yearn's pages use for the chain. */
  name: string;
  nativeSymbol: string;
  explorer: {
    name: string;
    /** Origin plus path prefix; the address is appended. */
    addressUrl: string;
    /** Hosts whose address links name this chain (the address checker reads pasted links by host). */
    hosts: readonly string[];
  };
  /** viem's default public RPC for the chain, used when no RPC_URL_<id> or provider key is set. */
  defaultRpc: string;
  /** Hosted provider URL for the key in ALCHEMY_API_KEY ({key} in the path), where the provider serves the chain. */
  providerUrl?: string;
  multicall3: {address: `0x${string}`; blockCreated: number};
  /** Average block time, in milliseconds (viem's polling defaults derive from it). */
  blockTimeMs: number;
  status: YearnChainStatus;
  /**
   * The V3 protocol's deterministic (create2) contracts are deployed here:
   * releases, factories and periphery, which the V3 contracts page lists
   * and verifies on each such chain. Wider than status 'v3', which needs
   * Yearn's own role manager.
   */
  v3Protocol: boolean;
  /** One sentence on what Yearn runs there, for the address pages. */
  statusNote: string;
}

const multicall3 = '0xcA11bde05977b3631167028862bE2a173976CA11';

export const chainList = [
  {
    id: 1,
    name: 'Ethereum',
    nativeSymbol: 'ETH',
    explorer: {name: 'Etherscan', addressUrl: 'https://etherscan.io/address/', hosts: ['etherscan.io']},
    defaultRpc: 'https://ethereum.reth.rs/rpc',
    providerUrl: 'https://eth-mainnet.g.alchemy.com/v2/{key}',
    multicall3: {address: multicall3, blockCreated: 14_353_601},
    blockTimeMs: 12_000,
    status: 'v3',
    v3Protocol: true,
    statusNote: 'Yearn V3 and the V2 registries; the home of governance, veYFI and stYFI.',
  },
  {
    id: 10,
    name: 'Optimism',
    nativeSymbol: 'ETH',
    explorer: {
      name: 'Optimistic Etherscan',
      addressUrl: 'https://optimistic.etherscan.io/address/',
      hosts: ['optimistic.etherscan.io'],
    },
    defaultRpc: 'https://mainnet.optimism.io',
    providerUrl: 'https://opt-mainnet.g.alchemy.com/v2/{key}',
    multicall3: {address: multicall3, blockCreated: 4_286_263},
    blockTimeMs: 2_000,
    status: 'legacy',
    v3Protocol: true,
    statusNote: 'V2 vaults and the permissionless V3 factories; Yearn runs no V3 role manager here.',
  },
  {
    id: 137,
    name: 'Polygon',
    nativeSymbol: 'POL',
    explorer: {name: 'PolygonScan', addressUrl: 'https://polygonscan.com/address/', hosts: ['polygonscan.com']},
    defaultRpc: 'https://polygon.drpc.org',
    providerUrl: 'https://polygon-mainnet.g.alchemy.com/v2/{key}',
    multicall3: {address: multicall3, blockCreated: 25_770_160},
    blockTimeMs: 2_000,
    status: 'v3',
    v3Protocol: true,
    statusNote: 'Yearn V3 only; there are no V2 vaults on Polygon.',
  },
  {
    id: 250,
    name: 'Fantom',
    nativeSymbol: 'FTM',
    // FTMScan no longer serves address pages; OKLink does.
    explorer: {
      name: 'OKLink',
      addressUrl: 'https://www.oklink.com/fantom/address/',
      hosts: ['oklink.com', 'ftmscan.com'],
    },
    defaultRpc: 'https://250.rpc.thirdweb.com',
    multicall3: {address: multicall3, blockCreated: 33_001_987},
    blockTimeMs: 1_000,
    status: 'legacy',
    v3Protocol: false,
    statusNote: 'V2 vaults only; Yearn no longer deploys here.',
  },
  {
    id: 8453,
    name: 'Base',
    nativeSymbol: 'ETH',
    explorer: {name: 'BaseScan', addressUrl: 'https://basescan.org/address/', hosts: ['basescan.org']},
    defaultRpc: 'https://mainnet.base.org',
    providerUrl: 'https://base-mainnet.g.alchemy.com/v2/{key}',
    multicall3: {address: multicall3, blockCreated: 5_022},
    blockTimeMs: 2_000,
    status: 'v3',
    v3Protocol: true,
    statusNote: 'Yearn V3 with its own Role Manager and Accountant, plus V2 registries.',
  },
  {
    id: 42161,
    name: 'Arbitrum One',
    nativeSymbol: 'ETH',
    explorer: {name: 'Arbiscan', addressUrl: 'https://arbiscan.io/address/', hosts: ['arbiscan.io']},
    defaultRpc: 'https://arb1.arbitrum.io/rpc',
    providerUrl: 'https://arb-mainnet.g.alchemy.com/v2/{key}',
    multicall3: {address: multicall3, blockCreated: 7_654_707},
    blockTimeMs: 250,
    status: 'v3',
    v3Protocol: true,
    statusNote: 'Yearn V3 with its own Role Manager and Accountant; most vaults here are V3.',
  },
  {
    id: 747474,
    name: 'Katana',
    nativeSymbol: 'ETH',
    explorer: {name: 'KatanaScan', addressUrl: 'https://katanascan.com/address/', hosts: ['katanascan.com']},
    defaultRpc: 'https://rpc.katana.network',
    multicall3: {address: multicall3, blockCreated: 0},
    blockTimeMs: 1_000,
    status: 'v3',
    v3Protocol: true,
    statusNote: 'Yearn V3 with its own Role Manager, sharing the Base Accountant address.',
  },
] as const satisfies readonly ChainFacts[];

/** EIP-155 id of a listed chain. */
export type ChainId = (typeof chainList)[number]['id'];

export const chainIds: readonly ChainId[] = chainList.map((chain) => chain.id);

const byId = new Map<number, ChainFacts>(chainList.map((chain) => [chain.id, chain]));

export function isChainId(id: number): id is ChainId {
  return byId.has(id);
}

export function chainById(id: ChainId): ChainFacts {
  return byId.get(id)!;
}

/** The env variable that sets the chain's RPC endpoint. */
export function rpcEnvName(id: ChainId): string {
  return `RPC_URL_${id}`;
}

/** The listed chain whose explorer serves this host (a subdomain such as www. counts), if any. */
export function chainByExplorerHost(host: string): ChainFacts | undefined {
  const wanted = host.toLowerCase();
  // Longest host first, so optimistic.etherscan.io is not read as etherscan.io.
  const candidates = chainList
    .flatMap((chain) => chain.explorer.hosts.map((h) => ({chain, host: h as string})))
    .sort((a, b) => b.host.length - a.host.length);
  return candidates.find((c) => wanted === c.host || wanted.endsWith(`.${c.host}`))?.chain;
}
