/**
 * The read that proves a published address, as code to copy: for an address
 * a registry names, the registry's getter that returns it; else the string
 * getter the verification checks on the contract itself; else the code at
 * the address, since nothing on-chain is asked to name it.
 */
import {describeCall} from '@site/src/data/addresses/describe';
import type {AddressEntry} from '@site/src/data/addresses/types';
import {chainById} from '../../data/chains';
import {getterFunctionOf, identityAbis} from '../addressGetterAbis';
import type {SnippetRead} from './model';

export interface AddressRead {
  read: SnippetRead;
  /** One sentence on what the read shows. */
  summary: string;
}

export function addressReadOf(entry: AddressEntry, rpcUrl: string): AddressRead {
  const chain = {id: entry.chainId, name: chainById(entry.chainId).name};
  const {check, identity} = entry;
  if (check.kind === 'call') {
    const {call} = check;
    return {
      read: {fn: getterFunctionOf(call), address: call.target.address, chain, args: call.args, rpcUrl},
      summary: `${describeCall(call)} on ${chain.name} returns this address.`,
    };
  }
  if (identity) {
    return {
      read: {fn: identityAbis[identity.fn], address: entry.address, chain, args: [], rpcUrl},
      summary: `${identity.fn}() of this contract on ${chain.name} returns "${identity.value}".`,
    };
  }
  return {
    read: {address: entry.address, chain, rpcUrl},
    summary: `The code at this address on ${chain.name}: a contract has code, an account without one has none.`,
  };
}
