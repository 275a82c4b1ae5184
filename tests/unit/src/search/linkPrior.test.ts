/**
 * Pages the site links to more rank first among sections every ranking
 * criterion ties: two contracts with the same function, one of them the
 * one the other pages send readers to.
 */
import {compactIndex, inboundLinks} from '@site/plugins/local-search/buildIndex';
import {extractPage} from '@site/plugins/local-search/extractPage';
import {shardIndex} from '@site/plugins/local-search/shardIndex';
import {SearchEngine} from '@site/src/search/engine';
import {docPage, heading} from '@site/tests/unit/fixtures/search/pages';
import {describe, expect, it} from 'vitest';

const contract = (url: string, title: string) =>
  docPage({
    url,
    title,
    body: `${heading(2, 'pricePerShare', 'pricepershare')}<p>Returns the value of one share in the asset.</p>`,
  });

const guide = (url: string, links: string) =>
  docPage({url, title: `Guide ${url.slice(-1)}`, body: `<p>Integrators read the share value from ${links}.</p>`});

const built = [
  contract('/contracts/strategy', 'Strategy'),
  contract('/contracts/vault', 'Vault'),
  guide('/guides/a', '<a href="/contracts/vault#pricepershare">the vault</a> and <a href="/contracts/vault">again</a>'),
  guide(
    '/guides/b',
    '<a href="/contracts/vault/">the vault</a>, <a href="https://example.com/contracts/strategy">a copy</a>',
  ),
  guide('/guides/c', '<a href="/contracts/strategy">the strategy</a> and <a href="/guides/c#top">this page</a>'),
];
const extracted = built.map((html, i) => extractPage(html, {fallbackUrl: `/p${i}`, sectionLabels: {}})!);

describe('links between pages', () => {
  it('are read from the text as the site paths it links to, each once, without anchors or the page itself', () => {
    expect(extracted[2]!.links).toEqual(['/contracts/vault']);
    // A trailing slash is the same page; another site is not a link to this one
    expect(extracted[3]!.links).toEqual(['/contracts/vault']);
    expect(extracted[4]!.links).toEqual(['/contracts/strategy']);
    expect(Object.fromEntries(inboundLinks(extracted))).toEqual({
      '/contracts/strategy': 1,
      '/contracts/vault': 2,
      '/guides/a': 0,
      '/guides/b': 0,
      '/guides/c': 0,
    });
  });

  it('rank the page more pages link to first when its section matches as well as another', async () => {
    const files = shardIndex(compactIndex(extracted));
    const engine = await SearchEngine.open(async (path) => JSON.parse(JSON.stringify(files.get(path))));
    const result = await engine.search('pricePerShare', undefined, 10, {distinctPages: true});
    const hits = await engine.hits(result.sections, result);
    expect(hits.map((hit) => hit.record.url_without_anchor).slice(0, 2)).toEqual([
      '/contracts/vault',
      '/contracts/strategy',
    ]);
  });
});
