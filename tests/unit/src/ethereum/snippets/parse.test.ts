/**
 * Every snippet the site can generate parses in its own language: the
 * TypeScript ones with the TypeScript compiler, the web3.py ones with
 * Python's own parser (python3's ast module; web3.py itself is not installed
 * here, so they are parsed, not run), the cast ones with bash -n. Generated
 * for every function of every contract reference page's ABI, with a value
 * of each argument's type, and for every published address's row.
 */
import {spawnSync} from 'node:child_process';
import {catalogueDirOf, loadCatalogue} from '@site/plugins/contract-reference/loadCatalogue';
import {abiOf} from '@site/src/contracts/abi';
import {allEntries} from '@site/src/data/addresses';
import type {AbiValue} from '@site/src/ethereum/read/abiInput';
import {type Snippet, snippetsOf} from '@site/src/ethereum/snippets';
import {addressReadOf} from '@site/src/ethereum/snippets/addressRead';
import {ethersAbiItem} from '@site/src/ethereum/snippets/ethers';
import {humanSignature} from '@site/src/ethereum/snippets/model';
import {Interface} from 'ethers';
import ts from 'typescript';
import {type AbiFunction, type AbiParameter, parseAbi, toFunctionSignature} from 'viem';
import {describe, expect, it} from 'vitest';

const sampleAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** A value of the parameter's type, with the awkward cases in: negative ints, a string with quotes, a newline and brackets. */
function sampleValue(param: AbiParameter): AbiValue {
  const array = /^(.*)\[(\d*)\]$/.exec(param.type);
  if (array) {
    const element = {...param, type: array[1]!} as AbiParameter;
    return Array.from({length: array[2] ? Number(array[2]) : 2}, () => sampleValue(element));
  }
  if (param.type === 'tuple') return ('components' in param ? param.components : []).map(sampleValue);
  if (param.type === 'address') return sampleAddress;
  if (param.type === 'bool') return true;
  if (param.type === 'string') return `it's "a (test)",\n[done]`;
  if (param.type === 'bytes') return '0xdeadbeef';
  const fixed = /^bytes(\d+)$/.exec(param.type);
  if (fixed) return `0x${'ab'.repeat(Number(fixed[1]))}`;
  if (param.type.startsWith('int')) return -42n;
  return 10n ** 18n;
}

const catalogue = await loadCatalogue(catalogueDirOf(process.cwd()));
const functions = new Map<string, AbiFunction>();
for (const entry of catalogue) {
  for (const item of abiOf(entry)) if (item.type === 'function') functions.set(JSON.stringify(item), item);
}
const ethereum = {id: 1, name: 'Ethereum'};
const snippets: {from: string; snippet: Snippet}[] = [
  ...[...functions.values()].flatMap((fn) =>
    snippetsOf({
      fn,
      address: '0x696d02Db93291651ED510704c9b286841d506987',
      chain: ethereum,
      args: fn.inputs.map(sampleValue),
      rpcUrl: 'https://rpc.example/eth',
    }).map((snippet) => ({from: `${fn.name}/${fn.inputs.length}`, snippet})),
  ),
  ...allEntries.flatMap((entry) =>
    snippetsOf(addressReadOf(entry, 'https://rpc.example/eth').read).map((snippet) => ({from: entry.id, snippet})),
  ),
];
const inLanguage = (source: Snippet['source']) => snippets.filter((item) => item.snippet.source === source);

describe('every generated snippet parses', () => {
  it('covers every function of the catalogue’s ABIs and every address', () => {
    expect(functions.size).toBeGreaterThan(500);
    expect(snippets.length).toBe(4 * (functions.size + allEntries.length));
  });

  it('TypeScript (viem, ethers v6), by the TypeScript compiler', () => {
    const failures = inLanguage('typescript').flatMap(({from, snippet}) => {
      const {diagnostics = []} = ts.transpileModule(snippet.code, {
        reportDiagnostics: true,
        compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
      });
      return diagnostics.map(
        (d) => `${from} ${snippet.language}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    });
    expect(failures).toEqual([]);
  });

  it('Python (web3.py), by python3’s own parser', () => {
    const sources = inLanguage('python').map(({from, snippet}) => ({from, code: snippet.code}));
    const parse = [
      'import ast, json, sys',
      'failures = []',
      'for item in json.load(sys.stdin):',
      '    try:',
      "        ast.parse(item['code'])",
      '    except SyntaxError as error:',
      "        failures.append(item['from'] + ': ' + str(error))",
      'print(json.dumps(failures))',
    ].join('\n');
    const run = spawnSync('python3', ['-c', parse], {input: JSON.stringify(sources), encoding: 'utf8'});
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('cast, by bash -n', () => {
    // One script of every command: a quote left open in one would swallow the lines after it and fail the whole.
    const script = inLanguage('shell')
      .map(({snippet}) => snippet.code)
      .join('\n');
    const run = spawnSync('bash', ['-n'], {input: script, encoding: 'utf8'});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

it('the ABI item the ethers snippets hand ethers is, for ethers v6, the same function with the same outputs', () => {
  const mismatches = [...functions.values()].flatMap((fn) => {
    const parsed = Interface.from([ethersAbiItem(fn)]).getFunction(fn.name);
    const outputs = `(${parsed?.outputs.map((output) => output.format('sighash')).join(',')})`;
    const same =
      parsed?.format('sighash') === toFunctionSignature(fn) &&
      `f${outputs}` === toFunctionSignature({...fn, name: 'f', inputs: fn.outputs});
    return same ? [] : [`${toFunctionSignature(fn)}: ethers reads ${parsed?.format('full')}`];
  });
  expect(mismatches).toEqual([]);
});

it('the human-readable line the viem snippets parse is, for viem, the same fragment', () => {
  const mismatches = [...functions.values()].flatMap((fn) => {
    const [parsed] = parseAbi([humanSignature(fn)]) as readonly AbiFunction[];
    const same =
      parsed?.type === 'function' &&
      toFunctionSignature(parsed) === toFunctionSignature(fn) &&
      toFunctionSignature({...parsed, inputs: parsed.outputs}) === toFunctionSignature({...fn, inputs: fn.outputs}) &&
      parsed.stateMutability === fn.stateMutability;
    return same ? [] : [humanSignature(fn)];
  });
  expect(mismatches).toEqual([]);
});
