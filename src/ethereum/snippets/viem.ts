/** The read as a viem script: a public client on the RPC, then readContract or getCode. */
import {type CallSnippet, type CodeSnippet, chainLabel, humanSignature, quoted} from './model';
import {tsValue} from './typescript';

/** The opening lines: the chain named, the client on its RPC (a read needs no chain object: the RPC says which chain answers). */
function clientLines(read: CodeSnippet, imports: string): string[] {
  return [
    `// ${chainLabel(read.chain)}`,
    `import {${imports}} from 'viem';`,
    '',
    `const client = createPublicClient({transport: http(${quoted(read.rpcUrl)})});`,
    '',
  ];
}

export function viemCall(read: CallSnippet): string {
  const {fn, address, args} = read;
  return [
    ...clientLines(read, 'createPublicClient, http, parseAbi'),
    'const result = await client.readContract({',
    `  address: ${quoted(address)},`,
    `  abi: parseAbi([${quoted(humanSignature(fn))}]),`,
    `  functionName: ${quoted(fn.name)},`,
    ...(fn.inputs.length > 0 ? [`  args: [${args.map(tsValue).join(', ')}],`] : []),
    '});',
    'console.log(result);',
    '',
  ].join('\n');
}

export function viemCode(read: CodeSnippet): string {
  return [
    ...clientLines(read, 'createPublicClient, http'),
    `const code = await client.getCode({address: ${quoted(read.address)}});`,
    'console.log(code);',
    '',
  ].join('\n');
}
