/**
 * All published address data, one module per address page. Pages, the address
 * checker and the live verification all read from here.
 */
import {corePage} from './core';
import {indexPage} from './indexPage';
import {lensPage} from './lens';
import {styfiPage} from './styfi';
import type {AddressEntry, AddressPage, AddressPageId} from './types';
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

export const addressPages: Readonly<Record<AddressPageId, AddressPage>> = {
  index: indexPage,
  core: corePage,
  yvusd: yvusdPage,
  ybold: yboldPage,
  v3: v3Page,
  v2: v2Page,
  styfi: styfiPage,
  veyfi: veyfiPage,
  ycrv: ycrvPage,
  yyb: yybPage,
  ypools: ypoolsPage,
  yprisma: yprismaPage,
  lens: lensPage,
};

export const allEntries: readonly AddressEntry[] = Object.values(addressPages).flatMap((page) => page.entries);

const entriesById = new Map(allEntries.map((e) => [e.id, e]));

export function entryById(id: string): AddressEntry | undefined {
  return entriesById.get(id);
}
