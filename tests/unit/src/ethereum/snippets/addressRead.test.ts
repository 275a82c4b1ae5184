/**
 * The read an address row offers: the registry getter that returns the
 * address; else a string getter the contract surely has (the one the
 * verification reads); else the code at the address. Addresses and getters
 * are from the reference address facts (/work/shared/reference/addresses:
 * v3-contracts.json for the Protocol Address Provider and the Release
 * Registry, styfi-contracts.json for the Liquid Locker Reward Distributor
 * and its staking(i), core-contracts.json for YFI on Optimism).
 */
import {entryById} from '@site/src/data/addresses';
import {snippetsOf} from '@site/src/ethereum/snippets';
import {addressReadOf} from '@site/src/ethereum/snippets/addressRead';
import {describe, expect, it} from 'vitest';

const rpcUrl = 'https://rpc.example/node';

function rowCode(id: string, language: string) {
  const entry = entryById(id);
  if (!entry) throw new Error(`no entry ${id}`);
  const {read, summary} = addressReadOf(entry, rpcUrl);
  return {summary, code: snippetsOf(read).find((snippet) => snippet.language === language)!.code};
}

describe('the read that proves a published address', () => {
  it('the 4626 Router: getRouter() on the Protocol Address Provider', () => {
    const {summary, code} = rowCode('v3/router', 'cast');
    expect(code).toBe(
      `# Ethereum (chain id 1)\ncast call 0x775F09d6f3c8D2182DFA8bce8628acf51105653c 'getRouter()(address)' --rpc-url ${rpcUrl}\n`,
    );
    expect(summary).toBe('Protocol Address Provider.getRouter() on Ethereum returns this address.');
  });

  it('a liquid locker’s staking contract: staking(1) on the Liquid Locker Reward Distributor, with its index', () => {
    expect(rowCode('styfi/upyfi-staking', 'cast').code).toContain(
      `cast call 0x7eFc3953Bed2fc20b9f825eBffaB1cC8B072a000 'staking(uint256)(address)' 1 --rpc-url`,
    );
    expect(rowCode('styfi/upyfi-staking', 'web3py').code).toContain('contract.functions.staking(1).call()');
  });

  it('the Release Registry, named by ENS: its own latestRelease()', () => {
    const {summary, code} = rowCode('v3/release-registry', 'viem');
    expect(code).toContain(`address: '0x0377b4daDDA86C89A0091772B79ba67d0E5F7198',`);
    expect(code).toContain(`functionName: 'latestRelease',`);
    expect(summary).toMatch(/^latestRelease\(\) of this contract on Ethereum returns "\d+\.\d+\.\d+"\.$/);
  });

  it('YFI on Optimism, which nothing on-chain names: the code at its address, on Optimism', () => {
    const {code} = rowCode('core/yfi-optimism', 'ethers');
    expect(code.split('\n')[0]).toBe('// Optimism (chain id 10)');
    expect(code).toContain(`await provider.getCode('0x9046D36440290FfDE54FE0DD84Db8b1CfEE9107B');`);
  });
});
