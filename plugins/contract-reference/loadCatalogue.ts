/**
 * Reads and validates the whole catalogue from disk (Node only: the plugin and
 * the tests use it; the browser only ever loads single entries).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {CatalogueError, validateCatalogueEntry, validateCatalogueIndex} from '../../src/contracts/schema';
import type {CatalogueEntry} from '../../src/contracts/types';

/** The catalogue folder of a site checkout. */
export function catalogueDirOf(siteDir: string): string {
  return path.join(siteDir, 'src/contracts/catalogue');
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueError(file, error instanceof Error ? error.message : String(error));
  }
}

/** Every entry listed in index.json, validated, in index order; each file must agree with its index line. */
export async function loadCatalogue(dir: string): Promise<CatalogueEntry[]> {
  const index = validateCatalogueIndex(await readJson(path.join(dir, 'index.json')), 'index.json');
  return Promise.all(
    index.map(async (item) => {
      const file = `${item.key}.json`;
      const entry = validateCatalogueEntry(await readJson(path.join(dir, file)), file);
      for (const field of ['key', 'contract', 'generation', 'version', 'kind'] as const) {
        if (entry[field] !== item[field]) {
          throw new CatalogueError(
            file,
            `${field} is ${JSON.stringify(entry[field])} but index.json says ${JSON.stringify(item[field])}`,
          );
        }
      }
      return entry;
    }),
  );
}
