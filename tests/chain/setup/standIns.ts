/**
 * Makes a fresh anvil look like mainnet to the site: the canonical Multicall3
 * runtime at its address, and a CannedResponder (a stand-in that answers
 * exact calldata with stored bytes) at the ENS Universal Resolver and at every
 * published Ethereum address. The answers come from the site's own address
 * data, so every published address verifies unless a test changes an answer.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  http,
  keccak256,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import {waitForTransactionReceipt} from 'viem/actions';
import {allEntries, veyfiGauges, veyfiToken} from '../../../src/data/addresses';
import type {AddressEntry} from '../../../src/data/addresses/types';
import {totalAssetsAbi, totalSupplyAbi} from '../../../src/ethereum/abis';
import {ethereum, multicall3Address, universalResolverAddress} from '../../../src/ethereum/chain';
import {planReads} from '../../../src/ethereum/verifyAddresses';

// Relative to the project root, where both Vitest and Playwright run.
const fixtures = path.resolve('tests/chain/fixtures');

/** keccak256 of Multicall3's runtime code on mainnet (3,808 bytes). */
export const multicall3RuntimeHash = '0xd5c15df687b16f2ff992fc8d767b4216323184a2bbc6ee2f9c398c318e770891';

export const multicall3Runtime = readFileSync(path.join(fixtures, 'multicall3.runtime.hex'), 'utf8').trim() as Hex;

const responderArtifact = JSON.parse(readFileSync(path.join(fixtures, 'CannedResponder.json'), 'utf8')) as {
  abi: readonly unknown[];
  deployedBytecode: Hex;
};

export const cannedResponderAbi = [
  {type: 'function', name: 'setAnswer', stateMutability: 'nonpayable', inputs: [{name: 'callData', type: 'bytes'}, {name: 'answer', type: 'bytes'}], outputs: []},
  {type: 'function', name: 'clearAnswer', stateMutability: 'nonpayable', inputs: [{name: 'callData', type: 'bytes'}], outputs: []},
] as const;

/** Values the calculator reads; chosen so the numbers in tests are easy to check. */
export const standInVeyfiSupply = parseUnits('10000', 18);
export const standInGaugeTotal = (decimals: number) => parseUnits('1000000', decimals);

export interface CannedAnswer {
  target: Address;
  callData: Hex;
  answer: Hex;
}

function encodeAddress(value: Address): Hex {
  return encodeAbiParameters([{type: 'address'}], [value]);
}

/** The answer mainnet gives for each on-chain read of the given entries, when every address is as published. */
export function expectedAnswers(entries: readonly AddressEntry[] = allEntries): CannedAnswer[] {
  const mainnetEntries = entries.filter((e) => e.chainId === 1);
  const byEns = new Map<string, Address>();
  for (const e of mainnetEntries) {
    if (e.check.kind === 'ens') byEns.set(e.check.name, e.address);
    if (e.check.kind === 'call' && e.check.ens) byEns.set(e.check.ens, e.address);
  }
  const byId = new Map(mainnetEntries.map((e) => [e.id, e.address]));
  return planReads(mainnetEntries).map((read) => {
    if (read.kind === 'ens') {
      const resolved = byEns.get(read.key)!;
      // resolveWithGateways returns (bytes result, address resolver); the result is the encoded addr().
      const answer = encodeAbiParameters([{type: 'bytes'}, {type: 'address'}], [encodeAddress(resolved), universalResolverAddress]);
      return {target: read.target, callData: read.callData, answer};
    }
    return {target: read.target, callData: read.callData, answer: encodeAddress(byId.get(read.key)!)};
  });
}

export function calculatorAnswers(): CannedAnswer[] {
  return [
    {
      target: veyfiToken.address,
      callData: encodeFunctionData({abi: totalSupplyAbi, functionName: 'totalSupply'}),
      answer: encodeAbiParameters([{type: 'uint256'}], [standInVeyfiSupply]),
    },
    ...veyfiGauges.map((g) => ({
      target: g.gauge.address,
      callData: encodeFunctionData({abi: totalAssetsAbi, functionName: 'totalAssets'}),
      answer: encodeAbiParameters([{type: 'uint256'}], [standInGaugeTotal(g.decimals)]),
    })),
  ];
}

export function chainClients(url: string) {
  const chain = {...ethereum, rpcUrls: {default: {http: [url]}}};
  const test = createTestClient({chain, mode: 'anvil', transport: http(url)});
  const wallet = createWalletClient({chain, transport: http(url)});
  return {test, wallet};
}

/**
 * Anvil answers a transaction before it has mined it: a read sent right after
 * could still see the old answer. Transactions from one account mine in
 * order, so the last one's receipt covers them all.
 */
async function untilMined(url: string, hash: Hex | undefined): Promise<void> {
  if (hash) await waitForTransactionReceipt(chainClients(url).test, {hash, pollingInterval: 20});
}

export async function setAnswers(url: string, answers: readonly CannedAnswer[]): Promise<void> {
  const {wallet} = chainClients(url);
  const [account] = await wallet.getAddresses();
  let last: Hex | undefined;
  for (const {target, callData, answer} of answers) {
    last = await wallet.writeContract({account: account!, address: target, abi: cannedResponderAbi, functionName: 'setAnswer', args: [callData, answer], chain: wallet.chain});
  }
  await untilMined(url, last);
}

export async function clearAnswer(url: string, target: Address, callData: Hex): Promise<void> {
  const {wallet} = chainClients(url);
  const [account] = await wallet.getAddresses();
  const hash = await wallet.writeContract({account: account!, address: target, abi: cannedResponderAbi, functionName: 'clearAnswer', args: [callData], chain: wallet.chain});
  await untilMined(url, hash);
}

/** Places Multicall3 and the stand-ins, then stores every answer. Returns the Multicall3 code hash found on the node. */
export async function installStandIns(url: string): Promise<{multicall3Hash: Hex; answers: number}> {
  const {test} = chainClients(url);
  await test.setCode({address: multicall3Address, bytecode: multicall3Runtime});
  const standInAddresses = new Set<Address>([universalResolverAddress, ...allEntries.filter((e) => e.chainId === 1).map((e) => e.address)]);
  for (const address of standInAddresses) await test.setCode({address, bytecode: responderArtifact.deployedBytecode});
  const answers = [...expectedAnswers(), ...calculatorAnswers()];
  await setAnswers(url, answers);
  const code = await createPublicClient({chain: ethereum, transport: http(url)}).getCode({address: multicall3Address});
  return {multicall3Hash: keccak256(code ?? '0x'), answers: answers.length};
}
