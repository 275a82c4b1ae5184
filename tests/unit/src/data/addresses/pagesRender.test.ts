import {readFileSync} from 'node:fs';
import path from 'node:path';
import {addressPages} from '@site/src/data/addresses';
import {addressDocId} from '@site/src/data/addresses/sidebar';
import type {AddressPageId} from '@site/src/data/addresses/types';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

// The built HTML itself is checked by tests/e2e/addresses.spec.ts; here the
// page sources are checked to place a table for every group of their data.
// Each page's file is its route's: the recipe checks name a page without one.
function pageFile(page: AddressPageId): string {
  return `${addressDocId(addressPages[page])}.mdx`;
}

function pageSource(page: AddressPageId): string {
  return readFileSync(path.join(SITE_ROOT, 'docs/developers', pageFile(page)), 'utf8');
}

function tablesInPage(page: AddressPageId): string[] {
  return [...pageSource(page).matchAll(/<AddressTable page=\{([a-z0-9]+)Page\} group="([a-z0-9-]+)" \/>/g)].map((m) => {
    expect(m[1], `${pageFile(page)} renders another page's data`).toBe(page);
    return m[2]!;
  });
}

describe.each(Object.keys(addressPages) as AddressPageId[])('address page %s', (page) => {
  const data = addressPages[page];

  it('places a table for every group of its data, once', () => {
    const groups = tablesInPage(page);
    expect([...groups].sort()).toEqual(data.groups.map((g) => g.id).sort());
  });

  it('imports its own data module and shows the verification summary of that data', () => {
    const source = pageSource(page);
    const module = page === 'index' ? 'indexPage' : page;
    expect(source).toContain(`import {${page}Page} from '@site/src/data/addresses/${module}';`);
    expect(source).toContain(`<AddressVerificationSummary page={${page}Page} />`);
  });

  it('leaves its sidebar label to its module', () => {
    // Front matter would win over the module's label; the index keeps a copy, which Docusaurus's previous/next links name a category's page by.
    const frontMatterLabel = /^sidebar_label: "(.*)"$/m.exec(pageSource(page))?.[1];
    expect(frontMatterLabel, `${pageFile(page)}: sidebar_label`).toEqual(
      page === 'index' ? data.sidebarLabel : undefined,
    );
  });

  it('renders every entry: each entry belongs to a group that has a table on the page', () => {
    const placed = new Set(tablesInPage(page));
    const missing = data.entries.filter((e) => !placed.has(e.group)).map((e) => e.id);
    expect(missing).toEqual([]);
  });
});
