/**
 * `read_contract`: one read-only call through the site's chain layer, as the
 * Read control makes it (src/ethereum/read/readCall.ts): the chain's client
 * from src/ethereum/client.ts (RPC_URL_<chain id>, the provider key, the
 * public RPC, in that order; the node's chain id checked in its first
 * batch), arguments parsed per ABI type, outputs decoded and named, every
 * fault a sentence. Only `view` and `pure` functions are called, with
 * eth_call: nothing is ever signed or sent. A read is bounded in time.
 */
import {type Abi, type AbiFunction, type AbiParameter, type Hex, numberToHex, parseAbiItem} from 'viem';
import {isReadable} from '../src/contracts/abiFile';
import {type ChainId, chainById, chainIds} from '../src/data/chains';
import {parseAddressInput} from '../src/ethereum/addressInput';
import type {EthereumSettings} from '../src/ethereum/config';
import {parseArguments} from '../src/ethereum/read/abiInput';
import {nodeFaultOf, requesterFor} from '../src/ethereum/read/chainAdapter';
import {type ChainRequester, type OutputView, readFunction} from '../src/ethereum/read/readCall';
import {functionsNamed} from './abis';
import {type ChainInfo, resolveChain, unknownChainMessage} from './addresses';
import type {AbiFile} from './site';

/** Longest a read may take, retries included, before the tool answers that the node is too slow. */
export const READ_TIMEOUT_MS = 20_000;
export const MAX_ARGUMENTS = 16;

/** An argument as JSON gives it: text, a number, true or false, or a list of those (arrays and tuples). */
export type JsonArgument = string | number | boolean | JsonArgument[];

export interface ReadContractRequest {
  chain: string | number;
  address: string;
  function: string;
  args?: JsonArgument[];
  block?: string | number;
}

export interface OutputValue {
  name: string;
  type: string;
  /** The value as text: integers in decimal, addresses and bytes in hex, lists in brackets. */
  value: string;
  /** The value in its unit (a percentage, a date, a duration), when the function's output has one. */
  display: string | null;
  /** A tuple's fields. */
  fields?: Omit<OutputValue, 'fields'>[];
}

export interface ReadContractResult {
  chain: string;
  chainId: number;
  address: string;
  /** The function called, as a Solidity signature. */
  function: string;
  block: string;
  outputs: OutputValue[];
}

export type ReadOutcome = {ok: true; result: ReadContractResult} | {ok: false; message: string};

const fail = (message: string): ReadOutcome => ({ok: false, message});

/** An argument as the Read control's parser takes it: text, with lists in square brackets. */
export function argumentText(value: JsonArgument): string {
  if (Array.isArray(value))
    return `[${value.map((item) => (typeof item === 'string' ? JSON.stringify(item) : argumentText(item))).join(', ')}]`;
  return String(value);
}

function unsafeNumber(value: JsonArgument): boolean {
  if (Array.isArray(value)) return value.some(unsafeNumber);
  return typeof value === 'number' && !Number.isSafeInteger(value);
}

function signatureOf(fn: AbiFunction): string {
  const params = (list: readonly AbiParameter[]) => list.map((param) => param.type).join(', ');
  const mutability = fn.stateMutability === 'nonpayable' ? '' : ` ${fn.stateMutability}`;
  return `function ${fn.name}(${params(fn.inputs)})${mutability}${fn.outputs.length ? ` returns (${params(fn.outputs)})` : ''}`;
}

/** The function a `function` argument names: a Solidity signature, or a name looked up in the site's ABIs. */
export function resolveFunction(
  files: readonly AbiFile[],
  argument: string,
  argumentCount: number,
): AbiFunction | string {
  const text = argument.trim();
  if (text.includes('(')) {
    try {
      const item = parseAbiItem(text.startsWith('function ') ? text : `function ${text}`);
      if (item.type === 'function') return item;
    } catch {
      // Falls through to the message below.
    }
    return `"${text}" is not a function signature in Solidity's form, such as "function balanceOf(address) view returns (uint256)".`;
  }
  if (!/^[A-Za-z_$][\w$]*$/.test(text)) return `"${text}" is not a function name.`;
  const matches = functionsNamed(files, text, argumentCount);
  if (matches.length === 1) return matches[0]!;
  if (matches.length > 1)
    return `${text} with ${argumentCount} argument(s) has several signatures in the site's ABIs; pass one of them as the function: ${matches.map(signatureOf).join('; ')}.`;
  const counts = new Set(
    files.flatMap((file) =>
      file.abi.flatMap((item) => (item.type === 'function' && item.name === text ? [item.inputs.length] : [])),
    ),
  );
  if (counts.size > 0)
    return `${text} takes ${[...counts].sort().join(' or ')} argument(s) in the site's ABIs; ${argumentCount} given.`;
  return `No ABI on this site has a function named ${text}; pass its signature instead, such as "function ${text}() view returns (uint256)".`;
}

/** The block a `block` argument names, as a JSON-RPC block parameter. */
export function blockParameter(block: string | number | undefined): Hex | 'latest' | null {
  if (block === undefined || block === 'latest') return 'latest';
  const text = String(block).trim();
  if (/^0x[0-9a-f]+$/i.test(text)) return numberToHex(BigInt(text));
  if (/^\d+$/.test(text)) return numberToHex(BigInt(text));
  return null;
}

/** The read code asks for 'latest'; this pins its calls to one block. */
function atBlock(requester: ChainRequester, block: Hex | 'latest'): ChainRequester {
  if (block === 'latest') return requester;
  const request = (method: string, params: unknown[]) =>
    (requester.request as (method: string, params: unknown[]) => Promise<Hex>)(
      method,
      params.map((param) => (param === 'latest' ? block : param)),
    );
  return {request} as ChainRequester;
}

function outputValue(view: OutputView): OutputValue {
  return {
    name: view.name,
    type: view.type,
    value: view.raw,
    display: view.display,
    ...(view.fields ? {fields: view.fields.map(({fields: _nested, ...field}) => outputValue(field))} : {}),
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function readContract(
  request: ReadContractRequest,
  context: {
    chains: readonly ChainInfo[];
    abis: () => readonly AbiFile[];
    settings: EthereumSettings;
    timeoutMs?: number;
  },
): Promise<ReadOutcome> {
  const chain = resolveChain(context.chains, request.chain);
  if (!chain || !chainIds.includes(chain.chainId as ChainId))
    return fail(unknownChainMessage(context.chains, request.chain));
  const chainId = chain.chainId as ChainId;
  const address = parseAddressInput(request.address.trim());
  if (!address.ok) return fail(`The address: ${address.message}`);
  const args = request.args ?? [];
  if (args.length > MAX_ARGUMENTS) return fail(`At most ${MAX_ARGUMENTS} arguments are taken.`);
  if (args.some(unsafeNumber))
    return fail(
      'A number in args is not an exact integer in JSON; pass large integers as decimal text ("1000000000000000000").',
    );
  const block = blockParameter(request.block);
  if (block === null) return fail(`The block "${request.block}" is neither "latest" nor a block number.`);
  const files = context.abis();
  const fn = resolveFunction(files, request.function, args.length);
  if (typeof fn === 'string') return fail(fn);
  if (!isReadable(fn))
    return fail(
      `${fn.name} is ${fn.stateMutability}, not view or pure: read_contract calls only view and pure functions, and never signs or sends a transaction.`,
    );
  if (fn.inputs.length !== args.length)
    return fail(`${signatureOf(fn)} takes ${fn.inputs.length} argument(s); ${args.length} given.`);
  const parsed = parseArguments(fn.inputs, args.map(argumentText));
  if (!parsed.ok) return fail([...parsed.problems.values()].join(' '));
  // Every error the site's ABIs describe, so a custom error is decoded by name whichever contract reverted.
  const errors = files.flatMap((file) => file.abi.filter((item) => item.type === 'error'));
  const abi: Abi = [fn, ...errors];
  const requester = atBlock(requesterFor(chainId, context.settings), block);
  const name = chainById(chainId).name;
  const timeoutMs = context.timeoutMs ?? READ_TIMEOUT_MS;
  try {
    const outcome = await withTimeout(
      readFunction(requester, {address: address.address, fn, args: parsed.values, abi}, nodeFaultOf(chainId)),
      timeoutMs,
      `The ${name} node did not answer within ${timeoutMs / 1000} seconds.`,
    );
    if (!outcome.ok) return fail(outcome.fault.message);
    return {
      ok: true,
      result: {
        chain: name,
        chainId,
        address: address.address,
        function: signatureOf(fn),
        block: block === 'latest' ? 'latest' : BigInt(block).toString(),
        outputs: outcome.outputs.map(outputValue),
      },
    };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}
