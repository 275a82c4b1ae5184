/**
 * The docs plugin's global data sits in the main chunk, which every page
 * loads, and lists every doc of every section (id, path, sidebar). In the
 * browser only the theme's doc navbar items and the version banner's
 * suggestions read those lists (`useActiveDocContext`, `useLayoutDoc`,
 * `useDocVersionSuggestions`; tests/unit/plugins/internals/lean-docs-metadata/globalData.test.ts
 * names every reader in the installed packages). The section links of the
 * navbar are plain `to` links with a path pattern, and each section has one
 * version, so no version banner shows. The lists go, except for a section a
 * doc or version navbar item names (the Dev Docs version dropdown); the
 * versions, sidebars and breadcrumbs flag stay. A version item links each
 * version to the reader's doc in that version, else to the version's main
 * doc: a section of one version whose only readers are version items keeps
 * its main doc, so its version button opens the version's first page.
 */
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/** The global data without the per-version doc lists. */
export function withoutDocLists(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}

/** The global data with each version's main doc as its only listed doc. */
export function withMainDocsOnly(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

/** Whether the docs plugin handed over global data in the shape this module trims. */
export function hasDocLists(data: unknown): data is GlobalPluginData {
  const versions = (data as Partial<GlobalPluginData> | undefined)?.versions;
  return Array.isArray(versions) && versions.length > 0 && versions.every((version) => Array.isArray(version.docs));
}

/** Navbar item types whose rendering reads the doc lists of their docs plugin. */
const DOC_LIST_ITEM_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

/** Of those, the ones that need any doc by its id or sidebar, not only a version's main doc and the reader's doc. */
const ANY_DOC_ITEM_TYPES = new Set(['doc', 'docSidebar']);

interface NavbarItemLike {
  type?: string;
  docsPluginId?: string;
  items?: readonly NavbarItemLike[];
}

/** Ids of the docs plugins whose doc lists a navbar item (a dropdown's items included) of one of `types` reads. */
function docsPluginsReadBy(items: readonly NavbarItemLike[], types: ReadonlySet<string>): Set<string> {
  const read = new Set<string>();
  const visit = (list: readonly NavbarItemLike[]) => {
    for (const item of list) {
      if (item.type && types.has(item.type)) read.add(item.docsPluginId ?? 'default');
      visit(item.items ?? []);
    }
  };
  visit(items);
  return read;
}

/** Ids of the docs plugins whose doc lists a navbar item (a dropdown's items included) reads. */
export function docsPluginsReadByNavbar(items: readonly NavbarItemLike[]): Set<string> {
  return docsPluginsReadBy(items, DOC_LIST_ITEM_TYPES);
}

/** How much of a docs plugin's doc lists the browser needs. */
export type DocListNeed = 'none' | 'main docs' | 'all';

/**
 * None for a plugin no navbar item reads; its main docs for one of a single
 * version read by version items only (there is no other version to find the
 * reader's doc in); all otherwise.
 */
export function docListNeed(items: readonly NavbarItemLike[], pluginId: string, versionCount: number): DocListNeed {
  if (!docsPluginsReadByNavbar(items).has(pluginId)) return 'none';
  const readByDocItems = docsPluginsReadBy(items, ANY_DOC_ITEM_TYPES).has(pluginId);
  return !readByDocItems && versionCount === 1 ? 'main docs' : 'all';
}
