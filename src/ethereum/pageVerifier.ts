/**
 * Entry point of the verification chunk: the only module the address pages
 * import dynamically, so viem and the clients load only when a page checks.
 */

import type {PageRecords} from '@site/src/data/addresses/lastVerification';
import type {AddressPage} from '@site/src/data/addresses/types';
import type {ChainId} from '../data/chains';
import {getChainClient} from './client';
import type {EthereumSettings} from './config';
import type {PageVerification} from './verificationTypes';
import {verifyEntries} from './verifyAddresses';

/** Verifies the page's entries on one chain, through that chain's shared client; recorded entries' code is compared with their record. */
export function verifyAddressPage(
  settings: EthereumSettings,
  page: AddressPage,
  chainId: ChainId,
  turn?: () => Promise<void>,
  recorded?: PageRecords,
): Promise<PageVerification> {
  return verifyEntries(getChainClient(chainId, settings), page.entries, turn, {recorded});
}
