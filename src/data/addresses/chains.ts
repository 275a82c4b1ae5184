/** Display names and block explorers of the listed chains, as the address pages show them (from the one chain list). */
import {chainList} from '../chains';
import type {ChainId, ChecksumAddress} from './types';

export interface ChainInfo {
  name: string;
  explorerName: string;
  /** Origin plus path prefix; the address is appended. */
  explorerAddressUrl: string;
}

export const chains = Object.fromEntries(
  chainList.map((chain) => [
    chain.id,
    {name: chain.name, explorerName: chain.explorer.name, explorerAddressUrl: chain.explorer.addressUrl},
  ]),
) as Readonly<Record<ChainId, ChainInfo>>;

export function explorerUrl(chainId: ChainId, address: ChecksumAddress): string {
  return `${chains[chainId].explorerAddressUrl}${address}`;
}
