/** Reads the code size of many addresses with one eth_call and no deployed helper. */
import {type Address, decodeAbiParameters, encodeDeployData} from 'viem';
import type {YearnPublicClient} from './client';
import {codeSizesAbi, codeSizesBytecode} from './codeSizesArtifact';
import {ethCall} from './ethCall';

export async function readCodeSizes(
  client: YearnPublicClient,
  addresses: readonly Address[],
): Promise<Map<string, bigint>> {
  const unique = [...new Set(addresses.map((a) => a.toLowerCase() as Address))];
  if (unique.length === 0) return new Map();
  // The constructor returns the sizes, so the call carries creation code and no target.
  const data = encodeDeployData({abi: codeSizesAbi, bytecode: codeSizesBytecode, args: [unique]});
  const returned = await ethCall(client, {data});
  if (returned === '0x') throw new Error('The code-size read returned no data.');
  const [sizes] = decodeAbiParameters([{type: 'uint256[]'}], returned);
  if (sizes.length !== unique.length) throw new Error('The code-size read returned the wrong number of results.');
  return new Map(unique.map((address, i) => [address, sizes[i]!]));
}
