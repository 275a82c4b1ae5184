/**
 * The records the engine answers with, in the shape of the Algolia index's:
 * a page's (what facet filters read) and a ranked section's hit (its
 * heading, or the paragraph that matches more of the query's words).
 */
import {levelWeight} from './indexFormat';
import type {ChunkSection, ManifestPage} from './shardFormat';
import {tokenize} from './text';
import type {Hierarchy, RecordType, SearchRecord} from './types';

export function pageRecord(page: ManifestPage): SearchRecord {
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

/** How many of the query's words (each as the indexed terms it matched) a text has. */
export function wordCoverage(wordTerms: Array<Set<string>>): (text: string) => number {
  return (text) => {
    const tokens = new Set(tokenize(text));
    return wordTerms.filter((terms) => [...terms].some((term) => tokens.has(term))).length;
  };
}

/** A section's record: its heading, or its paragraph that covers more of the query's words than the heading. */
export function sectionRecord(
  [id, level, hierarchyTexts, anchor, paragraphs]: ChunkSection,
  [url, lvl0, tag, language]: ManifestPage,
  coverage: (text: string) => number,
): SearchRecord {
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
  };
}
