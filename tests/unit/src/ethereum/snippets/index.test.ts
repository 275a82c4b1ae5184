/**
 * The code to copy, from fragments written here by hand: Yearn V3's
 * maxWithdraw(owner, max_loss, strategies) as VaultV3.vy declares it (the
 * ERC-4626 maxWithdraw with V3's two optional arguments), and made-up
 * fragments for the value shapes. The expected code is written as each
 * library's documentation shows a read: viem's readContract with a
 * human-readable ABI, ethers v6's Contract on a JsonRpcProvider, Foundry's
 * `cast call <address> 'sig(inputs)(outputs)' args --rpc-url`, web3.py's
 * contract(address=…, abi=[…]).functions.name(args).call().
 */
import {snippetsOf} from '@site/src/ethereum/snippets';
import type {AbiFunction} from 'viem';
import {describe, expect, it} from 'vitest';

const maxWithdraw: AbiFunction = {
  type: 'function',
  name: 'maxWithdraw',
  stateMutability: 'view',
  inputs: [
    {name: 'owner', type: 'address'},
    {name: 'max_loss', type: 'uint256'},
    {name: 'strategies', type: 'address[]'},
  ],
  outputs: [{name: '', type: 'uint256'}],
};
const owner = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const vault = '0x696d02Db93291651ED510704c9b286841d506987';
const ethereum = {id: 1, name: 'Ethereum'};
const rpcUrl = 'https://rpc.example/eth';

function codeIn(language: string, read: Parameters<typeof snippetsOf>[0]): string {
  const snippet = snippetsOf(read).find((item) => item.language === language);
  if (!snippet) throw new Error(`no ${language} snippet`);
  return snippet.code;
}

const maxWithdrawRead = {fn: maxWithdraw, address: vault, chain: ethereum, args: [owner, 100n, [owner]], rpcUrl};

describe('a contract call in each language', () => {
  it('offers viem, ethers v6, cast and web3.py, in that order', () => {
    expect(snippetsOf(maxWithdrawRead).map((snippet) => snippet.title)).toEqual([
      'viem (TypeScript)',
      'ethers v6 (TypeScript)',
      'Foundry cast',
      'web3.py (Python)',
    ]);
  });

  it('viem: readContract with the human-readable line, the address and the arguments', () => {
    expect(codeIn('viem', maxWithdrawRead)).toBe(`// Ethereum (chain id 1)
import {createPublicClient, http, parseAbi} from 'viem';

const client = createPublicClient({transport: http('https://rpc.example/eth')});

const result = await client.readContract({
  address: '0x696d02Db93291651ED510704c9b286841d506987',
  abi: parseAbi(['function maxWithdraw(address owner, uint256 max_loss, address[] strategies) view returns (uint256)']),
  functionName: 'maxWithdraw',
  args: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 100n, ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']],
});
console.log(result);
`);
  });

  it('ethers v6: a Contract on a JsonRpcProvider, the function called by name', () => {
    expect(codeIn('ethers', maxWithdrawRead)).toBe(`// Ethereum (chain id 1)
import {ethers} from 'ethers';

const provider = new ethers.JsonRpcProvider('https://rpc.example/eth');
const contract = new ethers.Contract('0x696d02Db93291651ED510704c9b286841d506987', ['function maxWithdraw(address owner, uint256 max_loss, address[] strategies) view returns (uint256)'], provider);

const result = await contract.maxWithdraw('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 100n, ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']);
console.log(result);
`);
  });

  it('cast: the signature with its return types, each argument, the RPC', () => {
    expect(codeIn('cast', maxWithdrawRead)).toBe(`# Ethereum (chain id 1)
cast call 0x696d02Db93291651ED510704c9b286841d506987 'maxWithdraw(address,uint256,address[])(uint256)' 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed 100 '[0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed]' --rpc-url https://rpc.example/eth
`);
  });

  it('web3.py: the JSON ABI entry, the checksummed address, Python ints and lists', () => {
    expect(codeIn('web3py', maxWithdrawRead)).toBe(`# Ethereum (chain id 1)
from web3 import Web3

w3 = Web3(Web3.HTTPProvider('https://rpc.example/eth'))
contract = w3.eth.contract(
    address=Web3.to_checksum_address('0x696d02Db93291651ED510704c9b286841d506987'),
    abi=[{'type': 'function', 'name': 'maxWithdraw', 'stateMutability': 'view', 'inputs': [{'name': 'owner', 'type': 'address'}, {'name': 'max_loss', 'type': 'uint256'}, {'name': 'strategies', 'type': 'address[]'}], 'outputs': [{'name': '', 'type': 'uint256'}]}],
)

result = contract.functions.maxWithdraw('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 100, ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']).call()
print(result)
`);
  });

  it('names the chain it reads in every language', () => {
    const base = {...maxWithdrawRead, chain: {id: 8453, name: 'Base'}};
    for (const snippet of snippetsOf(base))
      expect(snippet.code.split('\n')[0]).toMatch(/^(\/\/|#) Base \(chain id 8453\)$/);
  });

  it('a function without inputs passes no arguments', () => {
    const apiVersion: AbiFunction = {
      type: 'function',
      name: 'apiVersion',
      stateMutability: 'view',
      inputs: [],
      outputs: [{name: '', type: 'string'}],
    };
    const read = {fn: apiVersion, address: vault, chain: ethereum, args: [], rpcUrl};
    expect(codeIn('viem', read)).not.toContain('args:');
    expect(codeIn('ethers', read)).toContain('await contract.apiVersion();');
    expect(codeIn('cast', read)).toContain(`cast call ${vault} 'apiVersion()(string)' --rpc-url`);
    expect(codeIn('web3py', read)).toContain('contract.functions.apiVersion().call()');
  });
});

describe('values in each language', () => {
  // Every shape at once: an array of tuples, a bool, a negative int, fixed bytes, a string with quotes, a one-field tuple.
  const fn: AbiFunction = {
    type: 'function',
    name: 'preview',
    stateMutability: 'view',
    inputs: [
      {
        name: 'configs',
        type: 'tuple[]',
        components: [
          {name: 'fee', type: 'uint16'},
          {name: 'to', type: 'address'},
        ],
      },
      {name: 'active', type: 'bool'},
      {name: 'delta', type: 'int256'},
      {name: 'salt', type: 'bytes4'},
      {name: 'note', type: 'string'},
      {name: 'single', type: 'tuple', components: [{name: 'only', type: 'uint8'}]},
    ],
    outputs: [{name: 'ok', type: 'bool'}],
  };
  const read = {
    fn,
    address: vault,
    chain: ethereum,
    args: [[[5n, owner]], false, -42n, '0xdeadbeef', "it's (one)", [7n]],
    rpcUrl,
  };

  it('TypeScript: bigints with n, tuples as arrays, strings escaped', () => {
    expect(codeIn('viem', read)).toContain(
      `  args: [[[5n, '${owner}']], false, -42n, '0xdeadbeef', 'it\\'s (one)', [7n]],`,
    );
    expect(codeIn('ethers', read)).toContain(
      `await contract.preview([[5n, '${owner}']], false, -42n, '0xdeadbeef', 'it\\'s (one)', [7n]);`,
    );
    expect(codeIn('viem', read)).toContain(
      `'function preview((uint16 fee, address to)[] configs, bool active, int256 delta, bytes4 salt, string note, (uint8 only) single) view returns (bool ok)'`,
    );
  });

  it('cast: arrays in brackets, tuples in parentheses, a string with commas or brackets in double quotes', () => {
    expect(codeIn('cast', read)).toContain(
      `'preview((uint16,address)[],bool,int256,bytes4,string,(uint8))(bool)' '[(5,${owner})]' false -42 0xdeadbeef '"it'\\''s (one)"' '(7)'`,
    );
  });

  it('Python: ints, True/False, lists, tuples (a one-field tuple with its comma), bytes from hex', () => {
    expect(codeIn('web3py', read)).toContain(
      `contract.functions.preview([(5, '${owner}')], False, -42, bytes.fromhex('deadbeef'), 'it\\'s (one)', (7,)).call()`,
    );
  });

  it('control characters in a string stay escaped on one line', () => {
    const echo: AbiFunction = {
      type: 'function',
      name: 'echo',
      stateMutability: 'pure',
      inputs: [{name: 'text', type: 'string'}],
      outputs: [{name: '', type: 'string'}],
    };
    const code = codeIn('web3py', {fn: echo, address: vault, chain: ethereum, args: ['a\nb\\c'], rpcUrl});
    expect(code).toContain(`contract.functions.echo('a\\x0ab\\\\c').call()`);
  });
});

describe('names the libraries reserve', () => {
  const named = (name: string, stateMutability: AbiFunction['stateMutability'] = 'view'): AbiFunction => ({
    type: 'function',
    name,
    stateMutability,
    inputs: [],
    outputs: [{name: '', type: 'address'}],
  });

  it('ethers: a function named like a Contract member is reached with getFunction', () => {
    const read = {fn: named('target'), address: vault, chain: ethereum, args: [], rpcUrl};
    expect(codeIn('ethers', read)).toContain(`await contract.getFunction('target')();`);
  });

  it('ethers: a function that is not a view is read with staticCall, never sent', () => {
    const read = {fn: named('harvest', 'nonpayable'), address: vault, chain: ethereum, args: [], rpcUrl};
    expect(codeIn('ethers', read)).toContain('await contract.harvest.staticCall();');
  });

  it('web3.py: a function named like a Python keyword is reached with getattr', () => {
    const read = {fn: named('from'), address: vault, chain: ethereum, args: [], rpcUrl};
    expect(codeIn('web3py', read)).toContain(`result = getattr(contract.functions, 'from')().call()`);
  });
});

describe('the code at an address', () => {
  const read = {address: vault, chain: {id: 10, name: 'Optimism'}, rpcUrl: 'https://rpc.example/op'};

  it('in each library’s own call for it', () => {
    expect(codeIn('viem', read)).toContain(`const code = await client.getCode({address: '${vault}'});`);
    expect(codeIn('ethers', read)).toContain(`const code = await provider.getCode('${vault}');`);
    expect(codeIn('cast', read)).toBe(
      `# Optimism (chain id 10)\ncast code ${vault} --rpc-url https://rpc.example/op\n`,
    );
    expect(codeIn('web3py', read)).toContain(`code = w3.eth.get_code(Web3.to_checksum_address('${vault}'))`);
  });
});
