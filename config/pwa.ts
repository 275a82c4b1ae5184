/**
 * Options of @docusaurus/plugin-pwa (production builds only): an installable
 * site whose service worker precaches the app shell on install and keeps the
 * pages a reader opens (src/offline/sw/).
 */
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {ManifestTransform} from 'workbox-build';
import {shellUrlOfFile} from '../src/offline/sw/policy';

export const THEME_COLOR = '#0657f9';

/**
 * Keeps only the shell in the precache manifest. plugin-pwa 3.10 replaces
 * `injectManifestConfig.globPatterns` with its own (every page, script and
 * image: the whole build), so the list is narrowed here instead.
 */
export const shellOnly: ManifestTransform = (entries) => ({
  manifest: entries.flatMap((entry) => {
    const url = shellUrlOfFile(entry.url);
    return url ? [{...entry, url}] : [];
  }),
  warnings: [],
});

export function pwaOptions(swCustom: string): PwaOptions {
  return {
    // The worker registers for every reader; the other strategies only narrow this one.
    offlineModeActivationStrategies: ['always'],
    swCustom,
    injectManifestConfig: {
      manifestTransforms: [shellOnly],
      // Content-hashed names need no revision query in the cache key.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
      // The plugin supplies swSrc, swDest and globDirectory itself.
    } as PwaOptions['injectManifestConfig'],
    // The manifest link is added once the page has painted (plugins/internals/ssr-template), so the
    // manifest and the icon the browser reads from it are not fetched while the first paint waits.
    pwaHead: [
      {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
      {tagName: 'link', rel: 'apple-touch-icon', href: 'img/pwa/icon-maskable-192.png'},
    ],
  };
}
