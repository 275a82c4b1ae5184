/**
 * Validates an address typed or pasted by a reader, with a precise message for
 * each way it can be wrong (spec section 5: 0x plus 40 hex digits, and a
 * mixed-case address must match its EIP-55 checksum).
 */
import {type Address, checksumAddress} from 'viem';
import {type ChainId, chainByExplorerHost} from '../data/chains';

export type AddressProblem =
  | 'empty'
  | 'no-prefix'
  | 'wrong-length'
  | 'not-hex'
  | 'bad-checksum'
  | 'not-an-address-link';

export type ParsedAddress =
  | {
      ok: true;
      address: Address;
      /** True when the input carried a valid checksum (mixed case). */
      checksummed: boolean;
      /** Present when the address was taken out of a pasted explorer link: the kind of page it named. */
      fromLink?: ExplorerPage;
      /** The listed chain whose explorer the pasted link is on (https://basescan.org/address/0x… is Base). */
      linkChain?: ChainId;
    }
  | {ok: false; problem: AddressProblem; message: string};

/** The explorer pages whose link names one address: an account or contract page, or a token page. */
export type ExplorerPage = 'address' | 'token';

export type ExplorerLink =
  | {
      ok: true;
      page: ExplorerPage;
      /** As written in the link, not yet validated. */
      address: string;
      /** The listed chain whose explorer serves the link's host, if any. */
      chainId?: ChainId;
    }
  | {ok: false; message: string};

const EXPLORER_PAGES: Record<string, ExplorerPage> = {
  address: 'address',
  token: 'token',
  contract: 'address',
  account: 'address',
};

/**
 * The address named by a pasted block-explorer link, such as
 * `https://etherscan.io/address/0x…#code`, `etherscan.io/token/0x…?a=0x…`
 * (the token, not the holder) or `https://www.oklink.com/fantom/address/0x…`.
 * Returns null when the input is not a link at all, so it is read as an
 * address; a link to another kind of page (a transaction, a block) gets a
 * message saying so.
 */
export function addressFromExplorerUrl(raw: string): ExplorerLink | null {
  const input = raw.trim();
  const looksLikeLink =
    /^[a-z][a-z0-9+.-]*:\/\//i.test(input) || /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+\/\S*/i.test(input);
  if (!looksLikeLink) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    return {
      ok: false,
      message:
        'This looks like a link, but it cannot be read as one. Paste the address itself, or the link to its explorer page.',
    };
  }
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  for (let i = 0; i < segments.length - 1; i++) {
    const page = EXPLORER_PAGES[segments[i]!.toLowerCase()];
    const following = segments[i + 1]!;
    if (page && /^0x/i.test(following)) {
      const chainId = chainByExplorerHost(url.hostname)?.id as ChainId | undefined;
      return {ok: true, page, address: following, ...(chainId ? {chainId} : {})};
    }
  }
  const kind = segments.find((segment) => /^(tx|txs|transaction|block|blocks)$/i.test(segment));
  const what = kind ? (/^b/i.test(kind) ? 'a block' : 'a transaction') : 'no address';
  return {
    ok: false,
    message: `This link is to ${what === 'no address' ? 'a page that names no address' : `${what} page`}. Paste the link to an address or token page (…/address/0x… or …/token/0x…), or the address itself.`,
  };
}

export function parseAddressInput(raw: string): ParsedAddress {
  const link = addressFromExplorerUrl(raw);
  if (link && !link.ok) return {ok: false, problem: 'not-an-address-link', message: link.message};
  const parsed = parseAddress(link ? link.address : raw);
  if (!link || !parsed.ok) return parsed;
  return {...parsed, fromLink: link.page, ...(link.chainId ? {linkChain: link.chainId} : {})};
}

function parseAddress(raw: string): ParsedAddress {
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
