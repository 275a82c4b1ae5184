/**
 * The names an ethers v6 Contract answers itself, as ethers itself has them:
 * a function of the same name would be shadowed, so the snippet must reach
 * it through getFunction. Read from the installed ethers, not from our list.
 */
import {ETHERS_CONTRACT_MEMBERS} from '@site/src/ethereum/snippets/ethers';
import {BaseContract} from 'ethers';
import {expect, it} from 'vitest';

it('lists every member of an ethers Contract, inherited ones included', () => {
  const contract = new BaseContract('0x0000000000000000000000000000000000000001', []);
  const members = new Set<string>(Object.getOwnPropertyNames(contract));
  for (let proto: object | null = BaseContract.prototype; proto; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) members.add(name);
  }
  // The contract's proxy passes `then` through rather than resolve it as a function (ethers' passProperties).
  members.add('then');
  expect([...members].filter((name) => !ETHERS_CONTRACT_MEMBERS.has(name))).toEqual([]);
  expect([...ETHERS_CONTRACT_MEMBERS].filter((name) => !members.has(name))).toEqual([]);
});
