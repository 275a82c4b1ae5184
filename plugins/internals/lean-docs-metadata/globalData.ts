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
 * versions, sidebars and breadcrumbs flag stay.
 */
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/** The global data without the per-version doc lists. */
export function withoutDocLists(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}

/** Whether the docs plugin handed over global data in the shape this module trims. */
export function hasDocLists(data: unknown): data is GlobalPluginData {
  const versions = (data as Partial<GlobalPluginData> | undefined)?.versions;
  return Array.isArray(versions) && versions.length > 0 && versions.every((version) => Array.isArray(version.docs));
}

/** Navbar item types whose rendering reads the doc lists of their docs plugin. */
const DOC_LIST_ITEM_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

interface NavbarItemLike {
  type?: string;
  docsPluginId?: string;
  items?: readonly NavbarItemLike[];
}

/** Ids of the docs plugins whose doc lists a navbar item (a dropdown's items included) reads. */
export function docsPluginsReadByNavbar(items: readonly NavbarItemLike[]): Set<string> {
  const read = new Set<string>();
  const visit = (list: readonly NavbarItemLike[]) => {
    for (const item of list) {
      if (item.type && DOC_LIST_ITEM_TYPES.has(item.type)) read.add(item.docsPluginId ?? 'default');
      visit(item.items ?? []);
    }
  };
  visit(items);
  return read;
}
