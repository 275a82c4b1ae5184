/**
 * Every change this site makes inside Docusaurus, as one plugin: each
 * folder of plugins/internals/ holds one change (its row, its code, the
 * stand-in it loads), and this plugin applies the ones that act through
 * plugin hooks, in order. Two act elsewhere in the site config and are
 * exported for it: the page template (./ssr-template) and the docs plugin
 * with leaner browser metadata (./lean-docs-metadata).
 *
 * Every part names its rows, so a part without a row fails the config load.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import announcementIdPlugin from './announcement-id';
import clientRegistryPlugin from './client-registry';
import clientModuleSwapsPlugin, {CLIENT_MODULE_SWAPS} from './clientModuleSwaps';
import compileHintsPlugin from './compile-hints';
import {rowOf} from './manifest';
import {mergeConfigurations} from './mergeConfigurations';
import prefetchOnIntentPlugin from './prefetch-on-intent';
import routeScriptsPlugin from './route-scripts';
import stylesCacheGroupPlugin from './styles-cache-group';
import unusedInfimaPlugin from './unused-infima';

/** The docs plugin with leaner browser metadata; plugins/slashless-docs wraps it as the site's docs plugin. */
export {default as leanDocsMetadataPlugin, validateOptions as validateDocsOptions} from './lean-docs-metadata';
export {ssrTemplate} from './ssr-template';

interface Part {
  /** The rows of what it changes. */
  ids: readonly string[];
  plugin: (context: LoadContext) => Plugin;
}

/** In the order their hooks run. */
export const PARTS: readonly Part[] = [
  {ids: CLIENT_MODULE_SWAPS.map(({id}) => id), plugin: clientModuleSwapsPlugin},
  {ids: ['styles-cache-group'], plugin: stylesCacheGroupPlugin},
  {ids: ['compile-hints'], plugin: compileHintsPlugin},
  {ids: ['prefetch-on-intent'], plugin: prefetchOnIntentPlugin},
  {ids: ['client-registry'], plugin: clientRegistryPlugin},
  {ids: ['route-scripts'], plugin: routeScriptsPlugin},
  {ids: ['unused-infima'], plugin: unusedInfimaPlugin},
  {ids: ['announcement-id'], plugin: announcementIdPlugin},
];

type HtmlTags = Exclude<ReturnType<NonNullable<Plugin['injectHtmlTags']>>, void>;

/** It takes no options: Docusaurus fails the config load on any one given. */
export {validateNoOptions as validateOptions} from '../shared/pluginOptions';

export default function internalsPlugin(context: LoadContext): Plugin {
  for (const {ids} of PARTS) for (const id of ids) rowOf(id);
  const plugins = PARTS.map(({plugin}) => plugin(context));
  return {
    name: 'internals',
    configurePostCss(options) {
      return plugins.reduce((current, plugin) => plugin.configurePostCss?.(current) ?? current, options);
    },
    configureWebpack(config, isServer, utils, content) {
      return mergeConfigurations(
        plugins.map((plugin) => plugin.configureWebpack?.(config, isServer, utils, content) ?? {}),
      );
    },
    injectHtmlTags(args) {
      const tags = plugins.map((plugin): HtmlTags => plugin.injectHtmlTags?.(args) ?? {});
      return {
        headTags: tags.flatMap((tag) => tag.headTags ?? []),
        preBodyTags: tags.flatMap((tag) => tag.preBodyTags ?? []),
        postBodyTags: tags.flatMap((tag) => tag.postBodyTags ?? []),
      };
    },
    async postBuild(props) {
      for (const plugin of plugins) await plugin.postBuild?.(props);
    },
  };
}
