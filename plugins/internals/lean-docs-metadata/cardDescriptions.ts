/**
 * Which docs the browser needs to look up by id. Every page of a docs section
 * loads the section's version metadata, whose `docs` map carries each doc's
 * title and description; the theme reads that map only in DocCard, for a link
 * item shown on a category page that lists its items as cards (a generated
 * index, or a page using <DocCardList />). The other entries can be dropped,
 * and so can the sidebars' `unlisted: false` flags. A card whose doc was
 * dropped would fail the build, where every page is rendered.
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
  return (
    category.link.type === 'generated-index' ||
    (category.link.type === 'doc' && !!category.link.id && pageListsCards(category.link.id))
  );
}

/** Ids of the docs that appear as a card: doc items directly under a category whose page lists cards. */
export function docsShownAsCards(
  sidebars: Iterable<readonly SidebarItemLike[]>,
  pageListsCards: (docId: string) => boolean,
): Set<string> {
  const shown = new Set<string>();
  const visit = (items: readonly SidebarItemLike[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (listsCards(item, pageListsCards)) {
        for (const child of item.items ?? [])
          if ((child.type === 'doc' || child.type === 'ref') && child.id) shown.add(child.id);
      }
      visit(item.items ?? []);
    }
  };
  for (const sidebar of sidebars) visit(sidebar);
  return shown;
}

/** A sidebar item of the version metadata, in the parts read here. */
interface PropSidebarItemLike {
  unlisted?: boolean;
  items?: PropSidebarItemLike[];
}

/** `unlisted: false` says what an absent flag says (the theme tests `!item.unlisted`). */
function withoutListedFlags<T extends PropSidebarItemLike>(items: readonly T[]): T[] {
  return items.map(({unlisted, items: children, ...rest}) => ({
    ...rest,
    ...(unlisted ? {unlisted} : {}),
    ...(children ? {items: withoutListedFlags(children)} : {}),
  })) as T[];
}

function leanVersion(version: PropVersionMetadata, keep: ReadonlySet<string>): PropVersionMetadata {
  // Only DocCard looks a doc up by id, for a card's description.
  const docs = Object.fromEntries(
    Object.entries(version.docs).filter(([id]) => keep.has(id)),
  ) as PropVersionMetadata['docs'];
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [
      name,
      withoutListedFlags(items as PropSidebarItemLike[]),
    ]),
  ) as PropVersionMetadata['docsSidebars'];
  return {...version, docs, docsSidebars};
}

/** The route, and its nested routes, with version metadata carrying only the docs in `keep` (those shown as cards). */
export function withCardDescriptionsOnly(route: RouteConfig, keep: ReadonlySet<string>): RouteConfig {
  const version = route.props?.version as PropVersionMetadata | undefined;
  return {
    ...route,
    ...(version?.docs ? {props: {...route.props, version: leanVersion(version, keep)}} : {}),
    ...(route.routes ? {routes: route.routes.map((child) => withCardDescriptionsOnly(child, keep))} : {}),
  };
}
