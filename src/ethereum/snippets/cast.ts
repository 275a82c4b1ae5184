/** The read as Foundry's `cast`: `cast call` with the signature and its return types, or `cast code`. */
import type {AbiFunction, AbiParameter} from 'viem';
import type {AbiValue} from '../read/abiInput';
import {type CallSnippet, type CodeSnippet, canonicalType, chainLabel, componentsOf, elementOf} from './model';

/** The signature cast takes: `maxWithdraw(address,uint256)(uint256)`. */
export function castSignature(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map(canonicalType).join(',')})(${fn.outputs.map(canonicalType).join(',')})`;
}

/** A value as cast parses it: arrays in brackets, tuples in parentheses. */
function castValue(param: AbiParameter, value: AbiValue): string {
  const element = elementOf(param);
  const components = componentsOf(param);
  if (element && Array.isArray(value)) return `[${value.map((item) => castValue(element, item)).join(',')}]`;
  if (param.type === 'tuple' && components && Array.isArray(value)) {
    return `(${components.map((component, index) => castValue(component, value[index]!)).join(',')})`;
  }
  if (param.type === 'string' && /[,()[\]]/.test(String(value))) return JSON.stringify(value);
  return String(value);
}

/** Quotes a shell word unless it is plainly safe. */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_./:@=+-]+$/.test(word)) return word;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

function command(read: CodeSnippet, words: readonly string[]): string {
  return `# ${chainLabel(read.chain)}\n${[...words, '--rpc-url', read.rpcUrl].map(shellQuote).join(' ')}\n`;
}

export function castCall(read: CallSnippet): string {
  const {fn, address, args} = read;
  const values = fn.inputs.map((param, index) => castValue(param, args[index]!));
  return command(read, ['cast', 'call', address, castSignature(fn), ...values]);
}

export function castCode(read: CodeSnippet): string {
  return command(read, ['cast', 'code', read.address]);
}
