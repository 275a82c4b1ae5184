/**
 * Turns what a reader typed for one ABI parameter into the value viem
 * encodes, or a message that says what is wrong with it, before anything is
 * sent. Scalars are typed as text; arrays and tuples as a bracketed list
 * (`[0xabc…, 0xdef…]`, `[1, true]`), nested as deep as the type is. Addresses
 * follow the site's client rules (spec section 5): 0x and 40 hex digits, and a
 * mixed-case address must match its EIP-55 checksum.
 */
import type {Address, Hex} from 'viem';
import {parseAddressInput} from '../addressInput';

/** The parts of an ABI parameter the parser reads (viem's AbiParameter satisfies it). */
export interface InputParam {
  name?: string;
  type: string;
  components?: readonly InputParam[];
}

export type AbiValue = string | bigint | boolean | Address | Hex | readonly AbiValue[];

export type ParsedInput = {ok: true; value: AbiValue} | {ok: false; message: string};

/** The shape of an ABI type: what the parser and the form need to know about it. */
export type TypeShape =
  | {kind: 'uint' | 'int'; bits: number}
  | {kind: 'address' | 'bool' | 'string' | 'bytes'}
  | {kind: 'fixed-bytes'; size: number}
  | {kind: 'array'; element: InputParam; length: number | null}
  | {kind: 'tuple'; components: readonly InputParam[]};

const INTEGER = /^(u?)int(\d*)$/;
const FIXED_BYTES = /^bytes(\d+)$/;
const ARRAY = /^(.*)\[(\d*)\]$/;

/** The shape of `param`'s type, or null when the parser does not handle it (a unit test runs this over the catalogue). */
export function shapeOf(param: InputParam): TypeShape | null {
  const array = ARRAY.exec(param.type);
  if (array) {
    const element = {...param, type: array[1]!};
    if (!shapeOf(element)) return null;
    return {kind: 'array', element, length: array[2] ? Number(array[2]) : null};
  }
  if (param.type === 'tuple') {
    const components = param.components ?? [];
    return components.every((component) => shapeOf(component)) ? {kind: 'tuple', components} : null;
  }
  if (param.type === 'address' || param.type === 'bool' || param.type === 'string' || param.type === 'bytes') {
    return {kind: param.type};
  }
  const integer = INTEGER.exec(param.type);
  if (integer) {
    const bits = integer[2] ? Number(integer[2]) : 256;
    if (bits < 8 || bits > 256 || bits % 8 !== 0) return null;
    return {kind: integer[1] ? 'uint' : 'int', bits};
  }
  const bytes = FIXED_BYTES.exec(param.type);
  if (bytes) {
    const size = Number(bytes[1]);
    return size >= 1 && size <= 32 ? {kind: 'fixed-bytes', size} : null;
  }
  return null;
}

/** A parameter's name for messages: its own name, else its type. */
function labelOf(param: InputParam, path: string): string {
  const name = path || param.name || '';
  return name ? `${name} (${param.type})` : param.type;
}

const bad = (message: string): ParsedInput => ({ok: false, message});

/** Whole numbers in decimal (digits, optional `_` or `,` between groups) or 0x hex, with an optional minus sign. */
function parseInteger(text: string): bigint | null {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1).trim() : text;
  let magnitude: bigint;
  if (/^0x[0-9a-f]+$/i.test(body)) magnitude = BigInt(body);
  else if (/^\d+([_,]\d+)*$/.test(body)) magnitude = BigInt(body.replace(/[_,]/g, ''));
  else if (/^\d+(\.\d+)?e\d+$/i.test(body)) {
    // 1e18 and 1.5e6: a reader's shorthand for token amounts; it must still be a whole number.
    const [mantissa, exponent] = body.toLowerCase().split('e') as [string, string];
    const [whole, fraction = ''] = mantissa.split('.') as [string, string?];
    const shift = Number(exponent) - fraction.length;
    if (shift < 0) return null;
    magnitude = BigInt(`${whole}${fraction}`) * 10n ** BigInt(shift);
  } else return null;
  return negative ? -magnitude : magnitude;
}

function parseIntegerInput(shape: {kind: 'uint' | 'int'; bits: number}, text: string, label: string): ParsedInput {
  if (text === '') return bad(`Enter a whole number for ${label}.`);
  const value = parseInteger(text);
  if (value === null) {
    const hint = /^-?\d*\.\d+$/.test(text)
      ? ' It takes whole numbers only: amounts are in the token’s smallest unit.'
      : '';
    return bad(`${label} takes a whole number, in decimal or as 0x hex; “${text}” is not one.${hint}`);
  }
  const min = shape.kind === 'uint' ? 0n : -(2n ** BigInt(shape.bits - 1));
  const max = shape.kind === 'uint' ? 2n ** BigInt(shape.bits) - 1n : 2n ** BigInt(shape.bits - 1) - 1n;
  if (value < min) {
    return bad(
      shape.kind === 'uint'
        ? `${label} cannot be negative.`
        : `${label} is at least ${min.toString()}; ${value.toString()} is below that.`,
    );
  }
  if (value > max) return bad(`${label} is at most ${max.toString()}; ${value.toString()} is too large.`);
  return {ok: true, value};
}

function parseHexBytes(text: string, label: string, size: number | null): ParsedInput {
  if (text === '' && size === null) return {ok: true, value: '0x'};
  if (!/^0x/i.test(text)) return bad(`${label} is hex data starting with 0x.`);
  const body = text.slice(2);
  const wrong = /[^0-9a-f]/i.exec(body);
  if (wrong) return bad(`${label}: only 0–9 and a–f may follow 0x, but “${wrong[0]}” is there.`);
  if (body.length % 2 !== 0)
    return bad(`${label} needs an even number of hex digits (two per byte); it has ${body.length}.`);
  const bytes = body.length / 2;
  if (size !== null && bytes !== size) {
    return bad(`${label} takes exactly ${size} bytes (${size * 2} hex digits after 0x); this is ${bytes} bytes.`);
  }
  return {ok: true, value: `0x${body.toLowerCase()}` as Hex};
}

/**
 * Splits a bracketed list into its top-level items: `[a, [b, c], "d, e"]`
 * gives `a`, `[b, c]` and `d, e`. Null when the brackets or quotes do not close.
 */
export function splitList(text: string): string[] | null {
  const trimmed = text.trim();
  const open = trimmed[0];
  const close = open === '[' ? ']' : open === '(' ? ')' : null;
  if (!close || !trimmed.endsWith(close)) return null;
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '') return [];
  const items: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of inner) {
    if (quote) {
      if (char === quote) quote = null;
      current += char;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    if (depth < 0) return null;
    if (char === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += char;
  }
  if (quote || depth !== 0) return null;
  items.push(current.trim());
  return items;
}

/** An item of a list, without the quotes it may carry (`"0xabc"` and `0xabc` are the same address). */
function unquote(text: string): string {
  const trimmed = text.trim();
  const match = /^(["'])([\s\S]*)\1$/.exec(trimmed);
  return match ? match[2]! : trimmed;
}

/**
 * Parses one parameter. `path` names the part of a nested value in messages
 * (`strategies[2]`); callers leave it out.
 */
export function parseInput(param: InputParam, raw: string, path = ''): ParsedInput {
  const shape = shapeOf(param);
  const label = labelOf(param, path);
  if (!shape) return bad(`The type ${param.type} of ${param.name || 'this parameter'} cannot be entered here.`);
  const text = shape.kind === 'string' ? raw : raw.trim();
  switch (shape.kind) {
    case 'uint':
    case 'int':
      return parseIntegerInput(shape, text, label);
    case 'bool':
      if (/^(true|1)$/i.test(text)) return {ok: true, value: true};
      if (/^(false|0)$/i.test(text)) return {ok: true, value: false};
      return bad(`${label} is true or false.`);
    case 'address': {
      if (text === '') return bad(`Enter an address for ${label}.`);
      const parsed = parseAddressInput(text);
      return parsed.ok ? {ok: true, value: parsed.address} : bad(`${label}: ${parsed.message}`);
    }
    case 'string':
      return {ok: true, value: raw};
    case 'bytes':
      return parseHexBytes(text, label, null);
    case 'fixed-bytes':
      return parseHexBytes(text, label, shape.size);
    case 'array':
    case 'tuple': {
      const items = splitList(text);
      const form =
        shape.kind === 'array' ? '[first, second]' : `[${shape.components.map((c) => c.name || c.type).join(', ')}]`;
      if (items === null) return bad(`${label} is a list in square brackets, such as ${form}.`);
      if (shape.kind === 'array' && shape.length !== null && items.length !== shape.length) {
        return bad(`${label} holds exactly ${shape.length} items; this list has ${items.length}.`);
      }
      if (shape.kind === 'tuple' && items.length !== shape.components.length) {
        return bad(`${label} has ${shape.components.length} fields (${form}); this list has ${items.length}.`);
      }
      const values: AbiValue[] = [];
      for (const [index, item] of items.entries()) {
        const element = shape.kind === 'array' ? shape.element : shape.components[index]!;
        const name = path || param.name || param.type;
        const itemPath = shape.kind === 'array' ? `${name}[${index}]` : `${name}.${element.name || index}`;
        const parsed = parseInput(element, unquote(item), itemPath);
        if (!parsed.ok) return parsed;
        values.push(parsed.value);
      }
      return {ok: true, value: values};
    }
  }
}

/** Every argument of a call, or the first problem of each parameter that has one (keyed by position). */
export function parseArguments(
  params: readonly InputParam[],
  raws: readonly string[],
): {ok: true; values: AbiValue[]} | {ok: false; problems: ReadonlyMap<number, string>} {
  const problems = new Map<number, string>();
  const values: AbiValue[] = [];
  params.forEach((param, index) => {
    const parsed = parseInput(param, raws[index] ?? '');
    if (parsed.ok) values.push(parsed.value);
    else problems.set(index, parsed.message);
  });
  return problems.size === 0 ? {ok: true, values} : {ok: false, problems};
}

/** What the form shows as a hint under a field: the form the value takes. */
export function inputHint(param: InputParam): string {
  const shape = shapeOf(param);
  if (!shape) return '';
  switch (shape.kind) {
    case 'uint':
      return `Whole number from 0 to 2^${shape.bits} − 1, decimal or 0x hex.`;
    case 'int':
      return `Whole number from −2^${shape.bits - 1} to 2^${shape.bits - 1} − 1.`;
    case 'address':
      return '0x and 40 hex digits; mixed case must match the EIP-55 checksum.';
    case 'bool':
      return 'true or false.';
    case 'string':
      return 'Any text.';
    case 'bytes':
      return 'Hex data: 0x and two digits per byte.';
    case 'fixed-bytes':
      return `0x and exactly ${shape.size * 2} hex digits (${shape.size} bytes).`;
    case 'array':
      return `A list in square brackets${shape.length === null ? '' : ` of exactly ${shape.length} items`}, each ${shape.element.type}.`;
    case 'tuple':
      return `A list in square brackets: ${shape.components.map((c) => `${c.name || '?'} (${c.type})`).join(', ')}.`;
  }
}
