/**
 * The official docs plugin, with leaner data for the browser: the version
 * metadata keeps only the docs a card list shows (./cardDescriptions.ts), since
 * every page of a section loads it, and the global data, which every page of
 * the site loads, drops the doc lists the navbar does not read (./globalData.ts). Everything else is the
 * docs plugin unchanged, under its own name, so the theme finds its data.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import docsPlugin, {type LoadedContent, type PluginOptions, validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isSwitchedOff, ReplacementAuditError} from '../moduleReplacement';
import {docsShownAsCards, type SidebarItemLike, withCardDescriptionsOnly} from './cardDescriptions';
import {docListNeed, hasDocLists, withMainDocsOnly, withoutDocLists} from './globalData';

const CARD_LIST = /<DocCardList\b/;

type RouteLike = {props?: {version?: unknown}; routes?: RouteLike[]};

/** Routes, nested ones included, whose props carry a version's docs (what the lean metadata rewrites). */
function countVersionRoutes(route: RouteLike): number {
  const own = (route.props?.version as {docs?: unknown} | undefined)?.docs ? 1 : 0;
  return own + (route.routes ?? []).reduce((sum, child) => sum + countVersionRoutes(child), 0);
}

export default async function leanDocsMetadataPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const navbar = (context.siteConfig.themeConfig as {navbar?: {items?: Parameters<typeof docListNeed>[0]}}).navbar;
  const plugin = await docsPlugin(context, options);
  const contentLoaded = plugin.contentLoaded;
  // Switched off, it is the docs plugin as published (for side-by-side measurements).
  if (!contentLoaded || isSwitchedOff('lean-docs-metadata')) return plugin;
  return {
    ...plugin,
    async contentLoaded(args) {
      const docs = args.content.loadedVersions.flatMap((version) => version.docs);
      const sourceOf = new Map(docs.map((doc) => [doc.id, doc.source.replace(/^@site/, context.siteDir)]));
      const pageListsCards = (docId: string) => {
        const source = sourceOf.get(docId);
        return !!source && CARD_LIST.test(readFileSync(path.resolve(source), 'utf8'));
      };
      const sidebars = args.content.loadedVersions.flatMap(
        (version) => Object.values(version.sidebars) as SidebarItemLike[][],
      );
      const keep = docsShownAsCards(sidebars, pageListsCards);
      // Each version has a route whose props carry its metadata; none means the docs plugin moved it.
      let versionRoutes = 0;
      const addRoute: typeof args.actions.addRoute = (route) => {
        versionRoutes += countVersionRoutes(route);
        args.actions.addRoute(withCardDescriptionsOnly(route, keep));
      };
      const need = docListNeed(navbar?.items ?? [], options.id, args.content.loadedVersions.length);
      const trimsGlobalData = need !== 'all';
      let globalDataTrimmed = false;
      const setGlobalData: typeof args.actions.setGlobalData = (data) => {
        if (trimsGlobalData && hasDocLists(data)) {
          globalDataTrimmed = true;
          args.actions.setGlobalData(need === 'none' ? withoutDocLists(data) : withMainDocsOnly(data));
        } else args.actions.setGlobalData(data);
      };
      await contentLoaded({...args, actions: {...args.actions, addRoute, setGlobalData}});
      if (versionRoutes === 0)
        throw new ReplacementAuditError(
          'lean-docs-metadata',
          `docs plugin "${options.id}" added no route with props.version.docs`,
        );
      if (trimsGlobalData && !globalDataTrimmed)
        throw new ReplacementAuditError(
          'lean-docs-metadata',
          `docs plugin "${options.id}" set no global data with versions[].docs to trim`,
        );
    },
  };
}

export {validateOptions};
