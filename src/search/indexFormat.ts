/**
 * The compact record list the index builder works from (search:upload expands
 * it; the browser reads the sharded form, ./shardFormat.ts). Headings and
 * paragraphs refer to their page and parent by position, so the hierarchy and
 * URL of every record are stored once per page instead of once per record.
 */
import type {PageStatus} from './pageStatus';
import {HIERARCHY_LEVELS, type Hierarchy, type RecordType, type SearchRecord} from './types';

export const INDEX_FORMAT_VERSION = 2;

/**
 * [url without anchor, lvl0, docusaurus_tag, language, status, family,
 * release, linked from]: the status, family and old release (`0.3.1`) of
 * ./pageStatus.ts (current, none and none when left out), and how many of
 * the site's other pages link to it (none when left out).
 */
export type CompactPage = [string, string, string, string, PageStatus?, string?, string?, number?];
/** [page index, level 1–6, text, anchor ('' for none), parent heading index (-1 for none)] */
export type CompactHeading = [number, number, string, string, number];
/** [heading index, text] */
export type CompactContent = [number, string];

export interface CompactIndex {
  v: typeof INDEX_FORMAT_VERSION;
  p: CompactPage[];
  h: CompactHeading[];
  c: CompactContent[];
}

/** DocSearch's `weight.level`: headings nearer the top of the hierarchy rank higher on ties. */
export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * Number(type.slice(3));
}

function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** Expands the compact list into DocSearch records, each heading followed by its paragraphs. */
export function expandCompactIndex(index: CompactIndex): SearchRecord[] {
  const hierarchies: Hierarchy[] = [];
  const contentsByHeading = new Map<number, string[]>();
  for (const [headingIndex, text] of index.c) {
    const list = contentsByHeading.get(headingIndex);
    if (list) list.push(text);
    else contentsByHeading.set(headingIndex, [text]);
  }

  const records: SearchRecord[] = [];
  const positionByPage = new Map<number, number>();
  const push = (pageIndex: number, type: RecordType, hierarchy: Hierarchy, content: string | null, anchor: string) => {
    const [pageUrl, , tag, language] = index.p[pageIndex]!;
    const position = positionByPage.get(pageIndex) ?? 0;
    positionByPage.set(pageIndex, position + 1);
    records.push({
      objectID: String(records.length),
      type,
      hierarchy,
      content,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor: anchor || null,
      language,
      docusaurus_tag: tag,
      weight: {level: levelWeight(type), position},
    });
  };

  index.h.forEach(([pageIndex, level, text, anchor, parentIndex], headingIndex) => {
    const hierarchy = parentIndex >= 0 ? {...hierarchies[parentIndex]!} : emptyHierarchy();
    hierarchy.lvl0 = index.p[pageIndex]![1];
    for (let deeper = level; deeper < HIERARCHY_LEVELS.length; deeper += 1) hierarchy[HIERARCHY_LEVELS[deeper]!] = null;
    hierarchy[HIERARCHY_LEVELS[level]!] = text;
    hierarchies[headingIndex] = hierarchy;
    push(pageIndex, `lvl${level}` as RecordType, hierarchy, null, anchor);
    for (const content of contentsByHeading.get(headingIndex) ?? []) {
      push(pageIndex, 'content', hierarchy, content, anchor);
    }
  });
  return records;
}
