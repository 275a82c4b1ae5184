/**
 * Hex strings that more than one published entry uses: the same deployer and
 * nonce produced the same address on several chains, sometimes for different
 * contracts. Typing each one once here keeps every address in the codebase
 * single-sourced.
 */
import type {ChecksumAddress} from './types';

/** Optimism: Yearn treasury. Arbitrum: V2 Vault Registry. */
export const hex84654e: ChecksumAddress = '0x84654e35E504452769757AAe5a8C7C6599cBf954';
/** Base and Arbitrum: V2 Release Registry. */
export const hex697bc6: ChecksumAddress = '0x697BC6bd64677bE63240262869dD5F2A3eEACCd3';
/** Optimism: Lens Addresses Provider. Base: V2 Health Check. */
export const hex827321: ChecksumAddress = '0x8273217252254Ad7353f227aaEcd2b1C4A326Fa2';
/** Fantom: Lens Oracle. Arbitrum: Lens RegistryAdapterV2Vault. */
export const hex57aa88: ChecksumAddress = '0x57AA88A0810dfe3f9b71a9b179Dd8bF5F956C46A';
/** Fantom: Lens ManagementList. Arbitrum: Lens CalculationsSushiswap. */
export const hex5ea7e5: ChecksumAddress = '0x5EA7E501c9A23F4A76Dc7D33a11D995B13a1dD25';
/** Fantom and Arbitrum: Lens Helper. */
export const hexe55dd5: ChecksumAddress = '0xE55Dd55b3355c261A048B3f310706C7478657d74';
/** Ethereum: Lens veCRV TVL adapter. Fantom: Lens CalculationsSushiswap. */
export const hex560144: ChecksumAddress = '0x560144C25E53149aC410E5D33BDB131e49A850e5';
/** Base and Katana: Yearn V3 accountant. */
export const hex1f3998: ChecksumAddress = '0x1f399808fE52d0E960CAB84b6b54d5707ab27c8a';
