/**
 * One read of one view function, as the Read control performs it: the code
 * at the address, the call itself and, when an output is a token amount, the
 * contract's decimals() and symbol(), all sent in the same tick so the
 * chain's client sends them as one JSON-RPC batch. Every way the read can go
 * wrong ends as a fault of its own kind with a sentence for the reader.
 */
import {
  type Abi,
  type AbiFunction,
  type AbiParameter,
  type Address,
  decodeErrorResult,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
} from 'viem';
import type {AbiValue} from './abiInput';
import {formatInUnit, rawText, type UnitContext} from './formatOutput';
import {type Unit, unitOf} from './units';

/** What a read needs from the chain layer: one JSON-RPC request on the chosen chain. */
export interface ChainRequester {
  request(method: 'eth_getCode', params: [Address, 'latest']): Promise<Hex>;
  request(method: 'eth_call', params: [{to: Address; data: Hex}, 'latest']): Promise<Hex>;
}

export type ReadFault =
  | {kind: 'no-code'; message: string}
  | {kind: 'reverted'; message: string; reason?: string; error?: {name: string; args: string}}
  | {kind: 'node'; message: string; retryable: boolean}
  | {kind: 'wrong-chain'; message: string}
  | {kind: 'malformed'; message: string};

export interface OutputView {
  name: string;
  type: string;
  unit: Unit | null;
  /** The value in its unit, when one applies. */
  display: string | null;
  /** The value to copy. */
  raw: string;
  /** Fields of a tuple output. */
  fields?: OutputView[];
}

export type ReadResult = {ok: true; outputs: OutputView[]} | {ok: false; fault: ReadFault};

/** How node errors become faults; the chain layer supplies it (its wrong-chain fault included). */
export type NodeFaultOf = (error: unknown) => ReadFault;

interface ErrorWithData {
  data?: unknown;
  cause?: unknown;
  code?: unknown;
  name?: unknown;
  message?: unknown;
}

/** The revert data a node sent with a failed eth_call (JSON-RPC error `data`), anywhere in the error's cause chain. */
export function revertDataOf(error: unknown): Hex | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 20; depth++) {
    const {data, cause} = current as ErrorWithData;
    if (typeof data === 'string' && /^0x([0-9a-f]{2})*$/i.test(data)) return data as Hex;
    if (data && typeof data === 'object' && typeof (data as {data?: unknown}).data === 'string') {
      const inner = (data as {data: string}).data;
      if (/^0x([0-9a-f]{2})*$/i.test(inner)) return inner as Hex;
    }
    current = cause;
  }
  return null;
}

/** True when the node said the call reverted (JSON-RPC code 3, or an "execution reverted" message). */
export function isRevert(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 20; depth++) {
    const {code, name, message, cause} = current as ErrorWithData;
    if (code === 3 || name === 'ExecutionRevertedError') return true;
    if (typeof message === 'string' && /execution reverted|revert/i.test(message) && code !== undefined) return true;
    current = cause;
  }
  return false;
}

const PANIC_REASONS: Readonly<Record<number, string>> = {
  1: 'an assertion failed',
  17: 'an arithmetic operation overflowed or underflowed',
  18: 'a division or modulo by zero',
  33: 'a value out of range was converted to an enum',
  34: 'a storage byte array was encoded incorrectly',
  49: 'pop() on an empty array',
  50: 'an array index out of bounds',
  65: 'too much memory was allocated',
  81: 'a zero-initialised function was called',
};

/** The revert as the reader reads it: the reason string, the panic, or the contract's custom error with its arguments. */
export function describeRevert(data: Hex | null, abi: Abi): ReadFault {
  if (!data || data === '0x') {
    return {
      kind: 'reverted',
      message:
        'The contract reverted the call without giving a reason. The arguments may be outside what the function accepts, or the function may need state this deployment does not have.',
    };
  }
  try {
    const decoded = decodeErrorResult({abi, data});
    if (decoded.errorName === 'Error') {
      const reason = String((decoded.args as readonly unknown[] | undefined)?.[0] ?? '');
      return {kind: 'reverted', reason, message: `The contract reverted the call: “${reason}”.`};
    }
    if (decoded.errorName === 'Panic') {
      const code = Number((decoded.args as readonly unknown[] | undefined)?.[0] ?? 0);
      const why = PANIC_REASONS[code] ?? 'an internal check failed';
      return {
        kind: 'reverted',
        reason: `Panic(0x${code.toString(16)})`,
        message: `The contract stopped with a panic (code 0x${code.toString(16)}): ${why}.`,
      };
    }
    const args = rawText(decoded.args ?? []).slice(1, -1);
    return {
      kind: 'reverted',
      error: {name: decoded.errorName, args},
      message: `The contract reverted the call with its error ${decoded.errorName}(${args}).`,
    };
  } catch {
    return {
      kind: 'reverted',
      message: `The contract reverted the call with data this page’s ABI does not describe (${data.slice(0, 10)}…).`,
    };
  }
}

/** An output's name: its ABI name, else the function's for a single output, else its position. */
function outputName(param: AbiParameter, fn: AbiFunction, index: number): string {
  if (param.name) return param.name;
  return fn.outputs.length === 1 ? fn.name : `output ${index}`;
}

function viewOf(
  param: AbiParameter,
  value: unknown,
  name: string,
  unit: Unit | null,
  context: UnitContext,
  functionName: string,
): OutputView {
  const components = 'components' in param ? param.components : undefined;
  if (param.type === 'tuple' && components) {
    const items = Array.isArray(value)
      ? value
      : components.map((component, index) => (value as Record<string, unknown>)[component.name ?? String(index)]);
    const fields = components.map((component, index) =>
      viewOf(
        component,
        items[index],
        component.name || `field ${index}`,
        unitOf(functionName, component.name ?? '', component.type, index, components.length),
        context,
        functionName,
      ),
    );
    return {name, type: param.type, unit: null, display: null, raw: rawText(items), fields};
  }
  // viem decodes integers of up to 48 bits as numbers, wider ones as bigints.
  const integer = typeof value === 'number' ? BigInt(value) : value;
  const display = unit && typeof integer === 'bigint' ? formatInUnit(integer, unit, context) : null;
  return {name, type: param.type, unit: display === null ? null : unit, display, raw: rawText(value)};
}

/** The named, formatted outputs of a successful call; throws when `data` does not decode as the ABI says. */
export function decodeOutputs(fn: AbiFunction, data: Hex, context: UnitContext = {}): OutputView[] {
  const decoded = decodeFunctionResult({abi: [fn], functionName: fn.name, data} as Parameters<
    typeof decodeFunctionResult
  >[0]) as unknown;
  const values = fn.outputs.length === 1 ? [decoded] : (decoded as readonly unknown[]);
  return fn.outputs.map((param, index) =>
    viewOf(
      param,
      values[index],
      outputName(param, fn, index),
      unitOf(fn.name, param.name ?? '', param.type, index, fn.outputs.length),
      context,
      fn.name,
    ),
  );
}

/** True when some output (or tuple field) of `fn` is a token amount, so decimals() is worth reading. */
export function needsDecimals(fn: AbiFunction): boolean {
  const walk = (params: readonly AbiParameter[], count: number): boolean =>
    params.some((param, index) =>
      'components' in param && param.components
        ? walk(param.components, param.components.length)
        : unitOf(fn.name, param.name ?? '', param.type, index, count) === 'amount',
    );
  return walk(fn.outputs, fn.outputs.length);
}

export function encodeRead(fn: AbiFunction, args: readonly AbiValue[]): Hex {
  return encodeFunctionData({abi: [fn], functionName: fn.name, args} as Parameters<typeof encodeFunctionData>[0]);
}

const decimalsFn: AbiFunction = {
  type: 'function',
  name: 'decimals',
  stateMutability: 'view',
  inputs: [],
  outputs: [{name: '', type: 'uint8'}],
};
const symbolFn: AbiFunction = {
  type: 'function',
  name: 'symbol',
  stateMutability: 'view',
  inputs: [],
  outputs: [{name: '', type: 'string'}],
};

function hasFunction(abi: Abi, name: string): boolean {
  return abi.some((item) => item.type === 'function' && item.name === name && item.inputs.length === 0);
}

async function unitContext(chain: ChainRequester, address: Address, abi: Abi, wanted: boolean): Promise<UnitContext> {
  if (!wanted || !hasFunction(abi, 'decimals')) return {};
  const read = (fn: AbiFunction) =>
    chain.request('eth_call', [{to: address, data: encodeRead(fn, [])}, 'latest']).then(
      (data) =>
        decodeFunctionResult({abi: [fn], functionName: fn.name, data} as Parameters<typeof decodeFunctionResult>[0]),
      () => undefined,
    );
  const [decimals, symbol] = await Promise.all([
    read(decimalsFn),
    hasFunction(abi, 'symbol') ? read(symbolFn) : Promise.resolve(undefined),
  ]);
  return {
    ...(typeof decimals === 'number' ? {decimals} : {}),
    ...(typeof symbol === 'string' && symbol ? {symbol} : {}),
  };
}

export interface ReadRequest {
  address: Address;
  fn: AbiFunction;
  args: readonly AbiValue[];
  /** The contract's whole ABI: its errors decode reverts, its decimals() and symbol() give amounts their unit. */
  abi: Abi;
}

/** Calls `fn` at `address` and returns its outputs or the fault, never throwing. */
export async function readFunction(
  chain: ChainRequester,
  request: ReadRequest,
  nodeFault: NodeFaultOf,
): Promise<ReadResult> {
  const {address, fn, args, abi} = request;
  let data: Hex;
  try {
    data = encodeRead(fn, args);
  } catch (error) {
    return {ok: false, fault: {kind: 'malformed', message: `The arguments could not be encoded: ${String(error)}`}};
  }
  // Issued together: the chain's client sends them in one JSON-RPC batch.
  const [code, call, context] = await Promise.allSettled([
    chain.request('eth_getCode', [address, 'latest']),
    chain.request('eth_call', [{to: address, data}, 'latest']),
    unitContext(chain, address, abi, needsDecimals(fn)),
  ]);
  if (code.status === 'rejected') return {ok: false, fault: nodeFault(code.reason)};
  if (typeof code.value !== 'string' || !/^0x[0-9a-f]*$/i.test(code.value)) {
    return {ok: false, fault: {kind: 'malformed', message: 'The node’s answer to eth_getCode is not hex data.'}};
  }
  if (code.value === '0x') {
    return {
      ok: false,
      fault: {
        kind: 'no-code',
        message:
          'There is no contract at this address on this chain. Check the chain: the address may belong to a contract on another one.',
      },
    };
  }
  if (call.status === 'rejected') {
    if (isRevert(call.reason)) return {ok: false, fault: describeRevert(revertDataOf(call.reason), abi)};
    return {ok: false, fault: nodeFault(call.reason)};
  }
  if (typeof call.value !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(call.value)) {
    return {
      ok: false,
      fault: {kind: 'malformed', message: 'The node answered the call with something that is not hex data.'},
    };
  }
  if (call.value === '0x' && fn.outputs.length > 0) {
    return {
      ok: false,
      fault: {
        kind: 'malformed',
        message: `The contract returned no data for ${fn.name}(). It may not have this function: check that the address is a ${fn.name === 'apiVersion' ? 'contract of this kind' : 'deployment of this contract'} and of this release.`,
      },
    };
  }
  try {
    return {ok: true, outputs: decodeOutputs(fn, call.value, context.status === 'fulfilled' ? context.value : {})};
  } catch {
    return {
      ok: false,
      fault: {
        kind: 'malformed',
        message: `The answer does not decode as (${fn.outputs.map((output) => output.type).join(', ')}), the return types this page documents. The contract at this address may be another contract or another release.`,
      },
    };
  }
}
