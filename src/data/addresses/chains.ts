/** Display names and block explorers of the chains the address pages list. */
import type {ChainId, ChecksumAddress} from './types';

export interface ChainInfo {
  name: string;
  explorerName: string;
  /** Origin plus path prefix; the address is appended. */
  explorerAddressUrl: string;
}

export const chains: Readonly<Record<ChainId, ChainInfo>> = {
  1: {name: 'Ethereum', explorerName: 'Etherscan', explorerAddressUrl: 'https://etherscan.io/address/'},
  10: {
    name: 'Optimism',
    explorerName: 'Optimistic Etherscan',
    explorerAddressUrl: 'https://optimistic.etherscan.io/address/',
  },
  137: {name: 'Polygon', explorerName: 'PolygonScan', explorerAddressUrl: 'https://polygonscan.com/address/'},
  // Fantom addresses open on OKLink: FTMScan no longer serves them.
  250: {name: 'Fantom', explorerName: 'OKLink', explorerAddressUrl: 'https://www.oklink.com/fantom/address/'},
  8453: {name: 'Base', explorerName: 'BaseScan', explorerAddressUrl: 'https://basescan.org/address/'},
  42161: {name: 'Arbitrum One', explorerName: 'Arbiscan', explorerAddressUrl: 'https://arbiscan.io/address/'},
  747474: {name: 'Katana', explorerName: 'KatanaScan', explorerAddressUrl: 'https://katanascan.com/address/'},
};

export function explorerUrl(chainId: ChainId, address: ChecksumAddress): string {
  return `${chains[chainId].explorerAddressUrl}${address}`;
}
