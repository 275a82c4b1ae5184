/** The read as a web3.py script: an HTTPProvider, then a contract function's call() or get_code. */
import type {AbiParameter} from 'viem';
import type {AbiValue} from '../read/abiInput';
import {type CallSnippet, type CodeSnippet, chainLabel, componentsOf, elementOf, jsonFragment, quoted} from './model';

/** Words Python reserves: a function so named is reached with getattr. */
const PYTHON_KEYWORDS: ReadonlySet<string> = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** A value as web3.py takes it: ints, True/False, lists for arrays, tuples for tuples, bytes from their hex. */
export function pythonValue(param: AbiParameter, value: AbiValue): string {
  const element = elementOf(param);
  const components = componentsOf(param);
  if (element && Array.isArray(value)) return `[${value.map((item) => pythonValue(element, item)).join(', ')}]`;
  if (param.type === 'tuple' && components && Array.isArray(value)) {
    const fields = components.map((component, index) => pythonValue(component, value[index]!));
    return fields.length === 1 ? `(${fields[0]},)` : `(${fields.join(', ')})`;
  }
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (param.type.startsWith('bytes') && /^0x([0-9a-f]{2})*$/i.test(String(value))) {
    return `bytes.fromhex(${quoted(String(value).slice(2))})`;
  }
  return quoted(String(value));
}

/** JSON data as a Python literal: dicts, lists, strings, numbers, True/False/None. */
function pythonLiteral(data: unknown): string {
  if (data === null || data === undefined) return 'None';
  if (typeof data === 'boolean') return data ? 'True' : 'False';
  if (typeof data === 'number') return String(data);
  if (typeof data === 'string') return quoted(data);
  if (Array.isArray(data)) return `[${data.map(pythonLiteral).join(', ')}]`;
  const fields = Object.entries(data as Record<string, unknown>).map(
    ([key, item]) => `${quoted(key)}: ${pythonLiteral(item)}`,
  );
  return `{${fields.join(', ')}}`;
}

function providerLines(read: CodeSnippet): string[] {
  return [
    `# ${chainLabel(read.chain)}`,
    'from web3 import Web3',
    '',
    `w3 = Web3(Web3.HTTPProvider(${quoted(read.rpcUrl)}))`,
  ];
}

const checksummed = (address: string) => `Web3.to_checksum_address(${quoted(address)})`;

export function web3pyCall(read: CallSnippet): string {
  const {fn, address, args} = read;
  const method = PYTHON_KEYWORDS.has(fn.name)
    ? `getattr(contract.functions, ${quoted(fn.name)})`
    : `contract.functions.${fn.name}`;
  const values = fn.inputs.map((param, index) => pythonValue(param, args[index]!));
  return [
    ...providerLines(read),
    'contract = w3.eth.contract(',
    `    address=${checksummed(address)},`,
    `    abi=[${pythonLiteral(jsonFragment(fn))}],`,
    ')',
    '',
    `result = ${method}(${values.join(', ')}).call()`,
    'print(result)',
    '',
  ].join('\n');
}

export function web3pyCode(read: CodeSnippet): string {
  return [
    ...providerLines(read),
    '',
    `code = w3.eth.get_code(${checksummed(read.address)})`,
    'print(code.hex())',
    '',
  ].join('\n');
}
