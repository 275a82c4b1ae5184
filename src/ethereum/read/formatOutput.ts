/**
 * How a decoded value is shown: the value in its unit where one is known
 * (./units.ts), and the raw value, which is what the reader copies. Plain
 * functions of the value, so each unit is unit-tested on its own.
 */
import {formatUnits} from 'viem';
import type {Unit} from './units';

const SECONDS_PER_DAY = 86_400n;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A token amount in whole tokens: `1,234.5` for 1234500000 with 6 decimals; the raw value is in the smallest unit. */
export function formatAmount(value: bigint, decimals: number, symbol?: string): string {
  const text = formatUnits(value, decimals);
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.') as [string, string?];
  const amount = `${negative ? '−' : ''}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
  return symbol ? `${amount} ${symbol}` : amount;
}

/** Basis points as a percentage: 1000 bps is `10%`, 25 bps `0.25%`, exactly (no floating point). */
export function formatBps(value: bigint): string {
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / 100n;
  const cents = (magnitude % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${negative ? '−' : ''}${groupThousands(whole.toString())}${cents ? `.${cents}` : ''}%`;
}

/** A Unix time in seconds as a UTC date and time; 0 means the event has not happened. */
export function formatTimestamp(value: bigint): string {
  if (value === 0n) return 'never (0)';
  // Dates beyond what Date can hold (year 275760) are shown as seconds only.
  if (value > 8_640_000_000_000n || value < 0n) return `${value.toString()} seconds after 1970`;
  const iso = new Date(Number(value) * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** A length of time in seconds, in days: `7 days`, `1 day`, `0.5 days (12 hours)`, `0 days`. */
export function formatDuration(value: bigint): string {
  const negative = value < 0n;
  const seconds = negative ? -value : value;
  const whole = seconds / SECONDS_PER_DAY;
  const rest = seconds % SECONDS_PER_DAY;
  const sign = negative ? '−' : '';
  if (rest === 0n) return `${sign}${groupThousands(whole.toString())} ${whole === 1n ? 'day' : 'days'}`;
  // Two decimals of a day, exact to the second below that.
  const hundredths = (seconds * 100n) / SECONDS_PER_DAY;
  const days = `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`.replace(/\.?0+$/, '');
  const hours = seconds / 3600n;
  const minutes = (seconds % 3600n) / 60n;
  const secs = seconds % 60n;
  const clock =
    secs === 0n && minutes === 0n ? `${hours} ${hours === 1n ? 'hour' : 'hours'}` : `${hours}h ${minutes}m ${secs}s`;
  return `${sign}${days === '0' ? '< 0.01' : days} days (${clock})`;
}

export interface UnitContext {
  /** decimals() of the contract read, when it has one. */
  decimals?: number;
  symbol?: string;
}

/** A value in its unit; null when the unit cannot be applied (an amount without known decimals). */
export function formatInUnit(value: bigint, unit: Unit, context: UnitContext = {}): string | null {
  switch (unit) {
    case 'amount':
      return context.decimals === undefined ? null : formatAmount(value, context.decimals, context.symbol);
    case 'bps':
      return formatBps(value);
    case 'timestamp':
      return formatTimestamp(value);
    case 'duration':
      return formatDuration(value);
  }
}

type RawValue = string | bigint | boolean | number | readonly RawValue[] | {readonly [key: string]: RawValue};

/** The raw value as text to copy: integers in decimal, addresses and bytes as hex, lists in brackets. */
export function rawText(value: unknown): string {
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(rawText).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, RawValue>)
      .map(([key, item]) => `${key}: ${rawText(item)}`)
      .join(', ')}}`;
  }
  return String(value);
}
