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
  forEachPosting,
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

interface Candidate {
  term: string;
  weight: number;
  exact: boolean;
}

/** The sections one query word matches, in id order, as parallel arrays. */
interface WordMatches {
  ids: Int32Array;
  scores: Float64Array;
  /** The word is in the section's heading, which has this many words (0 when not in it). */
  headingWords: Uint16Array;
}

interface WordResult {
  terms: Set<string>;
  matches: WordMatches;
}

const MIN_PREFIX_LENGTH = 2;
const PREFIX_WEIGHT = 0.5;
const TYPO_WEIGHTS = [1, 0.45, 0.3];
/** The most completions a prefix expands to, most frequent first. */
const MAX_COMPLETIONS = 150;
/** Longer "words" are identifiers or addresses, where a typo match means nothing. */
const MAX_TYPO_WORD_LENGTH = 32;
const EXACT_HEADING_BOOST = 3;
/**
 * Per-word results kept for reuse: while a reader types or deletes the last
 * word, the words before it are looked up again on every keystroke.
 */
const WORD_CACHE_SIZE = 64;

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

/** Index of the first entry of a sorted list of strings that is ≥ value. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
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

/** Is `a` ranked before `b`: a higher score, or the same score and a lower id. */
function ranksBefore(scoreA: number, idA: number, scoreB: number, idB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && idA < idB);
}

/** Sort order of ranked sections, the same as `ranksBefore`. */
const byRank = (a: RankedSection, b: RankedSection) => b.score - a.score || a.id - b.id;

/**
 * The best `limit` of the scored sections, best first. A bounded heap keeps
 * the worst of the best at its root, so a common word's tens of thousands of
 * sections cost a pass, not a sort.
 */
function topSections(ids: number[], scores: number[], limit: number): RankedSection[] {
  if (ids.length <= limit) {
    return ids.map((id, i) => ({id, score: scores[i]!})).sort(byRank);
  }
  const heapIds = new Int32Array(limit);
  const heapScores = new Float64Array(limit);
  let size = 0;
  const worse = (i: number, j: number) => ranksBefore(heapScores[j]!, heapIds[j]!, heapScores[i]!, heapIds[i]!);
  const swap = (i: number, j: number) => {
    [heapIds[i], heapIds[j]] = [heapIds[j]!, heapIds[i]!];
    [heapScores[i], heapScores[j]] = [heapScores[j]!, heapScores[i]!];
  };
  for (let n = 0; n < ids.length; n += 1) {
    const id = ids[n]!;
    const score = scores[n]!;
    if (size < limit) {
      heapIds[size] = id;
      heapScores[size] = score;
      for (let i = size++; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (ranksBefore(score, id, heapScores[0]!, heapIds[0]!)) {
      heapIds[0] = id;
      heapScores[0] = score;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < size && worse(left, worst)) worst = left;
        if (right < size && worse(right, worst)) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return Array.from(heapIds, (id, i) => ({id, score: heapScores[i]!})).sort(byRank);
}

export class SearchEngine {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly shardTerms = new Map<string, string[]>();
  private readonly pageRecords: SearchRecord[];
  private readonly knownShards: Set<string>;
  /** Page index of every section. */
  private readonly sectionPages: Uint32Array;
  /** Which pages each facet filter lets through (null: all of them), by the filter's JSON. */
  private readonly allowedPages = new Map<string, Uint8Array | null>();
  private readonly wordResults = new Map<string, WordResult>();
  // Scratch space, one slot per section, reused by every query so that none allocates per section.
  private readonly scratchScores: Float64Array;
  private readonly scratchHeadingWords: Uint16Array;
  private readonly scratchCounts: Uint8Array;
  private readonly scratchExactWords: Uint8Array;

  private constructor(
    private readonly manifest: Manifest,
    private readonly load: IndexLoader,
  ) {
    this.pageRecords = manifest.pages.map(pageRecord);
    this.knownShards = new Set(manifest.shards);
    this.sectionPages = new Uint32Array(manifest.sections);
    manifest.pages.forEach((page, index) => {
      const end = manifest.pages[index + 1]?.[4] ?? manifest.sections;
      this.sectionPages.fill(index, page[4], end);
    });
    this.scratchScores = new Float64Array(manifest.sections);
    this.scratchHeadingWords = new Uint16Array(manifest.sections);
    this.scratchCounts = new Uint8Array(manifest.sections);
    this.scratchExactWords = new Uint8Array(manifest.sections);
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

  private candidates(word: string, isLast: boolean, shard: Shard): Candidate[] {
    const terms = this.shardTerms.get(shardKey(word)) ?? [];
    const found = new Map<string, Candidate>();
    if (shard[word]) found.set(word, {term: word, weight: 1, exact: true});
    if (isLast && word.length >= MIN_PREFIX_LENGTH) {
      const completions: string[] = [];
      // Terms are sorted, so a prefix's completions are one run from its insertion point; the
      // length of a term's encoded postings stands for how often it occurs.
      for (let i = lowerBound(terms, word); i < terms.length && terms[i]!.startsWith(word); i += 1) {
        if (terms[i] !== word) completions.push(terms[i]!);
      }
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

  /** Each section's best score for the word over its candidate terms. */
  private matchWord(candidates: Candidate[], shard: Shard, allowed: Uint8Array | null): WordMatches {
    const scores = this.scratchScores;
    const headingWords = this.scratchHeadingWords;
    const seen = this.scratchCounts;
    const touched: number[] = [];
    for (const {term, weight, exact} of candidates) {
      let section = 0;
      forEachPosting(shard[term]!, (delta, termScore, headingFlag) => {
        section += delta;
        if (allowed !== null && allowed[this.sectionPages[section]!] === 0) return;
        const score = termScore * weight;
        const heading = exact ? headingFlag : 0;
        if (seen[section] === 0) {
          seen[section] = 1;
          touched.push(section);
          scores[section] = score;
          headingWords[section] = heading;
        } else {
          if (score > scores[section]!) scores[section] = score;
          if (heading > headingWords[section]!) headingWords[section] = heading;
        }
      });
    }
    const ids = Int32Array.from(touched).sort();
    const matches: WordMatches = {ids, scores: new Float64Array(ids.length), headingWords: new Uint16Array(ids.length)};
    ids.forEach((id, i) => {
      matches.scores[i] = scores[id]!;
      matches.headingWords[i] = headingWords[id]!;
      seen[id] = 0;
    });
    return matches;
  }

  private async lookUpWord(word: string, isLast: boolean, filterKey: string, allowed: Uint8Array | null): Promise<WordResult> {
    const key = `${isLast ? 'last' : 'word'}\u0000${filterKey}\u0000${word}`;
    const cached = this.wordResults.get(key);
    if (cached) {
      // Most recently used last, so the oldest entry is the first to go.
      this.wordResults.delete(key);
      this.wordResults.set(key, cached);
      return cached;
    }
    const shard = await this.shard(shardKey(word));
    const candidates = this.candidates(word, isLast, shard);
    const result = {terms: new Set(candidates.map((candidate) => candidate.term)), matches: this.matchWord(candidates, shard, allowed)};
    this.wordResults.set(key, result);
    if (this.wordResults.size > WORD_CACHE_SIZE) this.wordResults.delete(this.wordResults.keys().next().value!);
    return result;
  }

  /** Finds the sections that match a query; `limit` bounds how many of the best are ranked and returned. */
  async search(query: string, facetFilters?: FacetFilters, limit = Number.POSITIVE_INFINITY): Promise<EngineResult> {
    const words = queryWords(query);
    if (words.length === 0) return {words, count: 0, sections: [], pageCounts: new Uint32Array(this.pageRecords.length), wordTerms: []};
    const filterKey = JSON.stringify(facetFilters ?? []);
    const allowed = this.pagesAllowedBy(filterKey, facetFilters);
    const perWord = await Promise.all(words.map((word, i) => this.lookUpWord(word, i === words.length - 1, filterKey, allowed)));
    const matches = perWord.map((word) => word.matches);
    let ranked = this.combine(matches, 'and', limit);
    if (ranked.count === 0 && words.length > 1) ranked = this.combine(matches, 'or', limit);
    return {words, ...ranked, wordTerms: perWord.map((word) => word.terms)};
  }

  private combine(perWord: WordMatches[], mode: 'and' | 'or', limit: number): Pick<EngineResult, 'count' | 'sections' | 'pageCounts'> {
    const totals = this.scratchScores;
    const counts = this.scratchCounts;
    const exactWords = this.scratchExactWords;
    const headingWords = this.scratchHeadingWords;
    const touched: number[] = [];
    for (const {ids, scores, headingWords: wordHeadings} of perWord) {
      for (let i = 0; i < ids.length; i += 1) {
        const id = ids[i]!;
        if (counts[id] === 0) {
          touched.push(id);
          totals[id] = 0;
          exactWords[id] = 0;
          headingWords[id] = 0;
        }
        totals[id] += scores[i]!;
        counts[id] += 1;
        if (wordHeadings[i]! > 0) {
          exactWords[id] += 1;
          headingWords[id] = wordHeadings[i]!;
        }
      }
    }
    const wordCount = perWord.length;
    const pageCounts = new Uint32Array(this.pageRecords.length);
    const ids: number[] = [];
    const scores: number[] = [];
    for (const id of touched) {
      const matched = counts[id]!;
      counts[id] = 0;
      if (mode === 'and' && matched < wordCount) continue;
      const isExactHeading = exactWords[id] === wordCount && headingWords[id] === wordCount;
      ids.push(id);
      scores.push(totals[id]! * (isExactHeading ? EXACT_HEADING_BOOST : 1));
      pageCounts[this.sectionPages[id]!] += 1;
    }
    return {count: ids.length, sections: topSections(ids, scores, limit), pageCounts};
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
