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
 */
import {compileFacetFilters} from './facetFilters';
import {levelWeight} from './indexFormat';
import {
  type Chunk,
  type ChunkSection,
  chunkFile,
  chunkIndexOf,
  forEachPosting,
  isManifest,
  MANIFEST_FILE,
  type Manifest,
  type ManifestPage,
  type Shard,
  shardFile,
  shardKey,
} from './shardFormat';
import {agentStem, stem} from './stem';
import {findSynonyms} from './synonyms';
import {parseQuery, type QueryWord, tokenize} from './text';
import {
  EXACT_HEADING_BOOST,
  FAMILY_SLOTS,
  FAMILY_WINDOW,
  MAX_COMPLETIONS,
  MAX_TYPO_WORD_LENGTH,
  MIN_PREFIX_LENGTH,
  MIN_TYPO_LENGTH,
  OPTIONAL_WEIGHT,
  PREFIX_WEIGHT,
  QUESTION_HEADING_SHARE,
  SYNONYM_WEIGHT,
  TYPO_WEIGHT,
  VARIANT_WEIGHT,
  WHOLE_WEIGHT,
} from './tunables';
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
  /** Not a typo match. */
  exact: boolean;
  /** The word itself, a variant, its whole identifier or a synonym: not a completion or near spelling. */
  full: boolean;
  /** The whole identifier the word is part of. */
  whole?: boolean;
  /** Counts as the whole identifier only where the section's heading or page title holds it (compounds). */
  wholeInHeadings?: boolean;
}

/** The sections one query word matches, in id order, as parallel arrays. */
interface WordMatches {
  ids: Int32Array;
  scores: Float64Array;
  /** The posting's place (see shardFormat.ts) of the best match: heading words × 4 + where. */
  places: Uint16Array;
  /** 1 when the section matched without a typo, 2 when through the whole identifier too. */
  exact: Uint8Array;
}

interface WordResult {
  terms: Set<string>;
  matches: WordMatches;
}

/** Where a posting's word is: in the page title (see shardFormat.ts). */
const PLACE_TITLE = 3;
const PLACE_OTHER = 1;
/** Scores are below this, so a rank key can hold the criteria above them. */
const SCORE_RANGE = 1e7;
/** Added to the key of each page's best section when the modal asks for distinct pages first. */
const FIRST_OF_PAGE = 1e15;
/**
 * Per-word results kept for reuse: while a reader types or deletes the last
 * word, the words before it are looked up again on every keystroke.
 */
const WORD_CACHE_SIZE = 64;
/**
 * Whether two words are one edit apart (a letter changed, added or dropped):
 * Levenshtein distance 1 in one pass without allocating, since a typo
 * lookup compares the word with every term of its shard.
 */
export function isOneEditApart(a: string, b: string): boolean {
  const [long, short] = a.length >= b.length ? [a, b] : [b, a];
  const gap = long.length - short.length;
  if (gap > 1) return false;
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i += 1;
  if (i === short.length) return gap === 1;
  // Past the first difference the rest must match: shifted by one when a letter was added.
  for (let j = i + 1; j < long.length; j += 1) {
    if (long.charCodeAt(j) !== short.charCodeAt(j - gap)) return false;
  }
  return true;
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

/** What a section's rank is made of, most significant first (see RANK_CRITERIA). */
interface RankFacts {
  /** Required query words the section matches. */
  words: number;
  /** Words matched through their whole identifier. */
  wholes: number;
  /** Words matched without a typo. */
  exact: number;
  /** Sum of where the words are (3 page title, 2 the section's heading, 1 elsewhere). */
  places: number;
  /** 0 for an old release of a contract. */
  current: number;
  /** PAGE_STATUS of its page. */
  status: number;
  /** 0 for a record of a numbered series (one page per proposal) whose title lacks some of the query's words. */
  unnamedRecord: number;
  /** The query's stop words in a heading that asks the question (see combine). */
  questionHeading: number;
  /** Required query words found anywhere on the section's page, in any of its sections. */
  pageWords: number;
}

/**
 * The criteria, most significant first, with the number of values each takes
 * (counts are capped to fit): more of the query's words on the section's
 * page, in any of its sections (the modal lists pages); more matched words
 * in the section itself; then current pages before
 * old releases of a contract that match as many words (an old copy follows
 * the current pages, and stays above sections that match fewer words); words
 * matched through their whole identifier; words matched without a typo;
 * where the words are; status; the query's stop words in a heading that asks
 * the question (the query's words make up a third of its words or more, so a
 * long question about something else does not count). A record of a numbered
 * series (one page per proposal) follows the other pages that match as many
 * words unless its title holds every word: the query then names the record.
 */
const RANK_CRITERIA: ReadonlyArray<[keyof RankFacts, number]> = [
  ['pageWords', 16],
  ['words', 16],
  ['current', 2],
  ['unnamedRecord', 2],
  ['wholes', 8],
  ['exact', 8],
  ['places', 64],
  ['status', 4],
  ['questionHeading', 4],
];

/** One number that orders sections by the criteria, then by score. */
function rankKey(facts: RankFacts, score: number): number {
  let criteria = 0;
  for (const [name, size] of RANK_CRITERIA) criteria = criteria * size + Math.min(size - 1, facts[name]);
  return criteria * SCORE_RANGE + score;
}

export interface SearchOptions {
  /** Ranks each page's best section before any page's second one (the modal's order). */
  distinctPages?: boolean;
}

export class SearchEngine {
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly shardTerms = new Map<string, string[]>();
  private readonly shardStems = new Map<string, Map<string, string[]>>();
  private readonly pageRecords: SearchRecord[];
  private readonly knownShards: Set<string>;
  /** Page index of every section. */
  private readonly sectionPages: Uint32Array;
  /** Which pages each facet filter lets through (null: all of them), by the filter's JSON. */
  private readonly allowedPages = new Map<string, Uint8Array | null>();
  private readonly wordResults = new Map<string, WordResult>();
  // Scratch space, one slot per section, reused by every query so that none allocates per section.
  private readonly scratchScores: Float64Array;
  private readonly scratchPlaces: Uint16Array;
  private readonly scratchExact: Uint8Array;
  private readonly scratchSeen: Uint8Array;
  private readonly scratchCounts: Uint8Array;
  private readonly scratchExactCounts: Uint8Array;
  private readonly scratchPlaceSums: Uint8Array;
  private readonly scratchHeadingWords: Uint8Array;
  private readonly scratchHeadingMax: Uint16Array;
  private readonly scratchWholeCounts: Uint8Array;
  private readonly scratchTitleWords: Uint8Array;
  private readonly scratchOptionalHeadings: Uint8Array;

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
    const size = manifest.sections;
    this.scratchScores = new Float64Array(size);
    this.scratchPlaces = new Uint16Array(size);
    this.scratchExact = new Uint8Array(size);
    this.scratchSeen = new Uint8Array(size);
    this.scratchCounts = new Uint8Array(size);
    this.scratchExactCounts = new Uint8Array(size);
    this.scratchPlaceSums = new Uint8Array(size);
    this.scratchHeadingWords = new Uint8Array(size);
    this.scratchHeadingMax = new Uint16Array(size);
    this.scratchWholeCounts = new Uint8Array(size);
    this.scratchTitleWords = new Uint8Array(size);
    this.scratchOptionalHeadings = new Uint8Array(size);
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

  /** The terms of a shard by stem (built on first use). */
  private stemsOf(key: string): Map<string, string[]> {
    let stems = this.shardStems.get(key);
    if (!stems) {
      stems = new Map();
      for (const term of this.shardTerms.get(key) ?? []) {
        const root = stem(term);
        const list = stems.get(root);
        if (list) list.push(term);
        else stems.set(root, [term]);
      }
      this.shardStems.set(key, stems);
    }
    return stems;
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

  /** The indexed terms a word stands for, with their weights: itself, variants, completions, near spellings. */
  private candidates(word: string, isLast: boolean, shard: Shard, weight = 1, typos = true): Candidate[] {
    const key = shardKey(word);
    const terms = this.shardTerms.get(key) ?? [];
    const found = new Map<string, Candidate>();
    if (shard[word]) found.set(word, {term: word, weight, exact: true, full: true});
    const agent = agentStem(word);
    const variants = [
      ...(this.stemsOf(key).get(stem(word)) ?? []),
      ...(agent ? (this.stemsOf(key).get(agent) ?? []) : []),
    ];
    for (const variant of variants) {
      if (!found.has(variant))
        found.set(variant, {term: variant, weight: weight * VARIANT_WEIGHT, exact: true, full: true});
    }
    if (isLast && word.length >= MIN_PREFIX_LENGTH) {
      const completions: string[] = [];
      // Terms are sorted, so a prefix's completions are one run from its insertion point; the
      // length of a term's encoded postings stands for how often it occurs.
      for (let i = lowerBound(terms, word); i < terms.length && terms[i]!.startsWith(word); i += 1) {
        if (!found.has(terms[i]!)) completions.push(terms[i]!);
      }
      completions.sort((a, b) => shard[b]!.length - shard[a]!.length);
      for (const term of completions.slice(0, MAX_COMPLETIONS)) {
        found.set(term, {term, weight: (weight * PREFIX_WEIGHT * word.length) / term.length, exact: true, full: false});
      }
    }
    // Numbers, versions and addresses have no typos: one digit off is another number.
    if (typos && word.length >= MIN_TYPO_LENGTH && word.length <= MAX_TYPO_WORD_LENGTH && !/\d/.test(word)) {
      for (const term of terms) {
        if (found.has(term)) continue;
        if (isOneEditApart(word, term))
          found.set(term, {term, weight: weight * TYPO_WEIGHT, exact: false, full: false});
      }
    }
    return [...found.values()];
  }

  /** Each section's best match for the candidates, folded into the scratch arrays. */
  private collect(candidates: Candidate[], shard: Shard, allowed: Uint8Array | null, touched: number[]): void {
    const {scratchScores: scores, scratchPlaces: places, scratchExact: exact, scratchSeen: seen} = this;
    for (const candidate of candidates) {
      const postings = shard[candidate.term];
      if (!postings) continue;
      let section = 0;
      forEachPosting(postings, (delta, termScore, place) => {
        section += delta;
        if (allowed !== null && allowed[this.sectionPages[section]!] === 0) return;
        const score = termScore * candidate.weight;
        const whole = candidate.whole && (!candidate.wholeInHeadings || place % 4 > PLACE_OTHER);
        const exactFlag = whole ? 2 : candidate.exact ? 1 : 0;
        // Heading words only count for the word itself, not a completion or near spelling.
        const where = candidate.full ? place : place % 4;
        if (seen[section] === 0) {
          seen[section] = 1;
          touched.push(section);
          scores[section] = score;
          places[section] = where;
          exact[section] = exactFlag;
        } else {
          if (score > scores[section]!) scores[section] = score;
          const better =
            where % 4 > places[section]! % 4 || (where % 4 === places[section]! % 4 && where > places[section]!);
          // Where a word matched through its whole identifier, the identifier's own place counts, not a part's
          // elsewhere (a `tendTrigger` heading outranks `tendTrigger` in the text of a page titled `…Trigger`).
          if (exactFlag === 2 && exact[section]! < 2) places[section] = where;
          else if (better && (exactFlag === 2 || exact[section]! < 2)) places[section] = where;
          if (exactFlag > exact[section]!) exact[section] = exactFlag;
        }
      });
    }
  }

  /** Sections that have every word of a phrase, scored by the mean of the words' scores. */
  private async collectPhrase(
    phrase: string[],
    weight: number,
    allowed: Uint8Array | null,
    touched: number[],
  ): Promise<void> {
    const perWord: Array<Map<number, [number, number]>> = [];
    for (const word of phrase) {
      const shard = await this.shard(shardKey(word));
      const list: number[] = [];
      this.collect(this.candidates(word, false, shard, 1, false), shard, allowed, list);
      const map = new Map<number, [number, number]>();
      for (const id of list) {
        map.set(id, [this.scratchScores[id]!, this.scratchPlaces[id]! % 4]);
        this.scratchSeen[id] = 0;
      }
      perWord.push(map);
    }
    const [first, ...rest] = perWord;
    const {scratchScores: scores, scratchPlaces: places, scratchExact: exact, scratchSeen: seen} = this;
    for (const [id, [firstScore, firstPlace]] of first ?? []) {
      let total = firstScore;
      let place = firstPlace;
      let complete = true;
      for (const map of rest) {
        const entry = map.get(id);
        if (!entry) {
          complete = false;
          break;
        }
        total += entry[0];
        place = Math.min(place, entry[1]);
      }
      if (!complete) continue;
      const score = (total / phrase.length) * weight;
      if (seen[id] === 0) {
        seen[id] = 1;
        touched.push(id);
        scores[id] = score;
        places[id] = place;
        exact[id] = 1;
      } else {
        if (score > scores[id]!) scores[id] = score;
        if (place > places[id]! % 4) places[id] = place;
        if (exact[id] === 0) exact[id] = 1;
      }
    }
  }

  private async lookUpWord(
    word: QueryWord,
    extra: {words: string[]; phrases: string[][]},
    filterKey: string,
    allowed: Uint8Array | null,
  ): Promise<WordResult> {
    const key = JSON.stringify([
      word.term,
      word.isLast,
      word.alternatives,
      word.compounds,
      word.phrases,
      extra,
      filterKey,
    ]);
    const cached = this.wordResults.get(key);
    if (cached) {
      // Most recently used last, so the oldest entry is the first to go.
      this.wordResults.delete(key);
      this.wordResults.set(key, cached);
      return cached;
    }
    const touched: number[] = [];
    const terms = new Set<string>();
    const lookups: Array<[string, number, boolean, boolean]> = [
      [word.term, 1, word.isLast, false],
      ...word.alternatives.map((alternative): [string, number, boolean, boolean] => [
        alternative,
        WHOLE_WEIGHT,
        word.isLast,
        false,
      ]),
      ...word.compounds.map((compound): [string, number, boolean, boolean] => [
        compound,
        WHOLE_WEIGHT,
        word.isLast,
        true,
      ]),
      ...extra.words.map((synonym): [string, number, boolean, boolean] => [synonym, SYNONYM_WEIGHT, false, false]),
    ];
    for (const [term, weight, isLast, compound] of lookups) {
      const shard = await this.shard(shardKey(term));
      const candidates = this.candidates(term, isLast, shard, weight, weight === 1);
      for (const candidate of candidates) {
        terms.add(candidate.term);
        if (weight === WHOLE_WEIGHT && candidate.full) {
          candidate.whole = true;
          candidate.wholeInHeadings = compound;
        }
      }
      this.collect(candidates, shard, allowed, touched);
    }
    for (const phrase of [...word.phrases, ...extra.phrases]) {
      for (const term of phrase) terms.add(term);
      await this.collectPhrase(phrase, SYNONYM_WEIGHT, allowed, touched);
    }
    const ids = Int32Array.from(touched).sort();
    const matches: WordMatches = {
      ids,
      scores: new Float64Array(ids.length),
      places: new Uint16Array(ids.length),
      exact: new Uint8Array(ids.length),
    };
    ids.forEach((id, i) => {
      matches.scores[i] = this.scratchScores[id]!;
      matches.places[i] = this.scratchPlaces[id]!;
      matches.exact[i] = this.scratchExact[id]!;
      this.scratchSeen[id] = 0;
    });
    const result = {terms, matches};
    this.wordResults.set(key, result);
    if (this.wordResults.size > WORD_CACHE_SIZE) this.wordResults.delete(this.wordResults.keys().next().value!);
    return result;
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
      const extra = {words: [] as string[], phrases: [] as string[][]};
      for (const match of synonyms) {
        if (word.source >= match.start && word.source < match.end) {
          extra.words.push(...match.words);
          extra.phrases.push(...match.phrases);
        }
      }
      perWord.push(await this.lookUpWord(word, extra, filterKey, allowed));
    }
    const ranked = this.combine(
      perWord.map((word) => word.matches),
      parsed.words.map((word) => word.optional),
      limit,
      options,
    );
    return {words, ...ranked, wordTerms: perWord.map((word) => word.terms)};
  }

  private combine(
    perWord: WordMatches[],
    optional: boolean[],
    limit: number,
    options: SearchOptions,
  ): Pick<EngineResult, 'count' | 'sections' | 'pageCounts'> {
    const totals = this.scratchScores;
    const counts = this.scratchCounts;
    const exactCounts = this.scratchExactCounts;
    const placeSums = this.scratchPlaceSums;
    const headingWords = this.scratchHeadingWords;
    const headingMax = this.scratchHeadingMax;
    const seen = this.scratchSeen;
    const wholeCounts = this.scratchWholeCounts;
    const titleWords = this.scratchTitleWords;
    const optionalHeadings = this.scratchOptionalHeadings;
    const touched: number[] = [];
    perWord.forEach(({ids, scores, places, exact}, word) => {
      const isOptional = optional[word]!;
      for (let i = 0; i < ids.length; i += 1) {
        const id = ids[i]!;
        if (seen[id] === 0) {
          seen[id] = 1;
          touched.push(id);
          totals[id] = 0;
          counts[id] = 0;
          exactCounts[id] = 0;
          placeSums[id] = 0;
          headingWords[id] = 0;
          headingMax[id] = 0;
          wholeCounts[id] = 0;
          titleWords[id] = 0;
          optionalHeadings[id] = 0;
        }
        if (isOptional) {
          totals[id]! += scores[i]! * OPTIONAL_WEIGHT;
          if (places[i]! >> 2 > 0) optionalHeadings[id]! += 1;
          continue;
        }
        totals[id]! += scores[i]!;
        counts[id]! += 1;
        exactCounts[id]! += exact[i]! > 0 ? 1 : 0;
        wholeCounts[id]! += exact[i]! > 1 ? 1 : 0;
        if (places[i]! % 4 === PLACE_TITLE) titleWords[id]! += 1;
        placeSums[id]! += places[i]! % 4;
        const inHeading = places[i]! >> 2;
        if (inHeading > 0) {
          headingWords[id]! += 1;
          headingMax[id] = inHeading;
        }
      }
    });
    const required = optional.filter((flag) => !flag).length;
    // Which required words each page has, in any section: the modal lists pages, and a page that answers the
    // whole query across its sections (a word in one, the rest in the next) is a better page than one whose
    // best section matches as many words but which lacks the others.
    const pageMasks = new Uint32Array(this.pageRecords.length);
    perWord.forEach(({ids}, word) => {
      if (optional[word]) return;
      for (let i = 0; i < ids.length; i += 1) pageMasks[this.sectionPages[ids[i]!]!]! |= 1 << word;
    });
    const bitCount = (mask: number) => {
      let count = 0;
      for (let rest = mask; rest; rest &= rest - 1) count += 1;
      return count;
    };
    const pages = this.manifest.pages;
    const pageCounts = new Uint32Array(this.pageRecords.length);
    const ids: number[] = [];
    const keys: number[] = [];
    const demotedIds: number[] = [];
    const demotedKeys: number[] = [];
    const familyBest = new Map<string, number>();
    for (const id of touched) {
      seen[id] = 0;
      if (counts[id] === 0 && required > 0) continue;
      const pageIndex = this.sectionPages[id]!;
      const page = pages[pageIndex]!;
      const isExactHeading = headingWords[id] === required && headingMax[id] === required;
      const score = Math.min(SCORE_RANGE - 1, totals[id]! * (isExactHeading ? EXACT_HEADING_BOOST : 1));
      const headingQueryWords = headingWords[id]! + optionalHeadings[id]!;
      const questionHeading =
        headingWords[id]! > 0 && headingQueryWords * QUESTION_HEADING_SHARE >= headingMax[id]!
          ? optionalHeadings[id]!
          : 0;
      const key = rankKey(
        {
          words: counts[id]!,
          wholes: wholeCounts[id]!,
          unnamedRecord: page[6] !== '' && page[7] === 0 && titleWords[id]! < required ? 0 : 1,
          exact: exactCounts[id]!,
          places: placeSums[id]!,
          current: page[7] ? 0 : 1,
          status: page[5],
          questionHeading,
          pageWords: bitCount(pageMasks[pageIndex]!),
        },
        score,
      );
      pageCounts[pageIndex]! += 1;
      // Old releases of one contract take one slot, their best section; the others follow every other match.
      if (page[7]) {
        const best = familyBest.get(page[6]);
        if (best !== undefined && keys[best]! >= key) {
          demotedIds.push(id);
          demotedKeys.push(key);
          continue;
        }
        if (best !== undefined) {
          demotedIds.push(ids[best]!);
          demotedKeys.push(keys[best]!);
          keys[best] = -1;
        }
        familyBest.set(page[6], ids.length);
      }
      ids.push(id);
      keys.push(key);
    }
    const keptIds: number[] = [];
    const keptKeys: number[] = [];
    ids.forEach((id, i) => {
      if (keys[i]! < 0) return;
      keptIds.push(id);
      keptKeys.push(keys[i]!);
    });
    if (options.distinctPages) {
      for (const [list, listKeys] of [
        [keptIds, keptKeys],
        [demotedIds, demotedKeys],
      ] as const) {
        const bestOfPage = new Map<number, number>();
        list.forEach((id, i) => {
          const page = this.sectionPages[id]!;
          const best = bestOfPage.get(page);
          if (best === undefined || ranksBefore(listKeys[i]!, id, listKeys[best]!, list[best]!))
            bestOfPage.set(page, i);
        });
        for (const i of bestOfPage.values()) listKeys[i] = listKeys[i]! + FIRST_OF_PAGE;
      }
    }
    const ranked = topSections(keptIds, keptKeys, limit);
    if (ranked.length < limit) ranked.push(...topSections(demotedIds, demotedKeys, limit - ranked.length));
    return {
      count: keptIds.length + demotedIds.length,
      sections: this.capFamilies(ranked, keptIds, keptKeys, options.distinctPages === true)
        .slice(0, limit)
        .map(({id, score}) => ({id, score: score % FIRST_OF_PAGE})),
      pageCounts,
    };
  }

  private familyOf(sectionId: number): string {
    return this.manifest.pages[this.sectionPages[sectionId]!]![6];
  }

  /**
   * One family (a numbered series of records, the old releases of one
   * contract) takes at most FAMILY_SLOTS of the first FAMILY_WINDOW places
   * while other sections match: its further members move just below them,
   * and the best sections of other families and of no family move up. With
   * distinct pages a place is a page, so a page's further sections take none.
   */
  private capFamilies(ranked: RankedSection[], ids: number[], keys: number[], distinct: boolean): RankedSection[] {
    const placed: RankedSection[] = [];
    const deferred: RankedSection[] = [];
    const taken = new Map<string, number>();
    const placedPages = new Set<number>();
    let places = 0;
    const isFull = (family: string) => family !== '' && (taken.get(family) ?? 0) >= FAMILY_SLOTS;
    /** Places the section unless its family is full; false when it is. */
    const place = (section: RankedSection): boolean => {
      const pageIndex = this.sectionPages[section.id]!;
      const newPlace = !distinct || !placedPages.has(pageIndex);
      const family = this.manifest.pages[pageIndex]![6];
      if (newPlace && isFull(family)) return false;
      if (newPlace) {
        places += 1;
        placedPages.add(pageIndex);
        if (family) taken.set(family, (taken.get(family) ?? 0) + 1);
      }
      return true;
    };
    let next = 0;
    for (; next < ranked.length && places < FAMILY_WINDOW; next += 1) {
      const section = ranked[next]!;
      if (place(section)) placed.push(section);
      else deferred.push(section);
    }
    if (deferred.length === 0) return ranked;
    // The requested sections ran out before the first places were filled: the best of the rest that may take them.
    const listed = new Set(ranked.map((section) => section.id));
    const otherIds: number[] = [];
    const otherKeys: number[] = [];
    ids.forEach((id, i) => {
      if (!listed.has(id) && !isFull(this.familyOf(id))) {
        otherIds.push(id);
        otherKeys.push(keys[i]!);
      }
    });
    const raised: RankedSection[] = [];
    for (const section of topSections(otherIds, otherKeys, FAMILY_WINDOW * FAMILY_SLOTS)) {
      if (places >= FAMILY_WINDOW) break;
      if (place(section)) raised.push(section);
    }
    return [...placed, ...raised, ...deferred, ...ranked.slice(next)];
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
      const shard = await this.shard(key);
      for (const term of this.shardTerms.get(key) ?? []) {
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

  private async chunkSection(id: number): Promise<ChunkSection> {
    const {chunkSections} = this.manifest;
    const chunk = await this.file<Chunk>(chunkFile(chunkIndexOf(id, chunkSections)));
    return chunk[id % chunkSections]!;
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
