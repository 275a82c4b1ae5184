/**
 * The local search engine over the sharded index (see shardFormat.ts). It
 * ranks like the Algolia settings search:upload pushes, criterion after
 * criterion, with one criterion before Algolia's: pages that have more of
 * the query's words, in any of their sections, first (the modal lists
 * pages). Then more matched query words in the section (stop words need not match;
 * an identifier's parts are words, and the whole identifier satisfies them
 * all); then fewer typos; then where the words are (page title, then the
 * section's heading, then its text); then current pages before legacy and
 * deprecated ones; then the build-time BM25 score. The last word also
 * matches as a prefix, plurals and simple inflections match as the word,
 * words of 5+ letters tolerate one typo, and synonyms (./synonyms.ts) match
 * as the word. Old releases of one contract take one slot (the others
 * follow every other match), one family of pages (a numbered series of
 * records) takes at most two of the first five places while other pages
 * match, and the modal gets one section per page before a second of any
 * page.
 *
 * The parts: shardCache.ts loads the index files, wordForms.ts finds the
 * terms a word stands for, wordMatches.ts the sections each word matches,
 * combine.ts and scoring.ts rank them, sectionRecords.ts builds the records.
 */
import {Combiner} from './combine';
import {boundedDistance} from './editDistance';
import {compileFacetFilters} from './facetFilters';
import type {RankedSection} from './scoring';
import {pageRecord, sectionRecord, wordCoverage} from './sectionRecords';
import {type IndexLoader, ShardCache} from './shardCache';
import {isManifest, MANIFEST_FILE, type Manifest, shardKey} from './shardFormat';
import {findSynonyms} from './synonyms';
import {parseQuery} from './text';
import type {FacetFilters, SearchRecord} from './types';
import {WordMatcher, type WordResult, type WordSynonyms} from './wordMatches';

export type {RankedSection} from './scoring';
export type {IndexLoader} from './shardCache';

export interface EngineResult {
  /** Query words as the engine read them. */
  words: string[];
  /** How many sections match. */
  count: number;
  /** The best matching sections, best first: all of them, or as many as the search's limit asked for. */
  sections: RankedSection[];
  /** Matching sections per page, by page index (facets are page attributes). */
  pageCounts: Uint32Array;
  /** Indexed words each query word matched (itself, its completions, near spellings). */
  wordTerms: Array<Set<string>>;
}

export interface SectionHit {
  record: SearchRecord;
  /** Indexed words to highlight in this hit. */
  terms: Set<string>;
}

export interface SearchOptions {
  /** Ranks each page's best section before any page's second one (the modal's order). */
  distinctPages?: boolean;
}

export class SearchEngine {
  private readonly pageRecords: SearchRecord[];
  /** Page index of every section. */
  private readonly sectionPages: Uint32Array;
  /** Which pages each facet filter lets through (null: all of them), by the filter's JSON. */
  private readonly allowedPages = new Map<string, Uint8Array | null>();
  private readonly shards: ShardCache;
  private readonly words: WordMatcher;
  private readonly combiner: Combiner;

  private constructor(
    private readonly manifest: Manifest,
    load: IndexLoader,
  ) {
    this.pageRecords = manifest.pages.map(pageRecord);
    this.sectionPages = new Uint32Array(manifest.sections);
    manifest.pages.forEach((page, index) => {
      const end = manifest.pages[index + 1]?.[4] ?? manifest.sections;
      this.sectionPages.fill(index, page[4], end);
    });
    this.shards = new ShardCache(manifest, load);
    this.words = new WordMatcher(this.shards, this.sectionPages);
    this.combiner = new Combiner(manifest.pages, this.sectionPages);
  }

  static async open(load: IndexLoader): Promise<SearchEngine> {
    const manifest = await load(MANIFEST_FILE);
    if (!isManifest(manifest)) throw new Error('The search index has an unsupported format.');
    return new SearchEngine(manifest, load);
  }

  pageIndexOf(sectionId: number): number {
    return this.sectionPages[sectionId]!;
  }

  private pagesAllowedBy(filterKey: string, facetFilters: FacetFilters | undefined): Uint8Array | null {
    if (!this.allowedPages.has(filterKey)) {
      const filter = compileFacetFilters(facetFilters);
      const allowed = Uint8Array.from(this.pageRecords, (record) => (filter(record) ? 1 : 0));
      this.allowedPages.set(filterKey, allowed.every((flag) => flag === 1) ? null : allowed);
    }
    return this.allowedPages.get(filterKey)!;
  }

  /** Finds the sections that match a query; `limit` bounds how many of the best are ranked and returned. */
  async search(
    query: string,
    facetFilters?: FacetFilters,
    limit = Number.POSITIVE_INFINITY,
    options: SearchOptions = {},
  ): Promise<EngineResult> {
    const parsed = parseQuery(query);
    const words = parsed.words.map((word) => word.term);
    if (words.length === 0)
      return {words, count: 0, sections: [], pageCounts: new Uint32Array(this.pageRecords.length), wordTerms: []};
    const filterKey = JSON.stringify(facetFilters ?? []);
    const allowed = this.pagesAllowedBy(filterKey, facetFilters);
    const synonyms = findSynonyms(parsed.wholes);
    const perWord: WordResult[] = [];
    for (const word of parsed.words) {
      const extra: WordSynonyms = {words: [], phrases: []};
      for (const match of synonyms) {
        if (word.source >= match.start && word.source < match.end) {
          extra.words.push(...match.words);
          extra.phrases.push(...match.phrases);
        }
      }
      perWord.push(await this.words.lookUp(word, extra, filterKey, allowed));
    }
    const ranked = this.combiner.combine(
      perWord.map((word) => word.matches),
      parsed.words.map((word) => word.optional),
      limit,
      options.distinctPages === true,
    );
    return {words, ...ranked, wordTerms: perWord.map((word) => word.terms)};
  }

  /**
   * Up to `limit` queries that return results, for a query that returns
   * none: indexed words close to its words (a completion, or one or two
   * letters off), most frequent first; else the names of the largest result
   * groups. Each is checked to find something.
   */
  async suggest(query: string, limit = 3): Promise<string[]> {
    const words = parseQuery(query).words.filter((word) => !word.optional || word.isLast);
    const scored: Array<{term: string; distance: number; frequency: number}> = [];
    for (const word of words) {
      const key = shardKey(word.term);
      const shard = await this.shards.shard(key);
      for (const term of this.shards.termsOf(key)) {
        if (term === word.term || term.length < 3) continue;
        const distance = term.startsWith(word.term)
          ? 0.5
          : word.term.length >= 4
            ? boundedDistance(word.term, term, 2)
            : -1;
        if (distance >= 0) scored.push({term, distance, frequency: shard[term]!.length});
      }
    }
    scored.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.term < b.term ? -1 : 1));
    const groups = new Map<string, number>();
    for (const page of this.manifest.pages) groups.set(page[1], (groups.get(page[1]) ?? 0) + 1);
    const groupNames = [...groups.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    const suggestions: string[] = [];
    for (const candidate of [...new Set([...scored.map((entry) => entry.term), ...groupNames])]) {
      if (suggestions.length >= limit) break;
      if ((await this.search(candidate, undefined, 1)).count > 0) suggestions.push(candidate);
    }
    return suggestions;
  }

  /** The top-level heading (section or sidebar category) of a section's page. */
  lvl0Of(sectionId: number): string {
    return this.manifest.pages[this.pageIndexOf(sectionId)]![1];
  }

  /** Each page with matches, as the record its facets are read from, and how many sections of it match. */
  matchingPages(pageCounts: Uint32Array): Array<[SearchRecord, number]> {
    const pages: Array<[SearchRecord, number]> = [];
    pageCounts.forEach((count, index) => {
      if (count > 0) pages.push([this.pageRecords[index]!, count]);
    });
    return pages;
  }

  /** The records to show for ranked sections: the heading, or the paragraph that matches more words. */
  async hits(sections: RankedSection[], result: EngineResult): Promise<SectionHit[]> {
    const entries = await Promise.all(sections.map((section) => this.shards.chunkSection(section.id)));
    const allTerms = new Set(result.wordTerms.flatMap((terms) => [...terms]));
    const coverage = wordCoverage(result.wordTerms);
    return entries.map((entry) => ({
      terms: allTerms,
      record: sectionRecord(entry, this.manifest.pages[this.pageIndexOf(entry[0])]!, coverage),
    }));
  }
}
