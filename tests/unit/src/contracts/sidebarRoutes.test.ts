/**
 * Every contract page is reachable from the developers sidebar, and every
 * smart-contract route the site must serve is either a catalogue page or a
 * doc. The route list is a committed copy of the reference routes.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars/developers';
import catalogueIndex from '@site/src/contracts/catalogue/index.json';
import {routeOf} from '@site/src/contracts/keys';
import {contractSidebarItems} from '@site/src/contracts/sidebar';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

type Item =
  | string
  | {type: string; id?: string; href?: string; label?: string; items?: Item[]; link?: {type: string; id?: string}};

const DOCS_DIR = path.join(process.cwd(), 'docs/developers');
const routes = readFileSync(sitePath('tests/unit/fixtures/contracts/smart-contract-routes.txt'), 'utf8')
  .split('\n')
  .filter(Boolean);

function smartContractsCategory(): Item {
  const category = (sidebars.developers as Item[]).find(
    (item) => typeof item !== 'string' && item.label === 'Smart Contracts',
  );
  if (!category) throw new Error('No Smart Contracts category in the developers sidebar');
  return category;
}

function flatten(item: Item): Item[] {
  if (typeof item === 'string') return [item];
  return [item, ...(item.items ?? []).flatMap(flatten)];
}

function docIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.link?.type === 'doc' && item.link.id) return [item.link.id];
    return [];
  });
}

function docExists(id: string): boolean {
  return ['.md', '.mdx'].some((extension) => existsSync(path.join(DOCS_DIR, `${id}${extension}`)));
}

function routeOfDoc(id: string): string {
  return `/developers/${id.replace(/\/index$/, '')}`;
}

describe('smart contracts sidebar', () => {
  const items = flatten(smartContractsCategory());
  const hrefs = items.flatMap((item) =>
    typeof item !== 'string' && item.type === 'link' && item.href ? [item.href] : [],
  );

  it('links every catalogue page exactly once', () => {
    for (const item of catalogueIndex)
      expect(
        hrefs.filter((href) => href === routeOf(item.key)),
        item.key,
      ).toHaveLength(1);
  });

  it('points only at docs that exist', () => {
    const missing = docIds(items).filter((id) => !docExists(id));
    expect(missing).toEqual([]);
  });

  it('follows the brief: V3, V2, V1, API, Lens, then Deprecated with V1, V2 and V3 releases', () => {
    const top = (smartContractsCategory() as {items: Item[]}).items.map((item) =>
      typeof item === 'string' ? item : item.label,
    );
    expect(top).toEqual([
      'yVaults V3',
      'yVaults V2',
      'V1 Vaults',
      'smart-contracts/yearn-api',
      'Yearn Lens →',
      'Deprecated',
    ]);
    const v3 = contractSidebarItems('V3', {
      order: ['BaseStrategy', 'TokenizedStrategy', 'VaultFactory', 'VaultV3', 'Periphery'],
    });
    expect(v3.map((item) => (typeof item === 'string' ? item : 'label' in item ? item.label : ''))).toEqual([
      'BaseStrategy',
      'TokenizedStrategy',
      'VaultFactory',
      'VaultV3',
      'Periphery',
    ]);
  });

  it('sorts a deprecated release like Docusaurus autogeneration, capitals first', () => {
    const [release] = contractSidebarItems('deprecated/V3').filter(
      (item) => typeof item !== 'string' && 'label' in item && item.label === 'version-3.0.3',
    ) as {items: Item[]}[];
    const labels = release!.items.map((item) => (typeof item === 'string' ? item : item.label));
    expect(labels).toEqual(['BaseStrategy', 'Periphery', 'TokenizedStrategy', 'VaultFactory', 'VaultV3']);
  });

  it('turns a folder index doc into the category link, or into a lone entry', () => {
    const docs = [
      'smart-contracts/deprecated/V2/version-0.4.2/yearn-lens/index',
      'smart-contracts/deprecated/V2/version-0.4.2/yearn-lens/contracts',
      'smart-contracts/deprecated/V2/version-0.4.3/yearn-lens/index',
    ];
    const tree = contractSidebarItems('deprecated/V2', {docs});
    const release = (version: string) =>
      (tree.find((item) => typeof item !== 'string' && 'label' in item && item.label === version) as {items: Item[]})
        .items;
    expect(release('version-0.4.2')).toContainEqual({
      type: 'category',
      label: 'yearn-lens',
      link: {type: 'doc', id: 'smart-contracts/deprecated/V2/version-0.4.2/yearn-lens/index'},
      items: ['smart-contracts/deprecated/V2/version-0.4.2/yearn-lens/contracts'],
    });
    expect(release('version-0.4.3')).toContainEqual({
      type: 'doc',
      id: 'smart-contracts/deprecated/V2/version-0.4.3/yearn-lens/index',
      label: 'yearn-lens',
    });
  });
});

describe('smart contract routes', () => {
  const catalogueRoutes = new Set(catalogueIndex.map((item) => routeOf(item.key)));

  it('serve every route of the reference list from the catalogue or from a doc', () => {
    const docRoutes = new Set(docIds(flatten(smartContractsCategory())).map(routeOfDoc));
    docRoutes.add('/developers/smart-contracts');
    const uncovered = routes.filter((route) => !catalogueRoutes.has(route) && !docRoutes.has(route));
    expect(uncovered).toEqual([]);
  });

  it('add no catalogue page outside the reference list', () => {
    expect(
      [...catalogueRoutes].filter((route) => !routes.includes(route)),
      'add each new page’s route to tests/unit/fixtures/contracts/smart-contract-routes.txt',
    ).toEqual([]);
    // One route per entry: no two keys share a page.
    expect(catalogueRoutes.size).toBe(catalogueIndex.length);
  });
});
