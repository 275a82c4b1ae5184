import {decodeReturn, encodeCall} from '@site/src/ethereum/abiCall';
import {multicall3Abi} from '@site/src/ethereum/abis';
import {addressGetterAbis} from '@site/src/ethereum/addressGetterAbis';
import {type AbiFunction, decodeFunctionResult, encodeAbiParameters, encodeFunctionData} from 'viem';
import {describe, expect, it} from 'vitest';

const target: `0x${string}` = '0x775F09d6f3c8D2182DFA8bce8628acf51105653c';

describe('encodeCall and decodeReturn', () => {
  it('encode the same calldata as viem’s encodeFunctionData', () => {
    const calls = [{target, allowFailure: true, callData: '0x12345678' as const}];
    expect(encodeCall(multicall3Abi[0], [calls])).toBe(
      encodeFunctionData({abi: multicall3Abi, functionName: 'aggregate3', args: [calls]}),
    );
    expect(encodeCall(multicall3Abi[1], [])).toBe(
      encodeFunctionData({abi: multicall3Abi, functionName: 'getBlockNumber'}),
    );
    expect(encodeCall(addressGetterAbis.gauges[0] as AbiFunction, [5n])).toBe(
      encodeFunctionData({abi: addressGetterAbis.gauges, functionName: 'gauges', args: [5n]}),
    );
  });

  it('decode what viem’s decodeFunctionResult decodes, and refuse empty return data', () => {
    const data = encodeAbiParameters(multicall3Abi[0].outputs, [[{success: true, returnData: '0xabcd'}]]);
    expect(decodeReturn(multicall3Abi[0], data)[0]).toEqual(
      decodeFunctionResult({abi: multicall3Abi, functionName: 'aggregate3', data}),
    );
    expect(() => decodeReturn(multicall3Abi[1], '0x')).toThrow();
  });
});
