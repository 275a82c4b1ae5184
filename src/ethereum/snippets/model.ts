/**
 * One read as code to copy, the same model for every language: a contract
 * call (the function's ABI fragment, the address, the chain, the arguments
 * and the RPC to ask), or, where no call proves an address, a read of the
 * code at it. Each language module renders both kinds.
 */
import type {AbiFunction, AbiParameter} from 'viem';
import type {AbiValue} from '../read/abiInput';

/** The chain a snippet names in its first line and whose RPC it asks. */
export interface SnippetChain {
  id: number;
  name: string;
}

export interface CallSnippet {
  fn: AbiFunction;
  /** The checksummed address to call, or a placeholder while the reader has not given one. */
  address: string;
  chain: SnippetChain;
  /** One value per input; a string placeholder stands for an argument not typed yet. */
  args: readonly AbiValue[];
  rpcUrl: string;
}

export interface CodeSnippet {
  address: string;
  chain: SnippetChain;
  rpcUrl: string;
}

export type SnippetRead = CallSnippet | CodeSnippet;

export function isCall(read: SnippetRead): read is CallSnippet {
  return 'fn' in read;
}

/** The comment text every snippet opens with, so a copied snippet still says which chain it reads. */
export function chainLabel(chain: SnippetChain): string {
  return `${chain.name} (chain id ${chain.id})`;
}

export function componentsOf(param: AbiParameter): readonly AbiParameter[] | undefined {
  return 'components' in param ? param.components : undefined;
}

/** The parameter of one element of an array parameter, or undefined when `param` is no array. */
export function elementOf(param: AbiParameter): AbiParameter | undefined {
  return param.type.endsWith(']') ? ({...param, type: param.type.replace(/\[\d*\]$/, '')} as AbiParameter) : undefined;
}

/** A type as canonical signatures write it: tuples as `(uint256,address)`. */
export function canonicalType(param: AbiParameter): string {
  const components = componentsOf(param);
  if (param.type.startsWith('tuple') && components) {
    return `(${components.map(canonicalType).join(',')})${param.type.slice('tuple'.length)}`;
  }
  return param.type;
}

/** A parameter as human-readable ABIs write it (viem's parseAbi, ethers): `address owner`, `(uint256 a, address b)[] items`. */
function humanParam(param: AbiParameter): string {
  const components = componentsOf(param);
  const type =
    param.type.startsWith('tuple') && components
      ? `(${components.map(humanParam).join(', ')})${param.type.slice('tuple'.length)}`
      : param.type;
  return param.name ? `${type} ${param.name}` : type;
}

/**
 * The human-readable ABI line of `fn`, as viem's parseAbi and ethers' Contract
 * take it. Nonpayable is left unsaid: both read it as the default, and
 * ethers refuses the word.
 */
export function humanSignature(fn: AbiFunction): string {
  const mutability = fn.stateMutability === 'nonpayable' ? '' : ` ${fn.stateMutability}`;
  const returns = fn.outputs.length > 0 ? ` returns (${fn.outputs.map(humanParam).join(', ')})` : '';
  return `function ${fn.name}(${fn.inputs.map(humanParam).join(', ')})${mutability}${returns}`;
}

function paramJson(param: AbiParameter): Record<string, unknown> {
  const components = componentsOf(param);
  return {name: param.name ?? '', type: param.type, ...(components ? {components: components.map(paramJson)} : {})};
}

/** The function's JSON ABI entry, the form web3.py's contract() takes. */
export function jsonFragment(fn: AbiFunction): Record<string, unknown> {
  return {
    type: 'function',
    name: fn.name,
    stateMutability: fn.stateMutability,
    inputs: fn.inputs.map(paramJson),
    outputs: fn.outputs.map(paramJson),
  };
}

/** One character as it stands in a quoted literal: a backslash or quote escaped, a control character as `\xHH`. */
function literalChar(char: string): string {
  if (char === '\\' || char === "'") return `\\${char}`;
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : char;
}

/** A single-quoted string literal, valid in TypeScript and Python alike. */
export function quoted(text: string): string {
  return `'${[...text].map(literalChar).join('')}'`;
}
