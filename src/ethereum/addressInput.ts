/**
 * Validates an address typed or pasted by a reader, with a precise message for
 * each way it can be wrong (spec section 5: 0x plus 40 hex digits, and a
 * mixed-case address must match its EIP-55 checksum).
 */
import {checksumAddress, type Address} from 'viem';

export type AddressProblem = 'empty' | 'no-prefix' | 'wrong-length' | 'not-hex' | 'bad-checksum';

export type ParsedAddress =
  | {ok: true; address: Address; /** True when the input carried a valid checksum (mixed case). */ checksummed: boolean}
  | {ok: false; problem: AddressProblem; message: string};

export function parseAddressInput(raw: string): ParsedAddress {
  const input = raw.trim();
  if (input === '') return {ok: false, problem: 'empty', message: 'Paste an address to check it.'};
  if (!/^0x/i.test(input)) {
    const hint = input.includes('.') ? ' This looks like an ENS name; paste the address it stands for instead.' : '';
    return {ok: false, problem: 'no-prefix', message: `An Ethereum address starts with 0x.${hint}`};
  }
  const body = input.slice(2);
  const badCharacter = /[^0-9a-fA-F]/.exec(body);
  if (badCharacter) {
    const position = badCharacter.index + 3;
    return {
      ok: false,
      problem: 'not-hex',
      message: `Only the digits 0–9 and the letters a–f may follow 0x, but character ${position} is “${badCharacter[0]}”.`,
    };
  }
  if (body.length !== 40) {
    return {
      ok: false,
      problem: 'wrong-length',
      message: `An address has exactly 40 hexadecimal characters after 0x; this one has ${body.length}.`,
    };
  }
  const candidate = `0x${body}` as Address;
  const isSingleCase = body === body.toLowerCase() || body === body.toUpperCase();
  const checksummed = checksumAddress(`0x${body.toLowerCase()}`);
  if (isSingleCase) return {ok: true, address: checksummed, checksummed: false};
  if (candidate !== checksummed) {
    return {
      ok: false,
      problem: 'bad-checksum',
      message:
        'This address mixes upper- and lower-case letters, and that mix is a checksum, but it does not match. That usually means a character was changed. Copy the address again from its source.',
    };
  }
  return {ok: true, address: checksummed, checksummed: true};
}
