/**
 * Builds the sharded index the browser reads (see src/search/shardFormat.ts)
 * from the extracted pages. Each heading with the paragraphs under it is one
 * section, the unit of search (DocSearch shows one hit per section URL).
 * Word scores are BM25 over three fields, weighted as DocSearch's settings
 * rank: the section's own heading counts most, then its paragraphs, then its
 * parent headings; higher headings get a boost, and so do pages more of the
 * site links to (LINK_PRIOR). Each posting also says
 * where the word is (page title, the section's heading, elsewhere), which
 * ranks before the score.
 */
import type {CompactIndex} from '../../src/search/indexFormat';
import {PAGE_STATUS} from '../../src/search/pageStatus';
import {
  type Chunk,
  type ChunkSection,
  chunkFile,
  chunkIndexOf,
  encodePostings,
  MANIFEST_FILE,
  type Manifest,
  SHARDED_FORMAT_VERSION,
  type Shard,
  shardFile,
  shardKey,
} from '../../src/search/shardFormat';
import {tokenize} from '../../src/search/text';
import {B, CHUNK_SECTIONS, FIELD_BOOSTS, type Field, K1, LEVEL_BOOST, LINK_PRIOR} from '../../src/search/tunables';

/** Where a word is in a section (the low bits of a posting's place, see shardFormat.ts). */
export const PLACE_TITLE = 3;
export const PLACE_HEADING = 2;
export const PLACE_OTHER = 1;

interface Section {
  pageIndex: number;
  level: number;
  hierarchy: string[];
  anchor: string;
  contents: string[];
  fields: Record<Field, string[]>;
  /** Words of the page title (the section's own heading for a page's first section). */
  titleWords: Set<string>;
}

function sectionsOf(index: CompactIndex): Section[] {
  const contents = new Map<number, string[]>();
  for (const [heading, text] of index.c) {
    const list = contents.get(heading);
    if (list) list.push(text);
    else contents.set(heading, [text]);
  }
  const sections: Section[] = [];
  index.h.forEach(([pageIndex, level, text, anchor, parent]) => {
    const hierarchy = parent >= 0 ? sections[parent]!.hierarchy.slice(0, level - 1) : [];
    while (hierarchy.length < level - 1) hierarchy.push('');
    hierarchy.push(text);
    const paragraphs = contents.get(sections.length) ?? [];
    sections.push({
      pageIndex,
      level,
      hierarchy,
      anchor,
      contents: paragraphs,
      fields: {
        t: tokenize(text),
        a: tokenize(hierarchy.slice(0, -1).join(' ')),
        c: tokenize(paragraphs.join(' ')),
      },
      titleWords: new Set(tokenize(hierarchy[0] ?? '')),
    });
  });
  return sections;
}

function termFrequencies(tokens: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/** Each term's postings triples, as numbers (see `Postings` for their meaning). */
function postingsByTerm(sections: Section[], pagePriors: readonly number[]): Map<string, number[]> {
  const fields = Object.keys(FIELD_BOOSTS) as Field[];
  const averageLength = Object.fromEntries(
    fields.map((field) => [
      field,
      sections.reduce((sum, s) => sum + s.fields[field].length, 0) / Math.max(1, sections.length) || 1,
    ]),
  ) as Record<Field, number>;
  const frequencies = sections.map(
    (section) =>
      Object.fromEntries(fields.map((field) => [field, termFrequencies(section.fields[field])])) as Record<
        Field,
        Map<string, number>
      >,
  );
  const documentFrequency = new Map<string, number>();
  for (const perField of frequencies) {
    const terms = new Set(fields.flatMap((field) => [...perField[field].keys()]));
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }

  const postings = new Map<string, number[]>();
  const previous = new Map<string, number>();
  sections.forEach((section, id) => {
    const perField = frequencies[id]!;
    const terms = new Set(fields.flatMap((field) => [...perField[field].keys()]));
    const levelBoost = (1 + LEVEL_BOOST * (7 - section.level)) * pagePriors[section.pageIndex]!;
    for (const term of terms) {
      const df = documentFrequency.get(term)!;
      const idf = Math.log(1 + (sections.length - df + 0.5) / (df + 0.5));
      let fieldScore = 0;
      for (const field of fields) {
        const tf = perField[field].get(term) ?? 0;
        if (tf === 0) continue;
        const norm = 1 - B + (B * section.fields[field].length) / averageLength[field];
        fieldScore += FIELD_BOOSTS[field] * ((tf * (K1 + 1)) / (tf + K1 * norm));
      }
      const score = Math.max(1, Math.round(idf * fieldScore * levelBoost * 100));
      const inHeading = perField.t.has(term);
      const where = section.titleWords.has(term) ? PLACE_TITLE : inHeading ? PLACE_HEADING : PLACE_OTHER;
      const place = (inHeading ? Math.min(255, section.fields.t.length) : 0) * 4 + where;
      const list = postings.get(term) ?? [];
      list.push(id - (previous.get(term) ?? 0), score, place);
      postings.set(term, list);
      previous.set(term, id);
    }
  });
  return postings;
}

function chunksOf(sections: Section[]): Chunk[] {
  const chunks: Chunk[] = [];
  sections.forEach((section, id) => {
    const entry: ChunkSection = [id, section.level, section.hierarchy, section.anchor, section.contents];
    const index = chunkIndexOf(id, CHUNK_SECTIONS);
    chunks[index] ??= [];
    chunks[index].push(entry);
  });
  return chunks;
}

/** Every file of the sharded index, by path relative to the index folder. */
export function shardIndex(index: CompactIndex): Map<string, unknown> {
  const sections = sectionsOf(index);
  const firstSection = new Map<number, number>();
  sections.forEach((section, id) => {
    if (!firstSection.has(section.pageIndex)) firstSection.set(section.pageIndex, id);
  });

  const shards = new Map<string, Shard>();
  // A page more of the site links to is, on equal matches, the one readers are sent to.
  const pagePriors = index.p.map((page) => 1 + LINK_PRIOR * Math.log1p(page[7] ?? 0));
  for (const [term, postings] of postingsByTerm(sections, pagePriors)) {
    const key = shardKey(term);
    const shard = shards.get(key) ?? {};
    shard[term] = encodePostings(postings);
    shards.set(key, shard);
  }
  const chunks = chunksOf(sections);

  const manifest: Manifest = {
    v: SHARDED_FORMAT_VERSION,
    pages: index.p.map(([url, lvl0, tag, language, status, family, release], pageIndex) => [
      url,
      lvl0,
      tag,
      language,
      firstSection.get(pageIndex) ?? -1,
      status ?? PAGE_STATUS.current,
      family ?? '',
      release ? 1 : 0,
    ]),
    sections: sections.length,
    chunkSections: CHUNK_SECTIONS,
    shards: [...shards.keys()].sort(),
  };
  const files = new Map<string, unknown>([[MANIFEST_FILE, manifest]]);
  for (const [key, shard] of shards) files.set(shardFile(key), shard);
  for (const [i, chunk] of chunks.entries()) files.set(chunkFile(i), chunk);
  return files;
}
