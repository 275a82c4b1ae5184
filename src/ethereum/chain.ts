/**
 * The one chain the site reads: Ethereum mainnet, with the ENS and Multicall3
 * contracts the client relies on. Written out in full rather than taken from
 * `viem/chains`, so a viem upgrade cannot move these addresses silently.
 */
import {defineChain} from 'viem';

/** Public endpoint used when neither RPC_URL nor a provider key is configured. */
export const publicRpcUrl = 'https://ethereum.reth.rs/rpc';

export const ethereum = defineChain({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
  blockTime: 12_000,
  rpcUrls: {default: {http: [publicRpcUrl]}},
  blockExplorers: {default: {name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api'}},
  contracts: {
    ensRegistry: {address: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'},
    ensUniversalResolver: {address: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe', blockCreated: 23_085_558},
    multicall3: {address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 14_353_601},
  },
});

export const multicall3Address = ethereum.contracts.multicall3.address;
export const universalResolverAddress = ethereum.contracts.ensUniversalResolver.address;
