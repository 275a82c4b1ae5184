/**
 * Which doc descriptions the browser needs. Every page of a docs section
 * loads the section's version metadata, whose `docs` map carries each doc's
 * description; the theme reads those only in DocCard, for a link item shown
 * on a category page that lists its items as cards (a generated index, or a
 * page using <DocCardList />). The rest can be dropped.
 */
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/** The parts of a loaded sidebar item this module reads. */
export interface SidebarItemLike {
  type: string;
  /** Doc id, on doc and ref items. */
  id?: string;
  items?: SidebarItemLike[];
  link?: {type: string; id?: string};
}

function listsCards(category: SidebarItemLike, pageListsCards: (docId: string) => boolean): boolean {
  if (!category.link) return false;
  return category.link.type === 'generated-index' || (category.link.type === 'doc' && !!category.link.id && pageListsCards(category.link.id));
}

/** Ids of the docs that appear as a card: doc items directly under a category whose page lists cards. */
export function docsShownAsCards(sidebars: Iterable<readonly SidebarItemLike[]>, pageListsCards: (docId: string) => boolean): Set<string> {
  const shown = new Set<string>();
  const visit = (items: readonly SidebarItemLike[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (listsCards(item, pageListsCards)) {
        for (const child of item.items ?? []) if ((child.type === 'doc' || child.type === 'ref') && child.id) shown.add(child.id);
      }
      visit(item.items ?? []);
    }
  };
  for (const sidebar of sidebars) visit(sidebar);
  return shown;
}

function leanVersion(version: PropVersionMetadata, keep: ReadonlySet<string>): PropVersionMetadata {
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, doc]) => {
      if (keep.has(id)) return [id, doc];
      const {description: _dropped, ...rest} = doc;
      return [id, rest];
    }),
  ) as PropVersionMetadata['docs'];
  return {...version, docs};
}

/** The route, and its nested routes, with version metadata carrying only the descriptions in `keep`. */
export function withCardDescriptionsOnly(route: RouteConfig, keep: ReadonlySet<string>): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  return {
    ...route,
    ...(version?.docs ? {props: {...route.props, version: leanVersion(version, keep)}} : {}),
    ...(route.routes ? {routes: route.routes.map((child) => withCardDescriptionsOnly(child, keep))} : {}),
  };
}
