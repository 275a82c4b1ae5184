/**
 * The same read, for copying: a Foundry `cast call` command and a viem
 * script, with the chosen address, chain and arguments filled in.
 */
import type {AbiFunction, AbiParameter} from 'viem';
import type {AbiValue} from './abiInput';

/** A type as cast and canonical signatures write it: tuples as `(uint256,address)`. */
function canonicalType(param: AbiParameter): string {
  const components = 'components' in param ? param.components : undefined;
  if (param.type.startsWith('tuple') && components) {
    return `(${components.map(canonicalType).join(',')})${param.type.slice('tuple'.length)}`;
  }
  return param.type;
}

/** The signature cast takes: `maxWithdraw(address,uint256)(uint256)`. */
export function castSignature(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map(canonicalType).join(',')})(${fn.outputs.map(canonicalType).join(',')})`;
}

/** A value as cast parses it: arrays in brackets, tuples in parentheses. */
function castValue(param: AbiParameter, value: AbiValue): string {
  const components = 'components' in param ? param.components : undefined;
  if (param.type.endsWith(']') && Array.isArray(value)) {
    const element = {...param, type: param.type.replace(/\[\d*\]$/, '')} as AbiParameter;
    return `[${value.map((item) => castValue(element, item)).join(',')}]`;
  }
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

/** A read as the copied commands name it: the function, the deployment, its arguments and the RPC to ask. */
export interface CallSnippet {
  fn: AbiFunction;
  address: string;
  args: readonly AbiValue[];
  rpcUrl: string;
}

export function castCommand(options: CallSnippet): string {
  const {fn, address, args, rpcUrl} = options;
  const words = [
    'cast',
    'call',
    address,
    castSignature(fn),
    ...fn.inputs.map((param, index) => castValue(param, args[index]!)),
    '--rpc-url',
    rpcUrl,
  ];
  return words.map(shellQuote).join(' ');
}

/** A parameter as parseAbi reads it: `address owner`, `(uint256 a, address b)[] items`. */
function humanParam(param: AbiParameter): string {
  const components = 'components' in param ? param.components : undefined;
  const type =
    param.type.startsWith('tuple') && components
      ? `(${components.map(humanParam).join(', ')})${param.type.slice('tuple'.length)}`
      : param.type;
  return param.name ? `${type} ${param.name}` : type;
}

/** The human-readable ABI line of `fn`, as viem's parseAbi takes it. */
export function humanSignature(fn: AbiFunction): string {
  const returns = fn.outputs.length > 0 ? ` returns (${fn.outputs.map(humanParam).join(', ')})` : '';
  return `function ${fn.name}(${fn.inputs.map(humanParam).join(', ')}) ${fn.stateMutability}${returns}`;
}

/** A value as TypeScript source: bigints with `n`, strings quoted, lists in brackets. */
function tsValue(value: AbiValue): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tsValue).join(', ')}]`;
  return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

export function viemSnippet(options: CallSnippet): string {
  const {fn, address, args, rpcUrl} = options;
  const argsLine = fn.inputs.length > 0 ? `\n  args: [${args.map(tsValue).join(', ')}],` : '';
  // A read needs no chain object: the RPC URL says which chain answers.
  return [
    `import {createPublicClient, http, parseAbi} from 'viem';`,
    '',
    `const client = createPublicClient({transport: http(${tsValue(rpcUrl)})});`,
    '',
    'const result = await client.readContract({',
    `  address: '${address}',`,
    `  abi: parseAbi([${tsValue(humanSignature(fn))}]),`,
    `  functionName: '${fn.name}',${argsLine}`,
    '});',
    'console.log(result);',
    '',
  ].join('\n');
}
