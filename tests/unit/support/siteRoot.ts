/** The site's folder, for tests that read its files: where the test file sits in the tree does not change it. */
import path from 'node:path';

export const SITE_ROOT = path.resolve(import.meta.dirname, '../../..');

export const sitePath = (...parts: string[]): string => path.join(SITE_ROOT, ...parts);
