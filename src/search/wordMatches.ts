/**
 * The sections each query word matches, with each section's best match:
 * through the word's candidates (./wordForms.ts), its whole identifier and
 * compounds, and its synonyms (single words, or phrases whose words must
 * all be in the section). Results are kept per word for the next keystroke.
 */
import type {ShardCache} from './shardCache';
import {forEachPosting, type Shard, shardKey} from './shardFormat';
import type {QueryWord} from './text';
import {SYNONYM_WEIGHT, WHOLE_WEIGHT} from './tunables';
import {type Candidate, candidates} from './wordForms';

/** The sections one query word matches, in id order, as parallel arrays. */
export interface WordMatches {
  ids: Int32Array;
  scores: Float64Array;
  /** The posting's place (see shardFormat.ts) of the best match: heading words × 4 + where. */
  places: Uint16Array;
  /** 1 when the section matched without a typo, 2 when through the whole identifier too. */
  exact: Uint8Array;
}

export interface WordResult {
  terms: Set<string>;
  matches: WordMatches;
}

/** Synonyms of a query word: single words, and phrases whose words a section must all have. */
export interface WordSynonyms {
  words: string[];
  phrases: string[][];
}

/** A term to look up for a word: the term, its weight, whether it completes, whether it is a compound. */
type Lookup = [string, number, boolean, boolean];

/** Where a posting's word is: elsewhere than the page title or the section's heading (see shardFormat.ts). */
const PLACE_OTHER = 1;
/**
 * Per-word results kept for reuse: while a reader types or deletes the last
 * word, the words before it are looked up again on every keystroke.
 */
const WORD_CACHE_SIZE = 64;

function lookupsOf(word: QueryWord, extra: WordSynonyms): Lookup[] {
  return [
    [word.term, 1, word.isLast, false],
    ...word.alternatives.map((alternative): Lookup => [alternative, WHOLE_WEIGHT, word.isLast, false]),
    ...word.compounds.map((compound): Lookup => [compound, WHOLE_WEIGHT, word.isLast, true]),
    ...extra.words.map((synonym): Lookup => [synonym, SYNONYM_WEIGHT, false, false]),
  ];
}

export class WordMatcher {
  private readonly wordResults = new Map<string, WordResult>();
  // Scratch space, one slot per section, reused by every word so that none allocates per section.
  private readonly scores: Float64Array;
  private readonly places: Uint16Array;
  private readonly exact: Uint8Array;
  private readonly seen: Uint8Array;

  constructor(
    private readonly shards: ShardCache,
    /** Page index of every section. */
    private readonly sectionPages: Uint32Array,
  ) {
    const size = sectionPages.length;
    this.scores = new Float64Array(size);
    this.places = new Uint16Array(size);
    this.exact = new Uint8Array(size);
    this.seen = new Uint8Array(size);
  }

  /** Each section's best match for the candidates, folded into the scratch arrays. */
  private collect(candidates: Candidate[], shard: Shard, allowed: Uint8Array | null, touched: number[]): void {
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
        this.foldPosting(section, score, where, exactFlag, touched);
      });
    }
  }

  private foldPosting(section: number, score: number, where: number, exactFlag: number, touched: number[]): void {
    const {scores, places, exact, seen} = this;
    if (seen[section] === 0) {
      seen[section] = 1;
      touched.push(section);
      scores[section] = score;
      places[section] = where;
      exact[section] = exactFlag;
      return;
    }
    if (score > scores[section]!) scores[section] = score;
    const better = where % 4 > places[section]! % 4 || (where % 4 === places[section]! % 4 && where > places[section]!);
    // Where a word matched through its whole identifier, the identifier's own place counts, not a part's
    // elsewhere (a `tendTrigger` heading outranks `tendTrigger` in the text of a page titled `…Trigger`).
    if (exactFlag === 2 && exact[section]! < 2) places[section] = where;
    else if (better && (exactFlag === 2 || exact[section]! < 2)) places[section] = where;
    if (exactFlag > exact[section]!) exact[section] = exactFlag;
  }

  /** Each word of a phrase's sections, with the score and where (page title, heading, elsewhere) of its match. */
  private async phraseWordMatches(
    phrase: string[],
    allowed: Uint8Array | null,
  ): Promise<Array<Map<number, [number, number]>>> {
    const perWord: Array<Map<number, [number, number]>> = [];
    for (const word of phrase) {
      const shard = await this.shards.shard(shardKey(word));
      const list: number[] = [];
      this.collect(candidates(this.shards, word, false, shard, 1, false), shard, allowed, list);
      const map = new Map<number, [number, number]>();
      for (const id of list) {
        map.set(id, [this.scores[id]!, this.places[id]! % 4]);
        this.seen[id] = 0;
      }
      perWord.push(map);
    }
    return perWord;
  }

  /** Sections that have every word of a phrase, scored by the mean of the words' scores. */
  private async collectPhrase(
    phrase: string[],
    weight: number,
    allowed: Uint8Array | null,
    touched: number[],
  ): Promise<void> {
    const [first, ...rest] = await this.phraseWordMatches(phrase, allowed);
    const {scores, places, exact, seen} = this;
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

  /** The touched sections' matches, in id order, clearing the scratch space for the next word. */
  private takeMatches(touched: number[]): WordMatches {
    const ids = Int32Array.from(touched).sort();
    const matches: WordMatches = {
      ids,
      scores: new Float64Array(ids.length),
      places: new Uint16Array(ids.length),
      exact: new Uint8Array(ids.length),
    };
    ids.forEach((id, i) => {
      matches.scores[i] = this.scores[id]!;
      matches.places[i] = this.places[id]!;
      matches.exact[i] = this.exact[id]!;
      this.seen[id] = 0;
    });
    return matches;
  }

  private async match(word: QueryWord, extra: WordSynonyms, allowed: Uint8Array | null): Promise<WordResult> {
    const touched: number[] = [];
    const terms = new Set<string>();
    for (const [term, weight, isLast, compound] of lookupsOf(word, extra)) {
      const shard = await this.shards.shard(shardKey(term));
      const found = candidates(this.shards, term, isLast, shard, weight, weight === 1);
      for (const candidate of found) {
        terms.add(candidate.term);
        if (weight === WHOLE_WEIGHT && candidate.full) {
          candidate.whole = true;
          candidate.wholeInHeadings = compound;
        }
      }
      this.collect(found, shard, allowed, touched);
    }
    for (const phrase of [...word.phrases, ...extra.phrases]) {
      for (const term of phrase) terms.add(term);
      await this.collectPhrase(phrase, SYNONYM_WEIGHT, allowed, touched);
    }
    return {terms, matches: this.takeMatches(touched)};
  }

  /** A word's matches among the pages a facet filter allows (`filterKey` names the filter, `allowed` its pages). */
  async lookUp(
    word: QueryWord,
    extra: WordSynonyms,
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
    const result = await this.match(word, extra, allowed);
    this.wordResults.set(key, result);
    if (this.wordResults.size > WORD_CACHE_SIZE) this.wordResults.delete(this.wordResults.keys().next().value!);
    return result;
  }
}
