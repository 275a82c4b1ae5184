/**
 * How sections are ordered: one number per section (a rank key) that holds
 * the ranking criteria, most significant first, above the build-time BM25
 * score; and the best of many keyed sections, picked without a full sort.
 */

export interface RankedSection {
  id: number;
  score: number;
}

/** Scores are below this, so a rank key can hold the criteria above them. */
export const SCORE_RANGE = 1e7;
/** Added to the key of each page's best section when the modal asks for distinct pages first. */
export const FIRST_OF_PAGE = 1e15;

/** Is `a` ranked before `b`: a higher score, or the same score and a lower id. */
export function ranksBefore(scoreA: number, idA: number, scoreB: number, idB: number): boolean {
  return scoreA > scoreB || (scoreA === scoreB && idA < idB);
}

/** Sort order of ranked sections, the same as `ranksBefore`. */
const byRank = (a: RankedSection, b: RankedSection) => b.score - a.score || a.id - b.id;

/**
 * The best `limit` of the scored sections, best first. A bounded heap keeps
 * the worst of the best at its root, so a common word's tens of thousands of
 * sections cost a pass, not a sort.
 */
export function topSections(ids: number[], scores: number[], limit: number): RankedSection[] {
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
export interface RankFacts {
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
  /** The query's stop words in a heading that asks the question (see combine.ts). */
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
export function rankKey(facts: RankFacts, score: number): number {
  let criteria = 0;
  for (const [name, size] of RANK_CRITERIA) criteria = criteria * size + Math.min(size - 1, facts[name]);
  return criteria * SCORE_RANGE + score;
}
