/**
 * Sidebar items for the contract reference, built from the catalogue index so
 * that every contract page is listed exactly once. It mirrors how Docusaurus
 * autogenerates a folder: sub-folders become categories, items sort by file
 * name in code-point order (capitals first), an `index` doc becomes its
 * folder's category link, and a folder holding only that doc collapses into a
 * single entry labelled with the folder name. Contract pages are not docs, so
 * they appear as links; a page named like its folder (Yearn4626Router) opens
 * the folder's list.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import catalogueIndex from './catalogue/index.json';
import {routeOf, titleOf} from './keys';
import type {CatalogueIndexItem} from './types';

type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];

/** Docs ids of the developers section start with this; the catalogue keys do not. */
const DOCS_PREFIX = 'smart-contracts/';

export interface FolderOptions {
  /** Doc ids (as in the developers sidebar) to place by their path beside the contract pages of the folder. */
  docs?: readonly string[];
  /** Names of direct children to list first, in this order; the rest follow in code-point order. */
  order?: readonly string[];
}

interface TreeNode {
  children: Map<string, TreeNode>;
  contract?: CatalogueIndexItem;
  doc?: string;
}

function emptyNode(): TreeNode {
  return {children: new Map()};
}

function insert(root: TreeNode, segments: readonly string[], leaf: Pick<TreeNode, 'contract' | 'doc'>): void {
  let node = root;
  for (const segment of segments) {
    let child = node.children.get(segment);
    if (!child) {
      child = emptyNode();
      node.children.set(segment, child);
    }
    node = child;
  }
  Object.assign(node, leaf);
}

function codePointOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function contractLink(item: CatalogueIndexItem): SidebarItemConfig {
  return {type: 'link', label: titleOf(item), href: routeOf(item.key)};
}

function toItems(node: TreeNode, order: readonly string[] = []): SidebarItemConfig[] {
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const names = [...node.children.keys()]
    .filter((name) => name !== 'index')
    .sort((a, b) => rank(a) - rank(b) || codePointOrder(a, b));
  return names.map((name): SidebarItemConfig => {
    const child = node.children.get(name)!;
    if (child.children.size === 0) {
      if (child.contract) return contractLink(child.contract);
      return child.doc!;
    }
    const indexDoc = child.children.get('index')?.doc;
    const items = [...(child.contract ? [contractLink(child.contract)] : []), ...toItems(child)];
    if (indexDoc && items.length === 0) return {type: 'doc', id: indexDoc, label: name};
    return {type: 'category', label: name, ...(indexDoc ? {link: {type: 'doc', id: indexDoc}} : {}), items};
  });
}

/**
 * The items of one folder of the reference, e.g. `V3` or `deprecated/V2`
 * (paths below /developers/smart-contracts/).
 */
export function contractSidebarItems(
  folder: string,
  options: FolderOptions = {},
  catalogue: readonly CatalogueIndexItem[] = catalogueIndex as CatalogueIndexItem[],
): SidebarItemConfig[] {
  const root = emptyNode();
  const prefix = `${folder}/`;
  for (const item of catalogue) {
    if (item.key.startsWith(prefix)) insert(root, item.key.slice(prefix.length).split('/'), {contract: item});
  }
  for (const doc of options.docs ?? []) {
    const path = doc.startsWith(DOCS_PREFIX) ? doc.slice(DOCS_PREFIX.length) : doc;
    if (!path.startsWith(prefix)) throw new Error(`Sidebar: doc "${doc}" is not inside smart-contracts/${folder}`);
    insert(root, path.slice(prefix.length).split('/'), {doc});
  }
  return toItems(root, options.order);
}
