/** Values as TypeScript source, shared by the viem and ethers snippets. */
import type {AbiValue} from '../read/abiInput';
import {quoted} from './model';

/** Bigints with `n`, strings (addresses and hex too) quoted, arrays and tuples in brackets: what viem and ethers v6 both take. */
export function tsValue(value: AbiValue): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(tsValue).join(', ')}]`;
  return quoted(String(value));
}
