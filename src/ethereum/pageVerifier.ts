/**
 * Entry point of the verification chunk: the only module the address pages
 * import dynamically, so viem and the client load only when a page checks.
 */
import type {AddressPage} from '@site/src/data/addresses/types';
import {getSharedPublicClient} from './client';
import type {EthereumSettings} from './config';
import type {PageVerification} from './verificationTypes';
import {verifyEntries} from './verifyAddresses';

export function verifyAddressPage(settings: EthereumSettings, page: AddressPage): Promise<PageVerification> {
  return verifyEntries(getSharedPublicClient(settings), page.entries);
}
