/**
 * The ranking rules, pinned on a small fixed corpus in the shipped index
 * format: identifiers split at index and query time, stop words optional,
 * more matched words first, title over heading over text, current pages
 * over legacy and deprecated ones (one slot per family of old copies),
 * inflections and one typo from five letters, synonyms, question headings,
 * a verb with its noun, records of past proposals below current pages.
 */

import {SEARCH_PAGE_STATUS_RULES} from '@site/config/search';
import {shardIndex} from '@site/plugins/local-search/shardIndex';
import {SearchEngine} from '@site/src/search/engine';
import {type CompactIndex, INDEX_FORMAT_VERSION} from '@site/src/search/indexFormat';
import {classifyPage, PAGE_STATUS, versionedTitle} from '@site/src/search/pageStatus';
import {agentStem, stem} from '@site/src/search/stem';
import {findSynonyms} from '@site/src/search/synonyms';
import {identifierParts, parseQuery, tokenize} from '@site/src/search/text';
import {describe, expect, it} from 'vitest';

const {current, legacy, deprecated} = PAGE_STATUS;

const corpus: CompactIndex = {
  v: INDEX_FORMAT_VERSION,
  p: [
    ['/contracts/ReleaseRegistry', 'Contracts', 'default', 'en', current, ''], // 0
    ['/guides/periphery', 'Guides', 'default', 'en', current, ''], // 1
    ['/contracts/Yearn4626Router', 'Contracts', 'default', 'en', current, ''], // 2
    ['/contracts/VaultV3', 'Contracts', 'default', 'en', current, ''], // 3
    ['/old/version-0.3.1/Vault', 'Contracts', 'default', 'en', deprecated, '/old/vault', '0.3.1'], // 4
    ['/old/version-0.3.2/Vault', 'Contracts', 'default', 'en', deprecated, '/old/vault', '0.3.2'], // 5
    ['/v2/Vault', 'Contracts', 'default', 'en', legacy, ''], // 6
    ['/guides/withdrawing', 'Guides', 'default', 'en', current, ''], // 7
    ['/contracts/Accountant', 'Contracts', 'default', 'en', current, ''], // 8
    ['/guides/fees', 'Guides', 'default', 'en', current, ''], // 9
  ],
  h: [
    [0, 1, 'ReleaseRegistry', '', -1], // 0
    [1, 1, 'Periphery contracts', '', -1], // 1
    [1, 2, 'Release notes', 'release-notes', 1], // 2
    [2, 1, 'Yearn4626Router', '', -1], // 3
    [3, 1, 'VaultV3', '', -1], // 4
    [3, 2, 'process_report', 'process_report', 4], // 5
    [3, 2, 'Reports', 'reports', 4], // 6
    [4, 1, 'Vault (0.3.1, deprecated)', '', -1], // 7
    [5, 1, 'Vault (0.3.2, deprecated)', '', -1], // 8
    [6, 1, 'Vault', '', -1], // 9
    [7, 1, 'Withdrawing from a vault', '', -1], // 10
    [8, 1, 'Accountant', '', -1], // 11
    [9, 1, 'Fees', '', -1], // 12
    [9, 2, 'Accountant', 'accountant', 12], // 13
  ],
  c: [
    [0, 'Keeps the releases of the vault factory; the registry lists every release.'],
    [1, 'The router and the release registry sit next to the vaults.'],
    [2, 'Each release adds features.'],
    [3, 'Routes deposits into ERC-4626 vaults.'],
    [4, 'The multi-strategy vault of the third generation.'],
    [5, 'Processes a report of a strategy and books gains and losses.'],
    [6, 'A keeper may process the report a strategy sent; the vault reads it.'],
    [7, 'The vault of release 0.3.1.'],
    [8, 'The vault of release 0.3.2.'],
    [9, 'The vault of the second generation.'],
    [10, 'Redeem your shares for the vault token to get your deposit back.'],
    [11, 'Charges fees on the gains a vault reports.'],
    [12, 'Vaults charge performance fees; the accountant computes them.'],
    [13, 'How the accountant contract is configured per vault.'],
  ],
};

function engineOf(index: CompactIndex): Promise<SearchEngine> {
  const files = shardIndex(index);
  return SearchEngine.open(async (path) => JSON.parse(JSON.stringify(files.get(path))));
}

const engine = await engineOf(corpus);

/** The modal's order: each page's best section first. */
async function pages(query: string, on: SearchEngine = engine): Promise<string[]> {
  const result = await on.search(query, undefined, 20, {distinctPages: true});
  const hits = await on.hits(result.sections, result);
  return [...new Set(hits.map((hit) => hit.record.url_without_anchor))];
}

async function urls(query: string): Promise<string[]> {
  const result = await engine.search(query);
  return (await engine.hits(result.sections, result)).map((hit) => hit.record.url);
}

describe('identifiers', () => {
  it('are split into camelCase, PascalCase, snake_case and letter/digit parts, and kept whole', () => {
    expect(tokenize('Yearn4626Router')).toEqual(['yearn4626router', 'yearn4626', 'yearn', '4626', 'router']);
    expect(tokenize('process_report')).toEqual(['process_report', 'process', 'report']);
    expect(tokenize('profitMaxUnlockTime')).toEqual(['profitmaxunlocktime', 'profit', 'max', 'unlock', 'time']);
    expect(identifierParts('yvUSDC')).toEqual(['yv', 'usdc']);
    expect(identifierParts('vault')).toEqual([]);
    expect(identifierParts('0xD0660cD418a64a1d44E9214ad8e459324D8157f1')).toEqual([]);
    expect(parseQuery('Yearn4626Router').words.map((word) => [word.term, word.alternatives])).toEqual([
      ['yearn', ['yearn4626router']],
      ['4626', ['yearn4626router']],
      ['router', ['yearn4626router']],
    ]);
  });

  it('find a PascalCase page from its words, and its words from the identifier', async () => {
    expect((await pages('release registry'))[0]).toBe('/contracts/ReleaseRegistry');
    expect((await pages('4626 router'))[0]).toBe('/contracts/Yearn4626Router');
    expect((await pages('Yearn4626Router'))[0]).toBe('/contracts/Yearn4626Router');
  });

  it('rank an exact identifier query on its own entry first', async () => {
    expect((await urls('process_report'))[0]).toBe('/contracts/VaultV3#process_report');
    expect((await urls('processReport'))[0]).toBe('/contracts/VaultV3#process_report');
  });
});

describe('words', () => {
  it('stop words need not match', async () => {
    expect((await pages('how do I withdraw from a vault'))[0]).toBe('/guides/withdrawing');
    // A query of stop words alone still searches them
    expect(await urls('the')).not.toEqual([]);
  });

  it('rank sections with more of the words first, without dropping the others', async () => {
    const found = await pages('vault factory release');
    expect(found[0]).toBe('/contracts/ReleaseRegistry');
    expect(found.length).toBeGreaterThan(3);
  });

  it('match plurals and inflections as the word, the last word as a prefix, and one typo from 5 letters', async () => {
    expect(await pages('withdraw')).toContain('/guides/withdrawing');
    expect((await pages('accountan'))[0]).toBe('/contracts/Accountant');
    expect((await pages('acountant'))[0]).toBe('/contracts/Accountant');
    // Four letters are too short for a typo
    expect(await pages('fess')).toEqual([]);
  });

  it('match synonyms from the typed list', async () => {
    expect(findSynonyms(['vault', 'token'])).toContainEqual(
      expect.objectContaining({start: 0, end: 2, words: ['yvtoken']}),
    );
    expect(await pages('redeem shares')).toContain('/guides/withdrawing');
  });
});

describe('places and status', () => {
  it('rank a page-title match over a heading match over a text match', async () => {
    expect(await pages('accountant')).toEqual(['/contracts/Accountant', '/guides/fees']);
    expect((await urls('accountant'))[1]).toBe('/guides/fees#accountant');
  });

  it('rank current pages over legacy and deprecated ones, which stay findable with their version', async () => {
    const found = await pages('vault');
    expect(found.indexOf('/contracts/VaultV3')).toBeLessThan(found.indexOf('/v2/Vault'));
    expect(found.indexOf('/v2/Vault')).toBeLessThan(found.findIndex((url) => url.startsWith('/old/')));
    expect((await pages('vault 0.3.1'))[0]).toBe('/old/version-0.3.1/Vault');
  });

  it('give the old copies of one contract one slot; the others follow every other match', async () => {
    const found = await pages('vault');
    const old = found.map((url, i) => [url, i] as const).filter(([url]) => url.startsWith('/old/'));
    expect(old).toHaveLength(2);
    // The second copy comes after every page that is not an old copy
    expect(old[1]![1]).toBe(found.length - 1);
    // and the best copy is the one the query names
    expect((await pages('vault 0.3.2')).find((url) => url.startsWith('/old/'))).toBe('/old/version-0.3.2/Vault');
  });

  it('classifies pages by path and legacy notice, and labels old releases', () => {
    const rules = [{pattern: /\/deprecated\//, status: 'deprecated' as const}];
    const old = classifyPage('/sc/deprecated/V2/version-0.3.1/vault', rules, false);
    expect(old).toEqual({status: deprecated, version: '0.3.1', family: '/sc/deprecated/v2/vault'});
    expect(
      classifyPage(
        '/sc/deprecated/V2/version-0.4.3/smart-contracts/vault',
        [{pattern: /\/deprecated\//, status: 'deprecated'}],
        false,
      ).family,
    ).toBe('/sc/deprecated/v2/smart-contracts/vault');
    expect(classifyPage('/products/yeth', rules, true).status).toBe(legacy);
    expect(classifyPage('/products/vaults', rules, false)).toEqual({status: current, version: null, family: ''});
    expect(versionedTitle('Vault', old)).toBe('Vault (0.3.1, deprecated)');
  });
});

/** The status the site's rules give a page at this path. */
const statusOf = (path: string) => classifyPage(path, SEARCH_PAGE_STATUS_RULES, false).status;

/** Questions, verb and noun forms, and one record page per governance proposal. */
const questions: CompactIndex = {
  v: INDEX_FORMAT_VERSION,
  p: [
    ['/vaults/faq', 'Vaults', 'default', 'en', current, ''], // 0
    ['/vaults/overview', 'Vaults', 'default', 'en', current, ''], // 1
    ['/resources/glossary', 'Resources', 'default', 'en', current, ''], // 2
    ['/partners/introduction', 'Partners', 'default', 'en', current, ''], // 3
    ['/partners/collateral', 'Partners', 'default', 'en', current, ''], // 4
    ['/security/multisig', 'Security', 'default', 'en', statusOf('/security/multisig'), ''], // 5
    ['/governance/yips/yip-62', 'Governance', 'default', 'en', statusOf('/governance/yips/yip-62'), ''], // 6
  ],
  h: [
    [0, 1, 'Vaults FAQ', '', -1], // 0
    [0, 2, 'What is the difference between the first, second and third generation of vaults?', 'generations', 0], // 1
    [0, 2, 'What is gimme?', 'what-is-gimme', 0], // 2
    [1, 1, 'Vaults Overview', '', -1], // 3
    [2, 1, 'Glossary', '', -1], // 4
    [2, 2, 'Gimme', 'gimme', 4], // 5
    [3, 1, 'Partnership Program', '', -1], // 6
    [3, 2, 'Next steps', 'next-steps', 6], // 7
    [4, 1, 'Vault tokens as collateral', '', -1], // 8
    [5, 1, 'Yearn Multisig: signers, roles and the Guardian', '', -1], // 9
    [6, 1, 'YIP-62: Change Two Multisig Signers', '', -1], // 10
  ],
  c: [
    [1, 'Each generation changed how strategies share a vault.'],
    [2, 'Gimme was a single-asset vault for YFI.'],
    [3, 'A vault pools deposits and lends them to strategies.'],
    [5, 'A vault that compounded YFI rewards.'],
    [7, 'Choose how to integrate vault tokens into your product as collateral or as a wrapper.'],
    [8, 'Lending markets accept vault tokens as collateral; this integration guide lists what to check.'],
    [
      9,
      'The multisig holds the governance role of every vault. Six of its nine signers, elected by governance votes and spread across teams and time zones, must approve each transaction it sends: that threshold keeps one lost key from moving funds.',
    ],
    [10, 'Two signers were replaced; the threshold stayed, as the threshold needs its own vote.'],
  ],
};

const small = await engineOf(questions);

describe('questions, word forms and records', () => {
  it('treat a heading as the question asked only when the query makes up a good part of it', async () => {
    // The FAQ's long question only shares "what is" and "vaults" with the query: the overview answers it
    expect((await pages('what is a vault', small))[0]).toBe('/vaults/overview');
    // A short question heading that the query asks outranks a heading that only names the term
    expect((await pages('what is gimme', small))[0]).toBe('/vaults/faq');
  });

  it('match a verb with its noun and inflections', async () => {
    expect(new Set(['integrate', 'integrates', 'integrated', 'integrating', 'integration'].map(stem)).size).toBe(1);
    expect(stem('proposal')).toBe(stem('propose'));
    // Short words keep their ending
    expect(stem('fee')).toBe('fee');
    // "integration" counts as the query's "integrate": the page about collateral matches every word in its title
    expect((await pages('integrate vault tokens as collateral', small))[0]).toBe('/partners/collateral');
  });

  it('rank the record of a past proposal below a current page that matches as well, and first for its own title', async () => {
    expect(statusOf('/governance/yips/yip-62')).toBe(legacy);
    expect(statusOf('/governance/proposal-repository')).toBe(current);
    expect((await pages('multisig threshold', small)).slice(0, 2)).toEqual([
      '/security/multisig',
      '/governance/yips/yip-62',
    ]);
    expect((await pages('change multisig signers', small))[0]).toBe('/governance/yips/yip-62');
  });
});

// A guide has "withdraw" and "vault" in one section and "etherscan" in the next; a risk page has "withdraw" and
// "vault" in one section and no "etherscan" anywhere.
const spread = await engineOf({
  v: INDEX_FORMAT_VERSION,
  p: [
    ['/guides/faq', 'Guides', 'default', 'en', current, ''], // 0
    ['/security/risks', 'Security', 'default', 'en', current, ''], // 1
  ],
  h: [
    [0, 1, 'Frequently asked questions', '', -1], // 0
    [0, 2, 'Using a block explorer', 'explorer', 0], // 1
    [0, 2, 'Withdrawing from a vault', 'withdrawing', 0], // 2
    [1, 1, 'Vault risks', '', -1], // 3
    [1, 2, 'Withdraw limits', 'withdraw-limits', 3], // 4
  ],
  c: [
    [1, 'Etherscan shows every contract with its read and write tabs.'],
    [2, 'Call withdraw on the vault contract with your shares.'],
    [4, 'A withdraw can take less than asked when the vault is short of funds; the vault explains it.'],
  ],
});

describe('pages', () => {
  it('rank a page that has every query word, across its sections, above one that lacks one of them', async () => {
    // Both best sections have "withdraw" and "vault" (the risks page even in its title); only the FAQ has "etherscan"
    expect(await pages('withdraw vault etherscan', spread)).toEqual(['/guides/faq', '/security/risks']);
    // With every word in one section of each page, the section's own matches decide as before
    expect((await pages('withdraw vault', spread))[0]).toBe('/security/risks');
  });
});

/** Word forms, records of a numbered series and identifiers written as separate words. */
const forms = await engineOf({
  v: INDEX_FORMAT_VERSION,
  p: [
    ['/data/kong', 'Data', 'default', 'en', current, ''], // 0
    ['/resources/links', 'Resources', 'default', 'en', current, ''], // 1
    ['/governance/process', 'Governance', 'default', 'en', current, ''], // 2
    ['/governance/repository', 'Governance', 'default', 'en', current, ''], // 3
    ['/governance/yips/yip-45', 'Governance', 'default', 'en', legacy, '/governance/yips/yip-#'], // 4
    ['/governance/yips/yip-43', 'Governance', 'default', 'en', legacy, '/governance/yips/yip-#'], // 5
    ['/contracts/BaseStrategy', 'Contracts', 'default', 'en', current, ''], // 6
    ['/contracts/CommonTrigger', 'Contracts', 'default', 'en', current, ''], // 7
    ['/guides/health', 'Guides', 'default', 'en', current, ''], // 8
    ['/contracts/Strategy', 'Contracts', 'default', 'en', current, ''], // 9
    ['/lockers/ycrv', 'Lockers', 'default', 'en', current, ''], // 10
    ['/addresses/ycrv', 'Addresses', 'default', 'en', current, ''], // 11
  ],
  h: [
    [0, 1, 'Kong', '', -1], // 0
    [1, 1, 'Links', '', -1], // 1
    [1, 2, 'Statistics', 'statistics', 1], // 2
    [2, 1, 'Governance process', '', -1], // 3
    [3, 1, 'Proposal Repository', '', -1], // 4
    [4, 1, 'YIP-45: A bounty for proposing YIPs', '', -1], // 5
    [5, 1, 'YIP-43: Improve YIP categories', '', -1], // 6
    [6, 1, 'BaseStrategy', '', -1], // 7
    [6, 2, 'tendTrigger', 'tendtrigger', 7], // 8
    [7, 1, 'CommonTrigger', '', -1], // 9
    [7, 2, 'strategyTendTrigger', 'strategytendtrigger', 9], // 10
    [8, 1, 'Health checks', '', -1], // 11
    [9, 1, 'Strategy', '', -1], // 12
    [9, 2, 'report', 'report', 12], // 13
    [10, 1, 'yCRV overview', '', -1], // 14
    [11, 1, 'yCRV addresses', '', -1], // 15
  ],
  c: [
    [0, 'Kong indexes every vault event; indexing runs on each chain.'],
    [2, 'Dashboards read the data of the Kong indexer.'],
    [3, 'Proposals are submitted on the forum, then voted on.'],
    [4, 'The repository lists every YIP with its status.'],
    [5, 'A list of rewards for authors.'],
    [6, 'The categories the list of records uses.'],
    [8, 'Returns whether the keeper should call tend.'],
    [10, 'Asks the strategy for its tend trigger.'],
    [11, 'A health check stops a report that loses too much.'],
    [13, 'Calls healthCheck before it reports.'],
    [14, 'The st-yCRV vault compounds yCRV.'],
    [15, 'Staked tokens start with st; yCRV rows follow the CRV rows.'],
  ],
});

describe('word forms', () => {
  it('match a verb whose ending doubles its last consonant, and an agent noun with its verb', async () => {
    expect(stem('submitted')).toBe(stem('submit'));
    expect(stem('mapping')).toBe(stem('map'));
    // Too short to lose a letter, and letters that stay doubled in the word
    expect(stem('added')).toBe(stem('add'));
    expect(stem('called')).toBe(stem('call'));
    expect(agentStem('indexer')).toBe(stem('indexes'));
    expect(agentStem('indexers')).toBe(stem('indexing'));
    // A root this short is a word of its own
    expect(agentStem('owner')).toBeNull();
    expect(await pages('submit', forms)).toContain('/governance/process');
    // The page titled with the name says what it indexes; the other only names the indexer in passing
    expect((await pages('kong indexer', forms))[0]).toBe('/data/kong');
  });
});

describe('records of a numbered series', () => {
  it('rank below another page that matches as many words, unless their title holds every word', async () => {
    // Both records have "YIPs" or "YIP" in their titles; the repository only in its text
    expect((await pages('list of YIPs', forms))[0]).toBe('/governance/repository');
    expect((await pages('YIP-43', forms))[0]).toBe('/governance/yips/yip-43');
    expect((await pages('improve YIP categories', forms))[0]).toBe('/governance/yips/yip-43');
  });
});

describe('hyphenated compounds', () => {
  it('are one word as written closed up, with the words of each piece as parts', async () => {
    expect(tokenize('st-yCRV')).toEqual(['stycrv', 'st', 'ycrv', 'crv']);
    expect(tokenize('multi-sig')).toEqual(tokenize('multisig').concat(['multi', 'sig']));
    // A standard's name stays one word of letters and number, and what starts with a digit is its pieces
    expect(tokenize('ERC-4626')).toEqual(['erc4626', 'erc', '4626']);
    expect(tokenize('a 6-of-9 Safe')).toEqual(['a', '6', 'of', '9', 'safe']);
    // The compound ranks its page above one that has its pieces apart
    expect((await pages('st-yCRV', forms))[0]).toBe('/lockers/ycrv');
    expect((await pages('stycrv', forms))[0]).toBe('/lockers/ycrv');
  });
});

describe('words an identifier writes together', () => {
  it('match as that identifier where a heading names it', async () => {
    expect(parseQuery('tend trigger').words.map((word) => [word.term, word.compounds])).toEqual([
      ['tend', ['tendtrigger']],
      ['trigger', ['tendtrigger']],
    ]);
    expect(parseQuery('price per share').words[1]!.compounds).toEqual(['priceper', 'pricepershare', 'pershare']);
    // Stop words and identifiers start no run
    expect(parseQuery('how to tend').words.every((word) => word.compounds.length === 0)).toBe(true);
    expect((await pages('tend trigger', forms))[0]).toBe('/contracts/BaseStrategy');
  });

  it('count as the words themselves where only a paragraph holds the identifier', async () => {
    expect((await pages('health check', forms))[0]).toBe('/guides/health');
  });
});
