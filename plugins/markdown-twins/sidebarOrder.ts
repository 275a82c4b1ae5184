/**
 * Reads the order readers meet pages in: the docs sidebars, flattened
 * depth-first. Used to order llms.txt and llms-full.txt.
 */
interface SidebarItem {
  type: string;
  id?: string;
  href?: string;
  link?: {type: string; id?: string; permalink?: string};
  items?: SidebarItem[];
}

interface DocsVersion {
  docs: Array<{id: string; permalink: string}>;
  sidebars: Record<string, SidebarItem[]>;
  categoryGeneratedIndices?: Array<{permalink: string}>;
}

export interface DocsContent {
  loadedVersions: DocsVersion[];
}

function flatten(items: SidebarItem[], permalinkOf: (id: string) => string | undefined, out: string[]): void {
  for (const item of items) {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) {
      const permalink = permalinkOf(item.id);
      if (permalink) out.push(permalink);
    } else if (item.type === 'link' && item.href?.startsWith('/')) {
      out.push(item.href.split('#')[0]!);
    } else if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) {
        const permalink = permalinkOf(item.link.id);
        if (permalink) out.push(permalink);
      } else if (item.link?.permalink) {
        out.push(item.link.permalink);
      }
      flatten(item.items ?? [], permalinkOf, out);
    }
  }
}

/** Page paths in sidebar order across the given docs plugins, each path once. */
export function sidebarOrder(contents: DocsContent[]): string[] {
  const out: string[] = [];
  for (const content of contents) {
    for (const version of content.loadedVersions) {
      const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      for (const items of Object.values(version.sidebars)) flatten(items, (id) => permalinks.get(id), out);
    }
  }
  return [...new Set(out)];
}
