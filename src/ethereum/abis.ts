/**
 * The ABI fragments the client calls. Functions of contracts that the
 * contract catalogue describes come from the catalogue's signatures (one
 * source of truth with the reference pages), generated at development time
 * into ./catalogueAbis.generated.ts; only contracts the catalogue does not
 * cover (the Protocol Address Provider, the veYFI gauge registry, Multicall3,
 * ENS and the standard token reads) are written here.
 */
import type {AddressGetter} from '@site/src/data/addresses/types';
import type {Abi} from 'viem';
import {catalogueAbis} from './catalogueAbis.generated';

function addressGetter<const name extends string>(name: name, withIndex: boolean) {
  return [
    {
      type: 'function',
      name,
      stateMutability: 'view',
      inputs: withIndex ? [{name: 'index', type: 'uint256'}] : [],
      outputs: [{name: '', type: 'address'}],
    },
  ] as const;
}

/** One fragment per getter the address data may name; each returns an address. */
export const addressGetterAbis: Record<AddressGetter, Abi> = {
  // Protocol Address Provider: not a contract of the reference pages.
  getRouter: addressGetter('getRouter', false),
  getAprOracle: addressGetter('getAprOracle', false),
  getCommonReportTrigger: addressGetter('getCommonReportTrigger', false),
  getRoleManagerFactory: addressGetter('getRoleManagerFactory', false),
  getBaseFeeProvider: addressGetter('getBaseFeeProvider', false),
  getAuctionFactory: addressGetter('getAuctionFactory', false),
  getSplitterFactory: addressGetter('getSplitterFactory', false),
  getRegistryFactory: addressGetter('getRegistryFactory', false),
  getDebtAllocatorFactory: addressGetter('getDebtAllocatorFactory', false),
  getAccountantFactory: addressGetter('getAccountantFactory', false),
  ...catalogueAbis,
  // Only the 3.0.1 factory has it, and the catalogue starts at 3.0.2.
  vault_blueprint: addressGetter('vault_blueprint', false),
  // veYFI gauge registry: not a contract of the reference pages.
  gauges: addressGetter('gauges', true),
};

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
  {type: 'function', name: 'getBlockNumber', stateMutability: 'view', inputs: [], outputs: [{name: 'blockNumber', type: 'uint256'}]},
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
  {type: 'function', name: 'addr', stateMutability: 'view', inputs: [{name: 'node', type: 'bytes32'}], outputs: [{name: '', type: 'address'}]},
] as const;

/** ERC-20 style supply read, used on veYFI. */
export const totalSupplyAbi = [
  {type: 'function', name: 'totalSupply', stateMutability: 'view', inputs: [], outputs: [{name: '', type: 'uint256'}]},
] as const;

/** ERC-4626 style total read, used on the veYFI gauges. */
export const totalAssetsAbi = [
  {type: 'function', name: 'totalAssets', stateMutability: 'view', inputs: [], outputs: [{name: '', type: 'uint256'}]},
] as const;
