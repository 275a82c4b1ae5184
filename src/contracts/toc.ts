/**
 * The table of contents of a contract reference page, derived from its
 * sections and members. The build computes it for the page, and the browser
 * again from the page data it receives, which leaves it out.
 */
import {SECTION_IDS} from './anchors';
import type {ContractPageData} from './page';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** Level-2 entries for the sections in page order, each followed by its members at level 3. */
export function buildToc(page: Omit<ContractPageData, 'toc'>): TocItem[] {
  const toc: TocItem[] = [];
  const section = (id: string, value: string) => toc.push({value, id, level: 2});
  const member = (id: string, value: string) => toc.push({value, id, level: 3});
  section(SECTION_IDS.changes, page.deprecated ? 'Changes in this version' : 'Changes from the previous version');
  for (const group of page.groups) {
    section(group.id, group.title);
    for (const fn of group.functions) member(fn.id, fn.label);
  }
  const lists = [
    [SECTION_IDS.events, 'Events', page.events.map((event) => ({id: event.id, label: event.label}))],
    [SECTION_IDS.errors, 'Errors', page.errors.map((error) => ({id: error.id, label: error.label}))],
    [SECTION_IDS.structs, 'Structs', page.structs.map((struct) => ({id: struct.id, label: struct.name}))],
    [SECTION_IDS.enums, 'Enums', page.enums.map((item) => ({id: item.id, label: item.name}))],
  ] as const;
  for (const [id, title, items] of lists) {
    if (items.length === 0) continue;
    section(id, title);
    for (const item of items) member(item.id, item.label);
  }
  if (page.constants.length) section(SECTION_IDS.constants, 'Constants');
  if (page.roles.length) section(SECTION_IDS.roles, 'Roles');
  return toc;
}
