import {existsSync} from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars/developers';
import {addressPages} from '@site/src/data/addresses';
import {sidebarOf} from '@site/src/data/addresses/sidebar';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

/** Every doc id the developer sidebar names, however deep. */
function docIds(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const {id, link, items: children} = item as {id?: string; link?: {id?: string}; items?: unknown};
    return [...(id ? [id] : []), ...(link?.id ? [link.id] : []), ...docIds(children)];
  });
}

describe('the address pages in the developer sidebar', () => {
  const listed = new Set(docIds(sidebars.developers));

  it('lists every address page of the site model, each with a page file', () => {
    for (const page of Object.values(addressPages)) {
      const id = page.id === 'index' ? 'addresses/index' : page.route.replace('/developers/', '');
      expect(listed, `${page.id} is missing from the sidebar`).toContain(id);
      const file = path.join(SITE_ROOT, 'docs/developers', id);
      expect(existsSync(`${file}.mdx`) || existsSync(`${file}.md`), `${file}.mdx`).toBe(true);
    }
  });

  it('names the category after the index and each page after its module’s label', () => {
    const pages = [
      {id: 'index', route: '/developers/addresses', sidebarLabel: 'Addresses'},
      {id: 'yyb', route: '/developers/addresses/yyb-contracts', sidebarLabel: 'yYB'},
    ];
    expect(sidebarOf(pages)).toEqual({
      label: 'Addresses',
      indexDocId: 'addresses/index',
      docs: [{id: 'addresses/yyb-contracts', label: 'yYB'}],
    });
  });

  it('stops on an address page routed outside the developer docs', () => {
    const pages = [
      {id: 'index', route: '/developers/addresses', sidebarLabel: 'Addresses'},
      {id: 'yyb', route: '/getting-started/yyb-contracts', sidebarLabel: 'yYB'},
    ];
    expect(() => sidebarOf(pages)).toThrow('not under /developers/');
  });
});
