/**
 * The address getters the address pages' registry checks call, one fragment
 * each. Functions of contracts that the contract catalogue describes come
 * from the catalogue's signatures (one source of truth with the reference
 * pages), generated at development time into ./catalogueAbis.generated.ts;
 * only contracts the catalogue does not cover (the Protocol Address Provider,
 * the veYFI gauge registry) are written here. Kept apart from ./abis.ts so
 * that the veYFI calculator, which reads only totals, does not load them.
 */
import type {AddressGetter, RegistryCall} from '@site/src/data/addresses/types';
import type {Abi, AbiFunction} from 'viem';
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
  // Auction Registry: the factory it names as the latest.
  getLatestFactory: addressGetter('getLatestFactory', false),
  getSplitterFactory: addressGetter('getSplitterFactory', false),
  getRegistryFactory: addressGetter('getRegistryFactory', false),
  getDebtAllocatorFactory: addressGetter('getDebtAllocatorFactory', false),
  getAccountantFactory: addressGetter('getAccountantFactory', false),
  // Ties the Release Registry to the provider on chains without ENS.
  getReleaseRegistry: addressGetter('getReleaseRegistry', false),
  // Yearn Role Manager's governance role; the catalogue's RoleManager does not describe it.
  getDaddy: addressGetter('getDaddy', false),
  ...catalogueAbis,
  // Only the 3.0.1 factory has it, and the catalogue starts at 3.0.2.
  vault_blueprint: addressGetter('vault_blueprint', false),
  // veYFI gauge registry: not a contract of the reference pages.
  gauges: addressGetter('gauges', true),
  // stYFI system, Locked yvUSD and yvyYB: Vyper and ERC-4626 getters. `staking`
  // is called without an index on stYFIx and with one on the liquid-locker
  // reward distributor; the read takes the index from the entry's arguments.
  asset: addressGetter('asset', false),
  staking: addressGetter('staking', false),
  token: addressGetter('token', false),
  distributor: addressGetter('distributor', false),
  hooks: addressGetter('hooks', false),
  veyfi: addressGetter('veyfi', false),
  tokens: addressGetter('tokens', true),
};

/**
 * The function a registry call sends: its getter's fragment, with or without
 * the index as the entry's arguments say (`staking` is called both ways).
 */
export function getterFunctionOf(call: RegistryCall): AbiFunction {
  const fragment = addressGetterAbis[call.fn][0] as AbiFunction;
  if (fragment.inputs.length === call.args.length) return fragment;
  return {...fragment, inputs: call.args.length ? [{name: 'index', type: 'uint256'}] : []};
}

function stringGetter<const name extends string>(name: name) {
  return {type: 'function', name, stateMutability: 'view', inputs: [], outputs: [{name: '', type: 'string'}]} as const;
}

/** The string getters an entry's identity check calls on the contract itself. */
export const identityAbis = {
  apiVersion: stringGetter('apiVersion'),
  latestRelease: stringGetter('latestRelease'),
} as const;
