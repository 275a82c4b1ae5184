/**
 * The unit tests mirror the source: a test sits in the folder of the module it
 * tests, below tests/unit/, and imports the project's files as `@site/<path>`,
 * so that moving a test never changes what it imports.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {SITE_ROOT, sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const SHARED_FOLDERS = ['fixtures', 'support'];

function filesBelow(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesBelow(full) : [full];
  });
}

const testFiles = ['tests/unit', 'tests/chain', 'tests/e2e'].flatMap((tree) =>
  filesBelow(sitePath(tree))
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.relative(SITE_ROOT, file)),
);
const unitTests = testFiles.filter((file) => file.startsWith('tests/unit/') && /\.test\.tsx?$/.test(file));
const relativeImport = /(?:\bfrom|\bimport|vi\.(?:do)?[mM]ock)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;

describe('the unit test tree', () => {
  it('puts each test in the folder of the source it tests', () => {
    const misplaced = unitTests.filter((file) => {
      const folder = path.dirname(path.relative('tests/unit', file));
      if (SHARED_FOLDERS.includes(folder.split('/')[0] ?? '')) return true;
      return !existsSync(sitePath(folder));
    });
    expect(misplaced, 'tests whose folder is not a folder of the project (tests/unit/<folder>/…)').toEqual([]);
  });

  it('imports the project’s files as @site/<path> in every test file, unit, chain and end-to-end', () => {
    const relative = testFiles.flatMap((file) =>
      [...readFileSync(sitePath(file), 'utf8').matchAll(relativeImport)].map((match) => `${file}: ${match[1]}`),
    );
    expect(relative).toEqual([]);
  });
});
