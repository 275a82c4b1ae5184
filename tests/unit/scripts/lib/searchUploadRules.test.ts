/**
 * search:upload sends Algolia the records the built-in engine answers from,
 * ranked by the same page facts: checked here on pages run through the
 * extractor, so a change to either side that the other does not follow
 * fails (rather than being kept in step by comments).
 */

import {SEARCH_PAGE_STATUS_RULES} from '@site/config/search';
import {compactIndex} from '@site/plugins/local-search/buildIndex';
import {extractPage} from '@site/plugins/local-search/extractPage';
import {shardIndex} from '@site/plugins/local-search/shardIndex';
import {type AlgoliaObject, pageFactsOf, toAlgoliaObjects} from '@site/scripts/lib/searchUpload';
import {expandCompactIndex} from '@site/src/search/indexFormat';
import {type Chunk, chunkCount, chunkFile, MANIFEST_FILE, type Manifest} from '@site/src/search/shardFormat';
import {docPage, heading} from '@site/tests/unit/fixtures/search/pages';
import {describe, expect, it} from 'vitest';

const SITE = 'https://docs.example';

const built = [
  docPage({
    url: '/developers/smart-contracts/V3/VaultV3',
    title: 'VaultV3',
    body: `<p>The vault of the third generation.</p>${heading(2, 'process_report', 'process_report')}<p>Books gains and losses.</p><ul><li>Only the keeper may call it.</li></ul>`,
  }),
  docPage({
    url: '/developers/smart-contracts/deprecated/V3/version-3.0.1/VaultV3',
    title: 'VaultV3',
    body: `<p>The vault of release 3.0.1.</p>${heading(2, 'process_report', 'process_report')}<p>Books gains.</p>`,
  }),
  docPage({
    url: '/developers/smart-contracts/deprecated/V3/version-3.0.2/VaultV3',
    title: 'VaultV3',
    body: '<p>The vault of release 3.0.2.</p>',
  }),
  docPage({
    url: '/contributing/governance/yips/yip-62',
    title: 'YIP-62: Change Two Multisig Signers',
    body: '<p>Two signers were replaced.</p>',
  }),
  docPage({
    url: '/contributing/governance/yips/yip-84',
    title: 'YIP-84: Rotate a multisig signer',
    body: '<p>One signer was replaced.</p>',
  }),
];
const index = compactIndex(
  built.map(
    (html, i) => extractPage(html, {fallbackUrl: `/p${i}`, sectionLabels: {}, statusRules: SEARCH_PAGE_STATUS_RULES})!,
  ),
);
const files = shardIndex(index);
const manifest = files.get(MANIFEST_FILE) as Manifest;
const objects = toAlgoliaObjects(expandCompactIndex(index), SITE, pageFactsOf(index));

/** What the engine shows for each section: its URL, hierarchy and texts, from the files the browser reads. */
function engineSections(): Array<{url: string; hierarchy: string[]; texts: string[]; page: number}> {
  const sections: Array<{url: string; hierarchy: string[]; texts: string[]; page: number}> = [];
  for (let i = 0; i < chunkCount(manifest); i += 1) {
    for (const [id, , hierarchy, anchor, paragraphs] of files.get(chunkFile(i)) as Chunk) {
      let page = 0;
      while (page + 1 < manifest.pages.length && manifest.pages[page + 1]![4] <= id) page += 1;
      const url = `${manifest.pages[page]![0]}${anchor ? `#${anchor}` : ''}`;
      sections.push({url, hierarchy: hierarchy.filter(Boolean), texts: paragraphs, page});
    }
  }
  return sections;
}

function uploadedSection(url: string): AlgoliaObject[] {
  return objects.filter((object) => object.url === `${SITE}${url}`);
}

describe('search:upload and the engine', () => {
  it('send the records the engine answers from: one heading record per section, then its texts', () => {
    const sections = engineSections();
    expect(sections.length).toBe(manifest.sections);
    expect(objects.length).toBe(sections.reduce((sum, section) => sum + 1 + section.texts.length, 0));
    for (const section of sections) {
      const records = uploadedSection(section.url);
      const [head, ...contents] = records;
      expect(head!.type, section.url).toBe(`lvl${section.hierarchy.length}`);
      const levels = Object.values(head!.hierarchy).slice(1).filter(Boolean);
      expect(levels, section.url).toEqual(section.hierarchy);
      expect(
        contents.map((record) => record.content),
        section.url,
      ).toEqual(section.texts);
    }
  });

  it('rank pages by the status the engine ranks them by', () => {
    for (const section of engineSections()) {
      for (const record of uploadedSection(section.url)) {
        expect(record.weight.page_rank, section.url).toBe(manifest.pages[section.page]![5]);
      }
    }
  });

  it('give the old releases of one contract one hit, as the engine gives them one slot, and every other section its own', () => {
    const keysOf = (pathPart: string) =>
      new Set(objects.filter((object) => object.url.includes(pathPart)).map((object) => object.distinct_key));
    const oldPages = manifest.pages.filter((page) => page[7] === 1);
    expect(oldPages).toHaveLength(2);
    expect(new Set(oldPages.map((page) => page[6])).size).toBe(1);
    expect(keysOf('/deprecated/')).toEqual(new Set([`family:${oldPages[0]![6]}`]));
    // A numbered series is a family to the engine (fewer of it first), never one hit: each record keeps its own
    const series = manifest.pages.filter((page) => page[0].includes('/yips/'));
    expect(series.every((page) => page[6] !== '' && page[6] === series[0]![6] && page[7] === 0)).toBe(true);
    const yipObjects = objects.filter((object) => object.url.includes('/yips/'));
    expect(yipObjects.every((object) => object.distinct_key === object.url)).toBe(true);
    const current = objects.filter((object) => object.url.includes('/V3/VaultV3'));
    expect(new Set(current.map((object) => object.distinct_key)).size).toBe(new Set(current.map((o) => o.url)).size);
  });
});
