/**
 * Calldata and return values for one ABI function the caller already holds.
 * viem's encodeFunctionData and decodeFunctionResult first look the function
 * up by name among overloads; that lookup adds to the chain pages' code and
 * buys nothing here, since every read names its fragment.
 */
import {
  type AbiFunction,
  concatHex,
  type DecodeAbiParametersReturnType,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  toFunctionSelector,
} from 'viem';
import {fragmentSelectors} from './abis';

export type CallArgs<fn extends AbiFunction> = Parameters<typeof encodeAbiParameters<fn['inputs']>>[1];

/** Selector and ABI-encoded arguments of a call to `fn`; the selector is hashed only when ./abis.ts does not list it. */
export function encodeCall<const fn extends AbiFunction>(fn: fn, args: CallArgs<fn>): Hex {
  return concatHex([fragmentSelectors.get(fn) ?? toFunctionSelector(fn), encodeAbiParameters(fn.inputs, args)]);
}

/** The values a call to `fn` returned; throws when `data` does not decode (for example `0x`, no contract). */
export function decodeReturn<const fn extends AbiFunction>(
  fn: fn,
  data: Hex,
): DecodeAbiParametersReturnType<fn['outputs']> {
  return decodeAbiParameters(fn.outputs, data) as DecodeAbiParametersReturnType<fn['outputs']>;
}
