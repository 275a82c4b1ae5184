/**
 * Reads the code size of many addresses, and the code hash of some, with one
 * eth_call and no deployed helper.
 */
import {type Address, decodeAbiParameters, encodeDeployData, type Hex} from 'viem';
import type {YearnPublicClient} from './client';
import {codeSizesAbi, codeSizesBytecode} from './codeSizesArtifact';
import {ethCall} from './ethCall';

export interface CodeFacts {
  /** Keyed by lower-case address. */
  sizes: Map<string, bigint>;
  /** keccak256 of the runtime code of each address asked to be hashed, keyed by lower-case address. */
  hashes: Map<string, Hex>;
}

const lowerUnique = (addresses: readonly Address[]) => [...new Set(addresses.map((a) => a.toLowerCase() as Address))];

export async function readCodeSizes(
  client: YearnPublicClient,
  addresses: readonly Address[],
  {hashed = [], block}: {hashed?: readonly Address[]; block?: bigint} = {},
): Promise<CodeFacts> {
  const targets = lowerUnique(addresses);
  const toHash = lowerUnique(hashed);
  if (targets.length === 0 && toHash.length === 0) return {sizes: new Map(), hashes: new Map()};
  // The constructor returns the answers, so the call carries creation code and no target.
  const data = encodeDeployData({abi: codeSizesAbi, bytecode: codeSizesBytecode, args: [targets, toHash]});
  const returned = await ethCall(client, {data}, block);
  if (returned === '0x') throw new Error('The code-size read returned no data.');
  const [sizes, hashes] = decodeAbiParameters([{type: 'uint256[]'}, {type: 'bytes32[]'}], returned);
  if (sizes.length !== targets.length || hashes.length !== toHash.length)
    throw new Error('The code-size read returned the wrong number of results.');
  return {
    sizes: new Map(targets.map((address, i) => [address, sizes[i]!])),
    hashes: new Map(toHash.map((address, i) => [address, hashes[i]!])),
  };
}
