/** The read as an ethers v6 script: a JsonRpcProvider, then a Contract call or getCode. */
import type {AbiFunction} from 'viem';
import {type CallSnippet, type CodeSnippet, chainLabel, humanSignature, jsonFragment, quoted} from './model';
import {tsValue} from './typescript';

/**
 * Names an ethers v6 Contract answers itself, before any ABI function of the
 * same name (its BaseContract members and Object's; a unit test compares the
 * list with ethers). A function so named is reached through getFunction.
 */
export const ETHERS_CONTRACT_MEMBERS: ReadonlySet<string> = new Set([
  ...['target', 'interface', 'runner', 'filters', 'fallback', 'then', 'connect', 'attach', 'getAddress'],
  ...['getDeployedCode', 'waitForDeployment', 'deploymentTransaction', 'getFunction', 'getEvent'],
  ...['queryTransaction', 'queryFilter', 'on', 'once', 'emit', 'listenerCount', 'listeners', 'off'],
  ...['removeAllListeners', 'addListener', 'removeListener', 'constructor', 'hasOwnProperty', 'isPrototypeOf'],
  ...['propertyIsEnumerable', 'toString', 'valueOf', 'toLocaleString', '__proto__', '__defineGetter__'],
  ...['__defineSetter__', '__lookupGetter__', '__lookupSetter__'],
]);

/** Words ethers' human-readable ABI parser reads as keywords (ethers v6 src.ts/abi/fragments.ts), never as a function's name. */
const ETHERS_ABI_KEYWORDS: ReadonlySet<string> = new Set(
  'constructor error event fallback function receive struct calldata memory storage payable indexed tuple returns constant external internal private public pure view override'.split(
    ' ',
  ),
);

/** The ABI item ethers is given: the human-readable line, or the JSON entry for a function named like a keyword or a type. */
export function ethersAbiItem(fn: AbiFunction): string | Record<string, unknown> {
  const unreadable = ETHERS_ABI_KEYWORDS.has(fn.name) || /^(address|bool|string|bytes\d*|u?int\d*)$/.test(fn.name);
  return unreadable ? jsonFragment(fn) : humanSignature(fn);
}

function providerLines(read: CodeSnippet): string[] {
  return [
    `// ${chainLabel(read.chain)}`,
    `import {ethers} from 'ethers';`,
    '',
    `const provider = new ethers.JsonRpcProvider(${quoted(read.rpcUrl)});`,
  ];
}

/** How the script reaches the function: by name, unless the Contract holds that name itself. */
function methodOf(name: string): string {
  return ETHERS_CONTRACT_MEMBERS.has(name) ? `contract.getFunction(${quoted(name)})` : `contract.${name}`;
}

export function ethersCall(read: CallSnippet): string {
  const {fn, address, args} = read;
  // A view function is called as it is; any other through staticCall, which reads without sending a transaction.
  const readOnly = fn.stateMutability === 'view' || fn.stateMutability === 'pure';
  const method = `${methodOf(fn.name)}${readOnly ? '' : '.staticCall'}`;
  const item = ethersAbiItem(fn);
  return [
    ...providerLines(read),
    `const contract = new ethers.Contract(${quoted(address)}, [${typeof item === 'string' ? quoted(item) : JSON.stringify(item)}], provider);`,
    '',
    `const result = await ${method}(${args.map(tsValue).join(', ')});`,
    'console.log(result);',
    '',
  ].join('\n');
}

export function ethersCode(read: CodeSnippet): string {
  return [
    ...providerLines(read),
    '',
    `const code = await provider.getCode(${quoted(read.address)});`,
    'console.log(code);',
    '',
  ].join('\n');
}
