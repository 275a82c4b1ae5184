/**
 * The ABI fragments of Multicall3, ENS and the standard token reads that the
 * client calls. The registry getters of the address pages are in
 * ./addressGetterAbis.ts.
 */
import type {AbiFunction, Hex} from 'viem';

/** Multicall3: the batch entry point and the block number read used for "at block B". */
export const multicall3Abi = [
  {
    type: 'function',
    name: 'aggregate3',
    // Payable on-chain; declared view because the site only ever eth_calls it.
    stateMutability: 'view',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          {name: 'target', type: 'address'},
          {name: 'allowFailure', type: 'bool'},
          {name: 'callData', type: 'bytes'},
        ],
      },
    ],
    outputs: [
      {
        name: 'returnData',
        type: 'tuple[]',
        components: [
          {name: 'success', type: 'bool'},
          {name: 'returnData', type: 'bytes'},
        ],
      },
    ],
  },
  {
    type: 'function',
    name: 'getBlockNumber',
    stateMutability: 'view',
    inputs: [],
    outputs: [{name: 'blockNumber', type: 'uint256'}],
  },
] as const;

/** ENS Universal Resolver entry point (the form viem's getEnsAddress uses). */
export const universalResolverAbi = [
  {
    type: 'function',
    name: 'resolveWithGateways',
    stateMutability: 'view',
    inputs: [
      {name: 'name', type: 'bytes'},
      {name: 'data', type: 'bytes'},
      {name: 'gateways', type: 'string[]'},
    ],
    outputs: [
      {name: '', type: 'bytes'},
      {name: 'address', type: 'address'},
    ],
  },
] as const;

/** ENS resolver `addr(bytes32)`: encoded as the data the Universal Resolver forwards. */
export const ensAddrAbi = [
  {
    type: 'function',
    name: 'addr',
    stateMutability: 'view',
    inputs: [{name: 'node', type: 'bytes32'}],
    outputs: [{name: '', type: 'address'}],
  },
] as const;

/** ERC-20 style supply read, used on veYFI. */
export const totalSupplyAbi = [
  {type: 'function', name: 'totalSupply', stateMutability: 'view', inputs: [], outputs: [{name: '', type: 'uint256'}]},
] as const;

/** ERC-4626 style total read, used on the veYFI gauges. */
export const totalAssetsAbi = [
  {type: 'function', name: 'totalAssets', stateMutability: 'view', inputs: [], outputs: [{name: '', type: 'uint256'}]},
] as const;

/**
 * The selector of each fragment above, written out: hashing one in the
 * browser would set up keccak, a cost a slow phone feels while the page
 * loads, and the veYFI calculator needs it for nothing else. Keyed by the
 * fragment itself, so a modified copy is hashed afresh.
 * tests/unit/src/ethereum/abis.test.ts checks each against its signature.
 */
export const fragmentSelectors: ReadonlyMap<AbiFunction, Hex> = new Map<AbiFunction, Hex>([
  [multicall3Abi[0], '0x82ad56cb'],
  [multicall3Abi[1], '0x42cbb15c'],
  [universalResolverAbi[0], '0xa1472844'],
  [ensAddrAbi[0], '0x3b3b57de'],
  [totalSupplyAbi[0], '0x18160ddd'],
  [totalAssetsAbi[0], '0x01e1d114'],
]);
