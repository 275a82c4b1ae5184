/**
 * Makes a fresh anvil look like one listed chain to the site (mainnet by
 * default): the canonical Multicall3 runtime at its address, and a
 * CannedResponder (a stand-in that answers exact calldata with stored bytes)
 * at every address the site publishes on that chain, plus the ENS Universal
 * Resolver on Ethereum. The answers come from the independent address
 * facts (tests/chain/fixtures/mainnet-address-facts.json, written from Yearn's
 * published sources, see addressFacts.ts), never from the site's own data: a
 * wrong address, ENS name or registry index in src/data fails verification
 * here as it would on mainnet.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {addressFacts, type FactAddress, type FactRead} from '@site/harness/chain/addressFacts';
import type {AddressEntry} from '@site/src/data/addresses/types';
import type {ChainId} from '@site/src/data/chains';
import {totalAssetsAbi, totalSupplyAbi} from '@site/src/ethereum/abis';
import {identityAbis} from '@site/src/ethereum/addressGetterAbis';
import {multicall3Address, universalResolverAddress, viemChain} from '@site/src/ethereum/chain';
import {planReads} from '@site/src/ethereum/verifyAddresses';
import {
  type Address,
  BaseError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  NonceTooLowError,
  parseUnits,
} from 'viem';
import {waitForTransactionReceipt} from 'viem/actions';

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
  {
    type: 'function',
    name: 'setAnswer',
    stateMutability: 'nonpayable',
    inputs: [
      {name: 'callData', type: 'bytes'},
      {name: 'answer', type: 'bytes'},
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'clearAnswer',
    stateMutability: 'nonpayable',
    inputs: [{name: 'callData', type: 'bytes'}],
    outputs: [],
  },
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

/** The calldata of `getter(args)`, each argument a uint256, as any contract with that getter reads it. */
function encodeRead({getter, args}: FactRead): Hex {
  const abi = [
    {
      type: 'function',
      name: getter,
      stateMutability: 'view',
      inputs: args.map((_, i) => ({name: `arg${i}`, type: 'uint256'})),
      outputs: [{name: '', type: 'address'}],
    },
  ] as const;
  return encodeFunctionData({abi, functionName: getter, args: args.map(BigInt)} as Parameters<
    typeof encodeFunctionData
  >[0]);
}

/** The Universal Resolver's calldata for an ENS name, as the site's verification asks it. */
function ensCallData(name: string): {target: Address; callData: Hex} {
  const probe = {
    id: `ens:${name}`,
    name,
    address: zeroAddress,
    chainId: 1,
    group: '',
    status: 'current',
    check: {kind: 'ens', name},
  } satisfies AddressEntry;
  const [read] = planReads([probe]);
  return {target: read!.target, callData: read!.callData};
}

const zeroAddress: Address = '0x0000000000000000000000000000000000000000';

/** One chain's facts, as [id, fact], for the given entry ids (all when none are given). */
function chainFacts(chainId: ChainId, ids?: readonly string[]) {
  const {entries} = addressFacts();
  const wanted = ids ? new Set(ids) : undefined;
  return Object.entries(entries).filter(([id, fact]) => fact.chain === chainId && (!wanted || wanted.has(id)));
}

/** The answer each entry's identity read (e.g. apiVersion()) gets on its chain. */
function identityAnswers(facts: ReturnType<typeof chainFacts>): CannedAnswer[] {
  const {identities} = addressFacts();
  return facts.flatMap(([id, fact]) => {
    const identity = identities[id];
    if (!identity) return [];
    const fn = identityAbis[identity.fn as keyof typeof identityAbis];
    return [
      {
        target: fact.address,
        callData: encodeFunctionData({abi: [fn], functionName: fn.name}),
        answer: encodeAbiParameters([{type: 'string'}], [identity.value]),
      },
    ];
  });
}

/**
 * The answer mainnet gives to each ENS name and getter read that names one of
 * the given entries (by id; all by default), from the independent facts.
 */
export function expectedAnswers(entries?: readonly Pick<AddressEntry, 'id'>[], chainId: ChainId = 1): CannedAnswer[] {
  const facts = chainFacts(
    chainId,
    entries?.map((entry) => entry.id),
  );
  const answers = new Map<string, CannedAnswer>();
  const add = (answer: CannedAnswer) => answers.set(`${answer.target.toLowerCase()}:${answer.callData}`, answer);
  for (const [, fact] of facts) {
    if (fact.ens) {
      // resolveWithGateways returns (bytes result, address resolver); the result is the encoded addr().
      const answer = encodeAbiParameters(
        [{type: 'bytes'}, {type: 'address'}],
        [encodeAddress(fact.address), universalResolverAddress],
      );
      add({...ensCallData(fact.ens), answer});
    }
    for (const read of fact.reads ?? [])
      add({target: read.target, callData: encodeRead(read), answer: encodeAddress(fact.address)});
  }
  for (const answer of identityAnswers(facts)) add(answer);
  if (!entries && chainId === 1) {
    for (const contract of addressFacts().unlisted) {
      for (const read of contract.reads)
        add({target: read.target, callData: encodeRead(read), answer: encodeAddress(contract.address)});
    }
  }
  return [...answers.values()];
}

export function calculatorAnswers(): CannedAnswer[] {
  const {calculator} = addressFacts();
  return [
    {
      target: calculator.veyfi,
      callData: encodeFunctionData({abi: totalSupplyAbi, functionName: 'totalSupply'}),
      answer: encodeAbiParameters([{type: 'uint256'}], [standInVeyfiSupply]),
    },
    ...calculator.gauges.map((gauge) => ({
      target: gauge.address,
      callData: encodeFunctionData({abi: totalAssetsAbi, functionName: 'totalAssets'}),
      answer: encodeAbiParameters([{type: 'uint256'}], [standInGaugeTotal(gauge.shareDecimals)]),
    })),
  ];
}

/** Every address the facts name on the chain: the published ones and (on Ethereum) the unlisted contracts a read returns. */
function factAddresses(chainId: ChainId): FactAddress[] {
  const {unlisted} = addressFacts();
  return [
    ...chainFacts(chainId).map(([, fact]) => fact.address),
    ...(chainId === 1 ? unlisted.map((contract) => contract.address) : []),
  ];
}

export function chainClients(url: string, chainId: ChainId = 1) {
  const chain = {...viemChain(chainId), rpcUrls: {default: {http: [url]}}};
  const test = createTestClient({chain, mode: 'anvil', transport: http(url)});
  const wallet = createWalletClient({chain, transport: http(url)});
  return {test, wallet};
}

/**
 * Anvil answers a transaction before it has mined it: a read sent right after
 * could still see the old answer. Transactions from one account mine in
 * order, so the last one's receipt covers them all.
 */
async function untilMined(url: string, hash: Hex | undefined, chainId: ChainId): Promise<void> {
  if (hash) await waitForTransactionReceipt(chainClients(url, chainId).test, {hash, pollingInterval: 20});
}

/**
 * Sends a transaction from anvil's first account. Several processes (the
 * Playwright workers) share one node and send from that account, and anvil
 * numbers each transaction when it arrives: two sent at once can get the same
 * nonce, and the later one is refused, as "nonce too low" when the other has
 * mined or as an underpriced replacement while it waits. It is sent again,
 * with the nonce anvil gives it then.
 */
async function sendAgainIfNonceTaken(send: () => Promise<Hex>): Promise<Hex> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const nonceTaken =
        error instanceof BaseError &&
        error.walk(
          (e) =>
            e instanceof NonceTooLowError ||
            /replacement transaction underpriced/i.test(String((e as BaseError).details)),
        ) !== null;
      if (!nonceTaken || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
    }
  }
}

export async function setAnswers(url: string, answers: readonly CannedAnswer[], chainId: ChainId = 1): Promise<void> {
  const {wallet} = chainClients(url, chainId);
  const [account] = await wallet.getAddresses();
  let last: Hex | undefined;
  for (const {target, callData, answer} of answers) {
    last = await sendAgainIfNonceTaken(() =>
      wallet.writeContract({
        account: account!,
        address: target,
        abi: cannedResponderAbi,
        functionName: 'setAnswer',
        args: [callData, answer],
        chain: wallet.chain,
      }),
    );
  }
  await untilMined(url, last, chainId);
}

export async function clearAnswer(url: string, target: Address, callData: Hex, chainId: ChainId = 1): Promise<void> {
  const {wallet} = chainClients(url, chainId);
  const [account] = await wallet.getAddresses();
  const hash = await sendAgainIfNonceTaken(() =>
    wallet.writeContract({
      account: account!,
      address: target,
      abi: cannedResponderAbi,
      functionName: 'clearAnswer',
      args: [callData],
      chain: wallet.chain,
    }),
  );
  await untilMined(url, hash, chainId);
}

/**
 * Places Multicall3 and the stand-ins of one chain on its node, then stores every answer the chain's facts give.
 * Returns the Multicall3 code hash found on the node.
 */
export async function installStandIns(
  url: string,
  chainId: ChainId = 1,
): Promise<{multicall3Hash: Hex; answers: number}> {
  const {test} = chainClients(url, chainId);
  await test.setCode({address: multicall3Address, bytecode: multicall3Runtime});
  const standInAddresses = new Set<Address>([
    ...(chainId === 1 ? [universalResolverAddress] : []),
    ...factAddresses(chainId),
  ]);
  for (const address of standInAddresses) await test.setCode({address, bytecode: responderArtifact.deployedBytecode});
  const answers = [...expectedAnswers(undefined, chainId), ...(chainId === 1 ? calculatorAnswers() : [])];
  await setAnswers(url, answers, chainId);
  const code = await createPublicClient({chain: viemChain(chainId), transport: http(url)}).getCode({
    address: multicall3Address,
  });
  return {multicall3Hash: keccak256(code ?? '0x'), answers: answers.length};
}
