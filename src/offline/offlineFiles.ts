/**
 * The list of every content-hashed file of the build (`assets/`), written by
 * plugins/offline-files. A page's HTML names only its entry scripts; the
 * code it loads later (its route chunks, search, diagrams, charts) is only
 * known to the bundler, so saving the docs for offline reading downloads the
 * whole list. No imports: the Node plugin shares it.
 */

export const OFFLINE_FILES = 'offline-files.json';

export interface OfflineFilesList {
  /** Paths relative to the base URL. */
  files: string[];
}

/** The listed files as URLs on the site, or null when the list is malformed. */
export function offlineFileUrls(data: unknown, siteUrl: string): string[] | null {
  const files = (data as Partial<OfflineFilesList> | null)?.files;
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) return null;
  return files.map((file) => new URL(file, siteUrl).href);
}
