/** Ejected theme components record the version they were copied from; after an upgrade this fails until they are reviewed. */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {ejectedComponents, installedVersion, parseEjectedMarker} from '@site/scripts/lib/ejectedComponents';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

describe('ejected components', () => {
  it('reads the marker on the first line', () => {
    expect(
      parseEjectedMarker(
        'x.tsx',
        '// @ejected-from @docusaurus/theme-search-algolia@3.10.2 src/theme/SearchBar/index.tsx (…)',
      ),
    ).toEqual({
      file: 'x.tsx',
      package: '@docusaurus/theme-search-algolia',
      version: '3.10.2',
      original: 'src/theme/SearchBar/index.tsx',
    });
    expect(parseEjectedMarker('x.tsx', '/** not ejected */')).toBeUndefined();
  });

  it('SearchBar and SearchPage carry the marker', () => {
    expect(ejectedComponents(SITE_ROOT).map((c) => c.file)).toEqual([
      'src/theme/SearchBar/index.tsx',
      'src/theme/SearchPage/index.tsx',
    ]);
  });

  it('each was copied from the installed version (else run npx tsx scripts/diff-ejected.ts, port the changes, bump the marker)', () => {
    const stale = ejectedComponents(SITE_ROOT)
      .filter(
        (c) =>
          installedVersion(SITE_ROOT, c.package) !== c.version ||
          !existsSync(path.join(SITE_ROOT, 'node_modules', c.package, c.original)),
      )
      .map(
        (c) => `${c.file}: copied from ${c.package}@${c.version}, installed ${installedVersion(SITE_ROOT, c.package)}`,
      );
    expect(stale).toEqual([]);
  });
});
