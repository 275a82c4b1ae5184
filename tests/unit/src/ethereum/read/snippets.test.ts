/**
 * The copied `cast call` and viem code. The expected command is written as
 * Foundry's `cast call` documentation shows one: address, then the signature
 * with its return types in parentheses, then each argument, then --rpc-url.
 */

import {castCommand, castSignature, humanSignature, viemSnippet} from '@site/src/ethereum/read/snippets';
import {type AbiFunction, parseAbi} from 'viem';
import {describe, expect, it} from 'vitest';

const maxWithdraw: AbiFunction = parseAbi([
  'function maxWithdraw(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
])[0];
const owner = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const vault = '0x696d02Db93291651ED510704c9b286841d506987';

describe('cast call', () => {
  it('names the function with its input and output types and passes each argument', () => {
    expect(castSignature(maxWithdraw)).toBe('maxWithdraw(address,uint256,address[])(uint256)');
    expect(
      castCommand({fn: maxWithdraw, address: vault, args: [owner, 100n, [owner]], rpcUrl: 'https://rpc.example/eth'}),
    ).toBe(
      `cast call ${vault} 'maxWithdraw(address,uint256,address[])(uint256)' ${owner} 100 '[${owner}]' --rpc-url https://rpc.example/eth`,
    );
  });
  it('writes tuples in parentheses', () => {
    const fn: AbiFunction = parseAbi(['function f((uint16 fee, address to) config) view returns (bool)'])[0];
    expect(castCommand({fn, address: vault, args: [[5n, owner]], rpcUrl: 'http://127.0.0.1:8545'})).toBe(
      `cast call ${vault} 'f((uint16,address))(bool)' '(5,${owner})' --rpc-url http://127.0.0.1:8545`,
    );
  });
});

describe('viem', () => {
  it('is a script that parses the same human-readable ABI line and reads with the arguments', () => {
    expect(humanSignature(maxWithdraw)).toBe(
      'function maxWithdraw(address owner, uint256 max_loss, address[] strategies) view returns (uint256)',
    );
    const code = viemSnippet({
      fn: maxWithdraw,
      address: vault,
      args: [owner, 100n, [owner]],
      rpcUrl: 'https://rpc.example/eth',
    });
    expect(code).toContain(`transport: http('https://rpc.example/eth')`);
    expect(code).toContain(`address: '${vault}',`);
    expect(code).toContain(`args: ['${owner}', 100n, ['${owner}']],`);
    // The line it parses round-trips through viem to the same fragment.
    const line = /parseAbi\(\[(.*)\]\)/.exec(code)![1]!;
    expect(parseAbi([JSON.parse(`"${line.slice(1, -1)}"`)])[0]).toEqual(maxWithdraw);
  });
});
