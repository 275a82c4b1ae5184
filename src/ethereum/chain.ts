/**
 * viem chain objects for the listed chains (./chains.ts), written out from
 * that list rather than taken from `viem/chains`, so a viem upgrade cannot
 * move an RPC or a Multicall3 address silently. Ethereum also carries the
 * ENS contracts the address verification reads.
 */
import {type Chain, defineChain} from 'viem';
import {type ChainId, chainById, chainList} from '../data/chains';

/** Ethereum's public endpoint, used when neither RPC_URL nor a provider key is configured. */
export const publicRpcUrl = chainById(1).defaultRpc;

function toViemChain(id: ChainId): Chain {
  const facts = chainById(id);
  return defineChain({
    id,
    name: facts.name,
    nativeCurrency: {name: facts.nativeSymbol, symbol: facts.nativeSymbol, decimals: 18},
    blockTime: facts.blockTimeMs,
    rpcUrls: {default: {http: [facts.defaultRpc]}},
    blockExplorers: {
      default: {name: facts.explorer.name, url: new URL(facts.explorer.addressUrl).origin},
    },
    contracts: {multicall3: facts.multicall3},
  });
}

export const ethereum = defineChain({
  ...toViemChain(1),
  nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
  blockExplorers: {default: {name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api'}},
  contracts: {
    ensRegistry: {address: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'},
    ensUniversalResolver: {address: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe', blockCreated: 23_085_558},
    multicall3: chainById(1).multicall3,
  },
});

const viemChains = new Map<number, Chain>(
  chainList.map((chain) => [chain.id, chain.id === 1 ? ethereum : toViemChain(chain.id)]),
);

export function viemChain(id: ChainId): Chain {
  return viemChains.get(id)!;
}

/** Multicall3 sits at the same address on every listed chain (checked by a unit test). */
export const multicall3Address = ethereum.contracts.multicall3.address;
export const universalResolverAddress = ethereum.contracts.ensUniversalResolver.address;
