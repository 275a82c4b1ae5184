/**
 * The same read in every language the site offers, in the order a reader
 * sees them: viem, ethers v6, Foundry's cast, web3.py.
 */
import {castCall, castCode} from './cast';
import {ethersCall, ethersCode} from './ethers';
import {type CallSnippet, type CodeSnippet, isCall, type SnippetRead} from './model';
import {viemCall, viemCode} from './viem';
import {web3pyCall, web3pyCode} from './web3py';

export type {CallSnippet, CodeSnippet, SnippetChain, SnippetRead} from './model';

export type SnippetLanguage = 'viem' | 'ethers' | 'cast' | 'web3py';

/** The source language of a snippet, for whoever checks or highlights it. */
export type SourceLanguage = 'typescript' | 'shell' | 'python';

export interface Snippet {
  language: SnippetLanguage;
  /** What the reader picks it by. */
  title: string;
  source: SourceLanguage;
  code: string;
}

const LANGUAGES: readonly {
  language: SnippetLanguage;
  title: string;
  source: SourceLanguage;
  call: (read: CallSnippet) => string;
  code: (read: CodeSnippet) => string;
}[] = [
  {language: 'viem', title: 'viem (TypeScript)', source: 'typescript', call: viemCall, code: viemCode},
  {language: 'ethers', title: 'ethers v6 (TypeScript)', source: 'typescript', call: ethersCall, code: ethersCode},
  {language: 'cast', title: 'Foundry cast', source: 'shell', call: castCall, code: castCode},
  {language: 'web3py', title: 'web3.py (Python)', source: 'python', call: web3pyCall, code: web3pyCode},
];

export function snippetsOf(read: SnippetRead): Snippet[] {
  return LANGUAGES.map(({language, title, source, call, code}) => ({
    language,
    title,
    source,
    code: isCall(read) ? call(read) : code(read),
  }));
}
