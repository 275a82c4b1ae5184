/**
 * Output formatting per unit. Expected texts are worked out by hand: 1 bps is
 * 0.01 %, a day is 86,400 seconds, and 1,700,000,000 seconds after the Unix
 * epoch is 2023-11-14 22:13:20 UTC.
 */

import {
  formatAmount,
  formatBps,
  formatDuration,
  formatInUnit,
  formatTimestamp,
  rawText,
} from '@site/src/ethereum/read/formatOutput';
import {decodeOutputs, needsDecimals} from '@site/src/ethereum/read/readCall';
import {unitOf} from '@site/src/ethereum/read/units';
import type {AbiFunction} from 'viem';
import {encodeAbiParameters} from 'viem';
import {describe, expect, it} from 'vitest';

describe('token amounts', () => {
  it('shows whole tokens with the token’s decimals and digit groups', () => {
    expect(formatAmount(1_234_567_890n, 6)).toBe('1,234.56789');
    expect(formatAmount(10n ** 18n, 18, 'yvUSD')).toBe('1 yvUSD');
    expect(formatAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatAmount(0n, 6)).toBe('0');
  });
  it('needs the decimals: without them the raw value is all there is', () => {
    expect(formatInUnit(5n, 'amount')).toBeNull();
  });
});

describe('basis points', () => {
  it('are hundredths of a percent, exactly', () => {
    expect(formatBps(1000n)).toBe('10%');
    expect(formatBps(25n)).toBe('0.25%');
    expect(formatBps(1n)).toBe('0.01%');
    expect(formatBps(10_000n)).toBe('100%');
    expect(formatBps(0n)).toBe('0%');
  });
});

describe('timestamps', () => {
  it('are UTC dates and times; 0 means never', () => {
    expect(formatTimestamp(1_700_000_000n)).toBe('2023-11-14 22:13:20 UTC');
    expect(formatTimestamp(0n)).toBe('never (0)');
  });
});

describe('durations', () => {
  it('are days, with hours where a day is not whole', () => {
    expect(formatDuration(604_800n)).toBe('7 days');
    expect(formatDuration(86_400n)).toBe('1 day');
    expect(formatDuration(1_209_600n)).toBe('14 days');
    expect(formatDuration(43_200n)).toBe('0.5 days (12 hours)');
    expect(formatDuration(90_061n)).toBe('1.04 days (25h 1m 1s)');
    expect(formatDuration(0n)).toBe('0 days');
  });
});

describe('raw values', () => {
  it('are decimal integers, hex, true/false and bracketed lists', () => {
    expect(rawText(123n)).toBe('123');
    expect(rawText(true)).toBe('true');
    expect(rawText(['0xab', 2n])).toBe('[0xab, 2]');
  });
});

describe('units the reference knows', () => {
  it('by function name for one output, by field name in a tuple', () => {
    expect(unitOf('totalAssets', '', 'uint256', 0, 1)).toBe('amount');
    expect(unitOf('profitMaxUnlockTime', '', 'uint256', 0, 1)).toBe('duration');
    expect(unitOf('cooldownDuration', '', 'uint256', 0, 1)).toBe('duration');
    expect(unitOf('withdrawalWindow', '', 'uint256', 0, 1)).toBe('duration');
    expect(unitOf('performanceFee', '', 'uint16', 0, 1)).toBe('bps');
    expect(unitOf('strategies', 'last_report', 'uint256', 1, 4)).toBe('timestamp');
    expect(unitOf('strategies', 'current_debt', 'uint256', 2, 4)).toBe('amount');
    expect(unitOf('protocol_fee_config', '', 'uint16', 0, 2)).toBe('bps');
    expect(unitOf('protocol_fee_config', '', 'address', 1, 2)).toBeNull();
    expect(unitOf('apiVersion', '', 'string', 0, 1)).toBeNull();
    expect(unitOf('totalAssets', '', 'address', 0, 1)).toBeNull();
  });

  it('decodes a tuple into named fields, each in its unit', () => {
    const strategies: AbiFunction = {
      type: 'function',
      name: 'strategies',
      stateMutability: 'view',
      inputs: [{name: 'arg0', type: 'address'}],
      outputs: [
        {
          name: '',
          type: 'tuple',
          components: [
            {name: 'activation', type: 'uint256'},
            {name: 'last_report', type: 'uint256'},
            {name: 'current_debt', type: 'uint256'},
            {name: 'max_debt', type: 'uint256'},
          ],
        },
      ],
    };
    expect(needsDecimals(strategies)).toBe(true);
    const data = encodeAbiParameters(strategies.outputs, [[1_700_000_000n, 0n, 2_500_000n, 10n ** 7n]]);
    const [output] = decodeOutputs(strategies, data, {decimals: 6, symbol: 'USDC'});
    expect(output!.name).toBe('strategies');
    expect(output!.fields!.map((field) => [field.name, field.display, field.raw])).toEqual([
      ['activation', '2023-11-14 22:13:20 UTC', '1700000000'],
      ['last_report', 'never (0)', '0'],
      ['current_debt', '2.5 USDC', '2500000'],
      ['max_debt', '10 USDC', '10000000'],
    ]);
  });
});
