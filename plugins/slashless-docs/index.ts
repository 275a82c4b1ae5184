/**
 * The docs plugin the site uses: the one of plugins/internals (reached
 * through its index, like every plugin outside it), with each page's path
 * without a trailing slash. The docs plugin gives a folder's
 * index page (`addresses/index.mdx`) the path `/developers/addresses/`; the
 * site publishes it as `/developers/addresses`, and with `trailingSlash`
 * unset (docusaurus.config.ts) nothing else removes the slash from its route,
 * its links, its canonical URL and its sitemap entry.
 */
import path from 'node:path';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {leanDocsMetadataPlugin, validateDocsOptions} from '../internals';
import {stripPermalinkSlashes} from './permalinks';

/** This plugin as a module path, so Docusaurus finds its validateOptions. */
export const SLASHLESS_DOCS_PLUGIN = path.join(__dirname, 'index.ts');

export default async function slashlessDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await leanDocsMetadataPlugin(context, options);
  const loadContent = plugin.loadContent;
  if (!loadContent) return plugin;
  return {
    ...plugin,
    async loadContent() {
      const content = await loadContent();
      stripPermalinkSlashes(content.loadedVersions);
      return content;
    },
  };
}

export {validateDocsOptions as validateOptions};
