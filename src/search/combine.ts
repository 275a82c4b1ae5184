/**
 * Combines the query words' matches (./wordMatches.ts) into ranked
 * sections: each section's rank facts (./scoring.ts) summed over the words;
 * old releases of one contract in one slot; each page's best section first
 * when the modal asks for distinct pages; and at most FAMILY_SLOTS of one
 * family in the first FAMILY_WINDOW places.
 */
import {FIRST_OF_PAGE, type RankedSection, rankKey, ranksBefore, SCORE_RANGE, topSections} from './scoring';
import type {ManifestPage} from './shardFormat';
import {EXACT_HEADING_BOOST, FAMILY_SLOTS, FAMILY_WINDOW, OPTIONAL_WEIGHT, QUESTION_HEADING_SHARE} from './tunables';
import type {WordMatches} from './wordMatches';

/** Where a posting's word is: in the page title (see shardFormat.ts). */
const PLACE_TITLE = 3;

export interface CombinedSections {
  /** How many sections match. */
  count: number;
  /** The best matching sections, best first, as many as the limit asked for. */
  sections: RankedSection[];
  /** Matching sections per page, by page index. */
  pageCounts: Uint32Array;
}

/** Sections with their rank keys, as parallel lists. */
interface KeyedSections {
  ids: number[];
  keys: number[];
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
}

export class Combiner {
  // Scratch space, one slot per section, reused by every query so that none allocates per section.
  private readonly totals: Float64Array;
  private readonly seen: Uint8Array;
  private readonly counts: Uint8Array;
  private readonly exactCounts: Uint8Array;
  private readonly placeSums: Uint8Array;
  private readonly headingWords: Uint8Array;
  private readonly headingMax: Uint16Array;
  private readonly wholeCounts: Uint8Array;
  private readonly titleWords: Uint8Array;
  private readonly optionalHeadings: Uint8Array;

  constructor(
    private readonly pages: readonly ManifestPage[],
    /** Page index of every section. */
    private readonly sectionPages: Uint32Array,
  ) {
    const size = sectionPages.length;
    this.totals = new Float64Array(size);
    this.seen = new Uint8Array(size);
    this.counts = new Uint8Array(size);
    this.exactCounts = new Uint8Array(size);
    this.placeSums = new Uint8Array(size);
    this.headingWords = new Uint8Array(size);
    this.headingMax = new Uint16Array(size);
    this.wholeCounts = new Uint8Array(size);
    this.titleWords = new Uint8Array(size);
    this.optionalHeadings = new Uint8Array(size);
  }

  /** Ranks the sections any word matches; `limit` bounds how many of the best are ranked and returned. */
  combine(perWord: WordMatches[], optional: boolean[], limit: number, distinctPages: boolean): CombinedSections {
    const touched = this.accumulate(perWord, optional);
    const required = optional.filter((flag) => !flag).length;
    const {kept, demoted, pageCounts} = this.keyed(touched, required, this.pageWordMasks(perWord, optional));
    if (distinctPages) {
      this.raiseFirstOfPage(kept);
      this.raiseFirstOfPage(demoted);
    }
    const ranked = topSections(kept.ids, kept.keys, limit);
    if (ranked.length < limit) ranked.push(...topSections(demoted.ids, demoted.keys, limit - ranked.length));
    return {
      count: kept.ids.length + demoted.ids.length,
      sections: this.capFamilies(ranked, kept.ids, kept.keys, distinctPages)
        .slice(0, limit)
        .map(({id, score}) => ({id, score: score % FIRST_OF_PAGE})),
      pageCounts,
    };
  }

  /** Sums each word's matches into the scratch arrays; the sections touched. */
  private accumulate(perWord: WordMatches[], optional: boolean[]): number[] {
    const {totals, counts, exactCounts, placeSums, headingWords, headingMax, seen} = this;
    const {wholeCounts, titleWords, optionalHeadings} = this;
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
    return touched;
  }

  /**
   * Which required words each page has, in any section: the modal lists pages, and a page that answers the
   * whole query across its sections (a word in one, the rest in the next) is a better page than one whose
   * best section matches as many words but which lacks the others.
   */
  private pageWordMasks(perWord: WordMatches[], optional: boolean[]): Uint32Array {
    const pageMasks = new Uint32Array(this.pages.length);
    perWord.forEach(({ids}, word) => {
      if (optional[word]) return;
      for (let i = 0; i < ids.length; i += 1) pageMasks[this.sectionPages[ids[i]!]!]! |= 1 << word;
    });
    return pageMasks;
  }

  /** A touched section's rank key, from the scratch arrays. */
  private keyOf(id: number, page: ManifestPage, required: number, pageMask: number): number {
    const {totals, counts, exactCounts, placeSums, headingWords, headingMax, wholeCounts, titleWords} = this;
    const optionalHeadings = this.optionalHeadings;
    const isExactHeading = headingWords[id] === required && headingMax[id] === required;
    const score = Math.min(SCORE_RANGE - 1, totals[id]! * (isExactHeading ? EXACT_HEADING_BOOST : 1));
    const headingQueryWords = headingWords[id]! + optionalHeadings[id]!;
    const questionHeading =
      headingWords[id]! > 0 && headingQueryWords * QUESTION_HEADING_SHARE >= headingMax[id]!
        ? optionalHeadings[id]!
        : 0;
    return rankKey(
      {
        words: counts[id]!,
        wholes: wholeCounts[id]!,
        unnamedRecord: page[6] !== '' && page[7] === 0 && titleWords[id]! < required ? 0 : 1,
        exact: exactCounts[id]!,
        places: placeSums[id]!,
        current: page[7] ? 0 : 1,
        status: page[5],
        questionHeading,
        pageWords: bitCount(pageMask),
      },
      score,
    );
  }

  /**
   * The matching sections with their keys, clearing the scratch space: the
   * kept ones, and the demoted old releases of a contract (all but the best
   * section of one contract's old releases, which follow every other match).
   */
  private keyed(
    touched: number[],
    required: number,
    pageMasks: Uint32Array,
  ): {kept: KeyedSections; demoted: KeyedSections; pageCounts: Uint32Array} {
    const pageCounts = new Uint32Array(this.pages.length);
    const ids: number[] = [];
    const keys: number[] = [];
    const demoted: KeyedSections = {ids: [], keys: []};
    const familyBest = new Map<string, number>();
    for (const id of touched) {
      this.seen[id] = 0;
      if (this.counts[id] === 0 && required > 0) continue;
      const pageIndex = this.sectionPages[id]!;
      const page = this.pages[pageIndex]!;
      const key = this.keyOf(id, page, required, pageMasks[pageIndex]!);
      pageCounts[pageIndex]! += 1;
      if (page[7]) {
        const best = familyBest.get(page[6]);
        if (best !== undefined && keys[best]! >= key) {
          demoted.ids.push(id);
          demoted.keys.push(key);
          continue;
        }
        if (best !== undefined) {
          demoted.ids.push(ids[best]!);
          demoted.keys.push(keys[best]!);
          keys[best] = -1;
        }
        familyBest.set(page[6], ids.length);
      }
      ids.push(id);
      keys.push(key);
    }
    const kept: KeyedSections = {ids: [], keys: []};
    ids.forEach((id, i) => {
      if (keys[i]! < 0) return;
      kept.ids.push(id);
      kept.keys.push(keys[i]!);
    });
    return {kept, demoted, pageCounts};
  }

  /** Raises each page's best section above every page's further ones (the modal's distinct pages). */
  private raiseFirstOfPage({ids, keys}: KeyedSections): void {
    const bestOfPage = new Map<number, number>();
    ids.forEach((id, i) => {
      const page = this.sectionPages[id]!;
      const best = bestOfPage.get(page);
      if (best === undefined || ranksBefore(keys[i]!, id, keys[best]!, ids[best]!)) bestOfPage.set(page, i);
    });
    for (const i of bestOfPage.values()) keys[i] = keys[i]! + FIRST_OF_PAGE;
  }

  private familyOf(sectionId: number): string {
    return this.pages[this.sectionPages[sectionId]!]![6];
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
      const family = this.pages[pageIndex]![6];
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
}
