/**
 * The address entry a LiveValue names, loaded with its own page's data only:
 * an entry id starts with its page's id (`v3/release-registry`), so the read
 * brings one data module, which the address page showing the value has
 * already loaded, instead of every page's addresses.
 */
import type {AddressEntry, AddressPage, AddressPageId} from '../../data/addresses/types';

const pageLoaders: Record<AddressPageId, () => Promise<AddressPage>> = {
  index: () => import('../../data/addresses/indexPage').then((module) => module.indexPage),
  core: () => import('../../data/addresses/core').then((module) => module.corePage),
  yvusd: () => import('../../data/addresses/yvusd').then((module) => module.yvusdPage),
  ybold: () => import('../../data/addresses/ybold').then((module) => module.yboldPage),
  v3: () => import('../../data/addresses/v3').then((module) => module.v3Page),
  v2: () => import('../../data/addresses/v2').then((module) => module.v2Page),
  styfi: () => import('../../data/addresses/styfi').then((module) => module.styfiPage),
  veyfi: () => import('../../data/addresses/veyfi').then((module) => module.veyfiPage),
  ycrv: () => import('../../data/addresses/ycrv').then((module) => module.ycrvPage),
  yyb: () => import('../../data/addresses/yyb').then((module) => module.yybPage),
  ypools: () => import('../../data/addresses/ypools').then((module) => module.ypoolsPage),
  yprisma: () => import('../../data/addresses/yprisma').then((module) => module.yprismaPage),
  lens: () => import('../../data/addresses/lens').then((module) => module.lensPage),
};

function isPageId(id: string): id is AddressPageId {
  return Object.hasOwn(pageLoaders, id);
}

export async function liveEntry(id: string): Promise<AddressEntry | undefined> {
  const pageId = id.split('/')[0] ?? '';
  if (!isPageId(pageId)) return undefined;
  const page = await pageLoaders[pageId]();
  return page.entries.find((entry) => entry.id === id);
}
