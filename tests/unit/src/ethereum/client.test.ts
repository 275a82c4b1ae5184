import {chainByExplorerHost, chainList} from '@site/src/data/chains';
import {ethereum, publicRpcUrl, viemChain} from '@site/src/ethereum/chain';
import {
  createChainClient,
  createYearnPublicClient,
  getChainClient,
  getSharedPublicClient,
} from '@site/src/ethereum/client';
import {selectRpc} from '@site/src/ethereum/config';
import {type Chain, getAddress} from 'viem';
import * as viemChains from 'viem/chains';
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

describe('per-chain RPC selection', () => {
  it('takes RPC_URL_<id> for its chain only; RPC_URL still sets Ethereum, RPC_URL_1 wins over it', () => {
    const settings = {rpcUrl: 'http://a', rpcUrls: {8453: 'http://base', 1: 'http://one'}, alchemyKey: 'k'};
    expect(selectRpc(settings, 8453)).toEqual({url: 'http://base', source: 'override'});
    expect(selectRpc(settings, 1)).toEqual({url: 'http://one', source: 'override'});
    expect(selectRpc({rpcUrl: 'http://a'}, 1).url).toBe('http://a');
    expect(selectRpc({rpcUrl: 'http://a'}, 137).url).toBe('https://polygon.drpc.org');
  });

  it('uses the provider key only where the provider serves the chain', () => {
    expect(selectRpc({alchemyKey: 'k'}, 42161)).toEqual({
      url: 'https://arb-mainnet.g.alchemy.com/v2/k',
      source: 'provider',
    });
    expect(selectRpc({alchemyKey: 'k'}, 747474)).toEqual({url: 'https://rpc.katana.network', source: 'public'});
  });

  // The independent account: viem's own chain definitions name the same defaults. A chain id can have several
  // (Base and its pre-confirmation endpoint); the chain's must be one of them, so a new chain needs no list here.
  it('defaults each chain to viem’s public RPC and Multicall3 for that chain', () => {
    const viemDefinitions: readonly Chain[] = Object.values(viemChains);
    for (const chain of chainList) {
      const {url} = selectRpc({}, chain.id);
      const definition = viemDefinitions.find((d) => d.id === chain.id && d.rpcUrls.default.http[0] === url);
      expect(
        definition,
        `${chain.name}: no viem definition of chain ${chain.id} has the default RPC ${url}`,
      ).toBeDefined();
      expect(chain.multicall3.address.toLowerCase()).toBe(definition!.contracts?.multicall3?.address.toLowerCase());
      expect(chain.nativeSymbol, chain.name).toBe(definition!.nativeCurrency.symbol);
      expect(viemChain(chain.id).id).toBe(chain.id);
    }
  });

  it('reads an explorer host as its chain, the longest host first', () => {
    expect(chainByExplorerHost('basescan.org')?.id).toBe(8453);
    expect(chainByExplorerHost('optimistic.etherscan.io')?.id).toBe(10);
    expect(chainByExplorerHost('www.etherscan.io')?.id).toBe(1);
    expect(chainByExplorerHost('www.oklink.com')?.id).toBe(250);
    expect(chainByExplorerHost('example.com')).toBeUndefined();
  });

  it('creates one client per chain on first use, each with its own chain and the same limits', () => {
    const settings = {rpcUrls: {8453: 'http://127.0.0.1:3', 137: 'http://127.0.0.1:4'}};
    const baseClient = getChainClient(8453, settings);
    expect(getChainClient(8453, settings)).toBe(baseClient);
    expect(getChainClient(137, settings)).not.toBe(baseClient);
    expect(baseClient.chain.id).toBe(8453);
    expect(createChainClient(137, settings).transport).toMatchObject({retryCount: 3, retryDelay: 150, timeout: 10_000});
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
    expect(ethereum.contracts.multicall3.address.toLowerCase()).toBe(viemChains.mainnet.contracts.multicall3.address);
    expect(ethereum.contracts.ensUniversalResolver.address.toLowerCase()).toBe(
      viemChains.mainnet.contracts.ensUniversalResolver.address,
    );
    for (const {address} of Object.values(ethereum.contracts)) expect(getAddress(address)).toBe(address);
    expect(ethereum.nativeCurrency).toEqual({name: 'Ether', symbol: 'ETH', decimals: 18});
  });

  it('is created once and shared', () => {
    const a = getSharedPublicClient({rpcUrl: 'http://127.0.0.1:2'});
    expect(getSharedPublicClient({rpcUrl: 'http://127.0.0.1:2'})).toBe(a);
  });
});
