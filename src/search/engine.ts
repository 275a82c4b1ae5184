/**
 * The local search engine over the sharded index (see shardFormat.ts). It
 * ranks like DocSearch's Algolia settings: every query word must match
 * (falling back to any word when none has them all); the last word also
 * matches as a prefix; words of 4+ letters tolerate a typo (2 from 8
 * letters) after their first two letters; an exact heading ranks first; one
 * hit per section. Scores were computed at build time, so a query only adds
 * them up, and it fetches only the shards of its words and the texts of the
 * hits it shows.
 */
import {compileFacetFilters} from './facetFilters';
import {levelWeight} from './indexFormat';
import {
  type Chunk,
  type ChunkSection,
  chunkFile,
  MANIFEST_FILE,
  type Manifest,
  type ManifestPage,
  SHARDED_FORMAT_VERSION,
  type Shard,
  shardFile,
  shardKey,
} from './shardFormat';
import {queryWords, tokenize} from './text';
import type {FacetFilters, Hierarchy, RecordType, SearchRecord} from './types';

/** Reads a file of the index by its path inside the index folder. */
export type IndexLoader = (path: string) => Promise<unknown>;

export interface RankedSection {
  id: number;
  score: number;
}

export interface EngineResult {
  /** Query words as the engine read them. */
  words: string[];
  /** Every matching section, best first. */
  sections: RankedSection[];
  /** Indexed words each query word matched (itself, its completions, near spellings). */
  wordTerms: Array<Set<string>>;
}

export interface SectionHit {
  record: SearchRecord;
  /** Indexed words to highlight in this hit. */
  terms: Set<string>;
}

interface Candidate {
  term: string;
  weight: number;
  exact: boolean;
}

interface WordMatch {
  score: number;
  /** The word is in the section's heading, which has this many words (0 when not in it). */
  headingWords: number;
}

const MIN_PREFIX_LENGTH = 2;
const PREFIX_WEIGHT = 0.5;
const TYPO_WEIGHTS = [1, 0.45, 0.3];
/** The most completions a prefix expands to, most frequent first. */
const MAX_COMPLETIONS = 150;
/** Longer "words" are identifiers or addresses, where a typo match means nothing. */
const MAX_TYPO_WORD_LENGTH = 32;
const EXACT_HEADING_BOOST = 3;

function typoTolerance(word: string): number {
  if (word.length > MAX_TYPO_WORD_LENGTH) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Levenshtein distance if it is at most `max`, else -1. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return -1;
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return -1;
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : -1;
}

function pageRecord(page: ManifestPage): SearchRecord {
  const [url, lvl0, tag, language] = page;
  return {
    objectID: url,
    type: 'lvl1',
    hierarchy: {lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    url,
    url_without_anchor: url,
    anchor: null,
    language,
    docusaurus_tag: tag,
    weight: {level: 0, position: 0},
  };
}

function isManifest(value: unknown): value is Manifest {
  return typeof value === 'object' && value !== null && (value as Manifest).v === SHARDED_FORMAT_VERSION;
}

/** Index of the last entry of a sorted list that is ≤ value. */
function floorIndex(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (sorted[middle]! <= value) low = middle;
    else high = middle - 1;
  }
  return low;
}

export class SearchEngine {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly shardTerms = new Map<string, string[]>();
  private readonly pageRecords: SearchRecord[];
  private readonly pageStarts: number[];
  private readonly knownShards: Set<string>;

  private constructor(
    private readonly manifest: Manifest,
    private readonly load: IndexLoader,
  ) {
    this.pageRecords = manifest.pages.map(pageRecord);
    this.pageStarts = manifest.pages.map((page) => page[4]);
    this.knownShards = new Set(manifest.shards);
  }

  static async open(load: IndexLoader): Promise<SearchEngine> {
    const manifest = await load(MANIFEST_FILE);
    if (!isManifest(manifest)) throw new Error('The search index has an unsupported format.');
    return new SearchEngine(manifest, load);
  }

  /** Loads a file once; a failed load is forgotten so the next query retries it. */
  private file<T>(path: string): Promise<T> {
    let pending = this.files.get(path);
    if (!pending) {
      pending = this.load(path);
      pending.catch(() => this.files.delete(path));
      this.files.set(path, pending);
    }
    return pending as Promise<T>;
  }

  private async shard(key: string): Promise<Shard> {
    if (!this.knownShards.has(key)) return {};
    const shard = await this.file<Shard>(shardFile(key));
    if (!this.shardTerms.has(key)) this.shardTerms.set(key, Object.keys(shard).sort());
    return shard;
  }

  pageIndexOf(sectionId: number): number {
    return floorIndex(this.pageStarts, sectionId);
  }

  private candidates(word: string, isLast: boolean, shard: Shard): Candidate[] {
    const terms = this.shardTerms.get(shardKey(word)) ?? [];
    const found = new Map<string, Candidate>();
    if (shard[word]) found.set(word, {term: word, weight: 1, exact: true});
    if (isLast && word.length >= MIN_PREFIX_LENGTH) {
      const completions = terms.filter((term) => term !== word && term.startsWith(word));
      completions.sort((a, b) => shard[b]!.length - shard[a]!.length);
      for (const term of completions.slice(0, MAX_COMPLETIONS)) {
        found.set(term, {term, weight: (PREFIX_WEIGHT * word.length) / term.length, exact: false});
      }
    }
    const tolerance = typoTolerance(word);
    if (tolerance > 0) {
      for (const term of terms) {
        if (found.has(term)) continue;
        const distance = boundedDistance(word, term, tolerance);
        if (distance > 0) found.set(term, {term, weight: TYPO_WEIGHTS[distance]!, exact: false});
      }
    }
    return [...found.values()];
  }

  private matchWord(candidates: Candidate[], shard: Shard, allowed: (section: number) => boolean): Map<number, WordMatch> {
    const matches = new Map<number, WordMatch>();
    for (const {term, weight, exact} of candidates) {
      const postings = shard[term]!;
      let section = 0;
      for (let i = 0; i < postings.length; i += 3) {
        section += postings[i]!;
        if (!allowed(section)) continue;
        const score = postings[i + 1]! * weight;
        const headingWords = exact ? postings[i + 2]! : 0;
        const existing = matches.get(section);
        if (!existing) matches.set(section, {score, headingWords});
        else {
          if (score > existing.score) existing.score = score;
          if (headingWords > existing.headingWords) existing.headingWords = headingWords;
        }
      }
    }
    return matches;
  }

  async search(query: string, facetFilters?: FacetFilters): Promise<EngineResult> {
    const words = queryWords(query);
    if (words.length === 0) return {words, sections: [], wordTerms: []};
    const shards = await Promise.all(words.map((word) => this.shard(shardKey(word))));
    const pageAllowed = this.pageRecords.map(compileFacetFilters(facetFilters));
    const allowed = (section: number) => pageAllowed[this.pageIndexOf(section)]!;

    const perWord = words.map((word, i) => {
      const candidates = this.candidates(word, i === words.length - 1, shards[i]!);
      return {terms: new Set(candidates.map((candidate) => candidate.term)), matches: this.matchWord(candidates, shards[i]!, allowed)};
    });

    let sections = this.combine(perWord.map((word) => word.matches), words.length, 'and');
    if (sections.length === 0 && words.length > 1) sections = this.combine(perWord.map((word) => word.matches), words.length, 'or');
    return {words, sections, wordTerms: perWord.map((word) => word.terms)};
  }

  private combine(matches: Array<Map<number, WordMatch>>, wordCount: number, mode: 'and' | 'or'): RankedSection[] {
    const totals = new Map<number, {score: number; exactWords: number; headingWords: number; matched: number}>();
    for (const perWord of matches) {
      for (const [section, match] of perWord) {
        const total = totals.get(section) ?? {score: 0, exactWords: 0, headingWords: 0, matched: 0};
        total.score += match.score;
        total.matched += 1;
        if (match.headingWords > 0) {
          total.exactWords += 1;
          total.headingWords = match.headingWords;
        }
        totals.set(section, total);
      }
    }
    const ranked: RankedSection[] = [];
    for (const [id, total] of totals) {
      if (mode === 'and' && total.matched < wordCount) continue;
      const isExactHeading = total.exactWords === wordCount && total.headingWords === wordCount;
      ranked.push({id, score: total.score * (isExactHeading ? EXACT_HEADING_BOOST : 1)});
    }
    return ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** The top-level heading (section or sidebar category) of a section's page. */
  lvl0Of(sectionId: number): string {
    return this.manifest.pages[this.pageIndexOf(sectionId)]![1];
  }

  /** Facet counts over the matching sections (facets are page attributes). */
  pageRecordsOf(sections: RankedSection[]): SearchRecord[] {
    return sections.map((section) => this.pageRecords[this.pageIndexOf(section.id)]!);
  }

  private async chunkSection(id: number): Promise<ChunkSection> {
    const chunkIndex = floorIndex(this.manifest.chunks, id);
    const chunk = await this.file<Chunk>(chunkFile(chunkIndex));
    return chunk[id - this.manifest.chunks[chunkIndex]!]!;
  }

  /** The records to show for ranked sections: the heading, or the paragraph that matches more words. */
  async hits(sections: RankedSection[], result: EngineResult): Promise<SectionHit[]> {
    const entries = await Promise.all(sections.map((section) => this.chunkSection(section.id)));
    const allTerms = new Set(result.wordTerms.flatMap((terms) => [...terms]));
    const coverage = (text: string) => {
      const tokens = new Set(tokenize(text));
      return result.wordTerms.filter((terms) => [...terms].some((term) => tokens.has(term))).length;
    };
    return entries.map(([id, level, hierarchyTexts, anchor, paragraphs]) => {
      const [url, lvl0, tag, language] = this.manifest.pages[this.pageIndexOf(id)]!;
      const hierarchy: Hierarchy = {lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
      hierarchyTexts.forEach((text, i) => {
        hierarchy[`lvl${i + 1}` as keyof Hierarchy] = text || null;
      });
      const headingCoverage = coverage(hierarchyTexts[hierarchyTexts.length - 1] ?? '');
      let best = -1;
      let bestCoverage = headingCoverage;
      paragraphs.forEach((paragraph, i) => {
        const covered = coverage(paragraph);
        if (covered > bestCoverage) {
          best = i;
          bestCoverage = covered;
        }
      });
      const type: RecordType = best >= 0 ? 'content' : (`lvl${level}` as RecordType);
      return {
        terms: allTerms,
        record: {
          objectID: best >= 0 ? `${id}-${best}` : String(id),
          type,
          hierarchy,
          content: best >= 0 ? paragraphs[best]! : null,
          url: anchor ? `${url}#${anchor}` : url,
          url_without_anchor: url,
          anchor: anchor || null,
          language,
          docusaurus_tag: tag,
          weight: {level: levelWeight(type), position: best + 1},
        },
      };
    });
  }
}
