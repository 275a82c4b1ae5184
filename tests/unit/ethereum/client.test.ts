import {ethereum, publicRpcUrl} from '@site/src/ethereum/chain';
import {createYearnPublicClient, getSharedPublicClient} from '@site/src/ethereum/client';
import {selectRpc} from '@site/src/ethereum/config';
import {getAddress} from 'viem';
import {mainnet} from 'viem/chains';
import {describe, expect, it} from 'vitest';

describe('RPC selection', () => {
  it('prefers RPC_URL over everything', () => {
    expect(selectRpc({rpcUrl: 'http://127.0.0.1:8545', alchemyKey: 'abc'})).toEqual({
      url: 'http://127.0.0.1:8545',
      source: 'override',
    });
  });

  it('puts the provider key in the path when there is no override', () => {
    expect(selectRpc({rpcUrl: '  ', alchemyKey: 'k3y'})).toEqual({
      url: 'https://eth-mainnet.g.alchemy.com/v2/k3y',
      source: 'provider',
    });
  });

  it('falls back to the chain’s public RPC', () => {
    expect(selectRpc({})).toEqual({url: publicRpcUrl, source: 'public'});
    expect(ethereum.rpcUrls.default.http[0]).toBe(publicRpcUrl);
  });
});

describe('the shared client', () => {
  // JSON-RPC batching and the retried HTTP statuses are behaviour, asserted against a node in
  // tests/chain/transport.test.ts (one HTTP request per page; exactly those statuses retried).
  it('applies every limit from the spec explicitly', () => {
    const client = createYearnPublicClient({rpcUrl: 'http://127.0.0.1:1'});
    expect(client.chain.id).toBe(1);
    expect(client.pollingInterval).toBe(4_000);
    expect(client.cacheTime).toBe(4_000);
    expect(client.batch).toEqual({multicall: {batchSize: 1_024, wait: 0}});
    expect(client.transport).toMatchObject({
      type: 'http',
      url: 'http://127.0.0.1:1',
      retryCount: 3,
      retryDelay: 150,
      timeout: 10_000,
    });
  });

  it('pins the same Multicall3 and ENS Universal Resolver as viem, checksummed', () => {
    expect(ethereum.contracts.multicall3.address.toLowerCase()).toBe(mainnet.contracts.multicall3.address);
    expect(ethereum.contracts.ensUniversalResolver.address.toLowerCase()).toBe(
      mainnet.contracts.ensUniversalResolver.address,
    );
    for (const {address} of Object.values(ethereum.contracts)) expect(getAddress(address)).toBe(address);
    expect(ethereum.nativeCurrency).toEqual({name: 'Ether', symbol: 'ETH', decimals: 18});
  });

  it('is created once and shared', () => {
    const a = getSharedPublicClient({rpcUrl: 'http://127.0.0.1:2'});
    expect(getSharedPublicClient({rpcUrl: 'http://127.0.0.1:2'})).toBe(a);
  });
});
