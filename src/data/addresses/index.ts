/**
 * All published address data, one module per address page. Pages, the address
 * checker and the live verification all read from here.
 */
import {corePage} from './core';
import {indexPage} from './indexPage';
import {lensPage} from './lens';
import {styfiPage} from './styfi';
import type {AddressEntry} from './types';
import {v2Page} from './v2';
import {v3Page} from './v3';
import {veyfiPage} from './veyfi';
import {yboldPage} from './ybold';
import {ycrvPage} from './ycrv';
import {ypoolsPage} from './ypools';
import {yprismaPage} from './yprisma';
import {yvusdPage} from './yvusd';
import {yybPage} from './yyb';

export {chains, explorerUrl} from './chains';
export type * from './types';
export {type GaugeInfo, veyfiGaugeEntries, veyfiToken} from './veyfi';
export {type GaugeFacts, veyfiGauges, veyfiTokenAddress} from './veyfiGauges';

/**
 * The registry: one line per page, in the developer sidebar's order. Each
 * page's id comes from its own module, and the id type from this list.
 */
export const addressPageList = [
  indexPage,
  corePage,
  yvusdPage,
  yboldPage,
  v3Page,
  v2Page,
  styfiPage,
  veyfiPage,
  ycrvPage,
  yybPage,
  ypoolsPage,
  yprismaPage,
  lensPage,
] as const;

/** The registered pages by id, each under its module's own id. */
export const addressPages = Object.fromEntries(addressPageList.map((page) => [page.id, page])) as {
  readonly [Page in (typeof addressPageList)[number] as Page['id']]: Page;
};

export const allEntries: readonly AddressEntry[] = Object.values(addressPages).flatMap((page) => page.entries);

const entriesById = new Map(allEntries.map((e) => [e.id, e]));

export function entryById(id: string): AddressEntry | undefined {
  return entriesById.get(id);
}
