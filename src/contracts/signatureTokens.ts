/**
 * Splits a Solidity-style declaration into highlight tokens. Reference pages
 * show thousands of one-line signatures; a tiny dedicated highlighter keeps
 * their HTML a fraction of the size a general code block would produce.
 */
export type TokenKind = 'keyword' | 'type' | 'name' | 'plain';
export type Token = readonly [TokenKind, string];

const KEYWORDS = new Set([
  'function',
  'event',
  'error',
  'struct',
  'constructor',
  'fallback',
  'receive',
  'returns',
  'external',
  'public',
  'internal',
  'private',
  'view',
  'pure',
  'payable',
  'nonpayable',
  'indexed',
  'anonymous',
  'memory',
  'calldata',
  'storage',
]);
const DECLARERS = new Set(['function', 'event', 'error', 'struct']);
const ELEMENTARY_TYPE = /^(u?int\d*|address|bool|string|bytes\d*|tuple|u?fixed[\dx]*)$/;
const PIECES = /\s+|[A-Za-z_$][\w$]*|[^\sA-Za-z_$]+/g;

function kindOf(word: string, previousWord: string | undefined): TokenKind {
  if (previousWord !== undefined && DECLARERS.has(previousWord)) return 'name';
  if (KEYWORDS.has(word)) return 'keyword';
  // Struct and contract types are written in PascalCase; parameter names are not.
  if (ELEMENTARY_TYPE.test(word) || /^[A-Z]/.test(word)) return 'type';
  return 'plain';
}

/** Tokens in order; neighbouring plain text is merged so the markup stays small. */
export function tokenizeDeclaration(declaration: string): Token[] {
  const tokens: Token[] = [];
  let previousWord: string | undefined;
  for (const piece of declaration.match(PIECES) ?? []) {
    const isWord = /^[A-Za-z_$]/.test(piece);
    const kind = isWord ? kindOf(piece, previousWord) : 'plain';
    if (isWord) previousWord = piece;
    const last = tokens[tokens.length - 1];
    if (kind === 'plain' && last?.[0] === 'plain') tokens[tokens.length - 1] = ['plain', last[1] + piece];
    else tokens.push([kind, piece]);
  }
  return tokens;
}
