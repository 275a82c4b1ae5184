/**
 * The downloadable ABI of a contract reference page
 * (`/developers/smart-contracts/V3/VaultV3.abi.json`), and how the Read
 * control finds its function in it. The file is the catalogue's ABI as
 * viem's parseAbi builds it (src/contracts/abi.ts): the same fragments the
 * page documents, in standard JSON ABI form.
 */
import type {Abi, AbiFunction} from 'viem';

export const ABI_FILE_SUFFIX = '.abi.json';

/** Where the ABI of the page at `route` is published. */
export function abiPathOf(route: string): string {
  return `${route}${ABI_FILE_SUFFIX}`;
}

/** The JSON text of an ABI file: one fragment per line, so a diff of two releases reads well. */
export function abiFileText(abi: Abi): string {
  return `[\n${abi.map((item) => `  ${JSON.stringify(item)}`).join(',\n')}\n]\n`;
}

/**
 * The function a Read control stands for: by name and number of inputs,
 * which tells apart every overload the catalogue documents (a unit test
 * checks that over the whole catalogue).
 */
export function findFunction(abi: Abi, name: string, inputs: number): AbiFunction | undefined {
  return abi.find(
    (item): item is AbiFunction => item.type === 'function' && item.name === name && item.inputs.length === inputs,
  );
}

/** True for the functions a Read control can call without a transaction. */
export function isReadable(fn: Pick<AbiFunction, 'stateMutability'>): boolean {
  return fn.stateMutability === 'view' || fn.stateMutability === 'pure';
}
