import {findAddresses, MAX_ADDRESS_RESULTS, resolveChain, unknownChainMessage} from '@site/mcp/addresses';
import type {AddressData} from '@site/mcp/site';
import {miniAddresses} from '@site/tests/unit/fixtures/mcp/miniBuild';
import {describe, expect, it} from 'vitest';

const data = miniAddresses as AddressData;
const ids = (query: string, chain?: string) => {
  const chainInfo = chain === undefined ? undefined : resolveChain(data.chains, chain)!;
  return findAddresses(data, query, chainInfo).entries.map((entry) => entry.id);
};

describe('resolveChain', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['42161', 42161],
    ['ethereum', 1],
    ['ARBITRUM ONE', 42161],
    ['arbitrum', 42161],
  ])('%s is chain %s', (argument, id) => {
    expect(resolveChain(data.chains, argument)?.chainId).toBe(id);
  });

  it('names no chain for anything else, and the message lists the chains', () => {
    expect(resolveChain(data.chains, 'solana')).toBeNull();
    expect(resolveChain(data.chains, 56)).toBeNull();
    expect(unknownChainMessage(data.chains, 'solana')).toBe(
      '"solana" is not a chain this site lists. Chains: Ethereum (1), Arbitrum One (42161).',
    );
  });
});

describe('findAddresses', () => {
  it('finds an address in any letter case, whole or by its first digits', () => {
    expect(ids('0xfeb4acf3df3cdea7399794d0869ef76a6efaff52')).toEqual(['index/ychad']);
    expect(ids('0XFEB4ACF3DF3CDEA7399794D0869EF76A6EFAFF52'.replace('0X', '0x'))).toEqual(['index/ychad']);
    expect(ids('0x770d0d')).toEqual(['v3/304-vault-factory@42161']);
    expect(ids('0x0000000000000000000000000000000000000001')).toEqual([]);
  });

  it('finds an ENS name, an id, a name, words of a name and a group', () => {
    expect(ids('YCHAD.ETH')).toEqual(['index/ychad']);
    expect(ids('v3/310-vault-factory@42161')).toEqual(['v3/310-vault-factory@42161']);
    expect(ids('vault factory')).toEqual(['v3/310-vault-factory@42161', 'v3/304-vault-factory@42161']);
    expect(ids('entry points')).toEqual(['index/ychad']);
  });

  it('lists current entries before deprecated ones, and keeps to the chain asked for', () => {
    expect(ids('factory', 'arbitrum')).toEqual(['v3/310-vault-factory@42161', 'v3/304-vault-factory@42161']);
    expect(ids('factory', 'ethereum')).toEqual([]);
  });

  it('returns at most MAX_ADDRESS_RESULTS entries with the total count', () => {
    const many: AddressData = {
      ...data,
      addresses: Array.from({length: MAX_ADDRESS_RESULTS + 5}, (_, i) => ({...data.addresses[0]!, id: `many/${i}`})),
    };
    const found = findAddresses(many, 'ychad');
    expect(found.total).toBe(MAX_ADDRESS_RESULTS + 5);
    expect(found.entries).toHaveLength(MAX_ADDRESS_RESULTS);
  });
});
