/**
 * Writes a Markdown twin next to every page of the sitemap (`/a/b` →
 * `/a/b.md`), plus `/llms.txt` (an index of the twins by section) and
 * `/llms-full.txt` (all twins in sidebar order). Twins are made from the
 * built HTML, so every component, generated page and partial is included
 * exactly as readers see it.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {site} from '../../config/site';
import {mcpServerLine} from '../../mcp/about';
import {addressDataFiles} from '../../src/data/addresses/machineReadable';
import {twinPathFor} from '../../src/docs-tooling/twinPath';
import {Joi} from '../shared/pluginOptions';
import {htmlToMarkdown} from './htmlToMarkdown';
import {buildLlmsFullTxt, buildLlmsTxt, type TwinEntry} from './llmsTxt';
import {type DocsContent, sidebarOrder} from './sidebarOrder';

export interface MarkdownTwinsOptions {
  /** One paragraph that opens llms.txt. */
  summary: string;
  /** Path prefixes left out of llms.txt and llms-full.txt (test-only pages); they still get twins. */
  excludePrefixes: string[];
  /** Folders (ending in /) whose pages llms.txt lists but llms-full.txt leaves out; the folder's own page stays. */
  fullTextLeavesOut: string[];
}

const route = Joi.string().pattern(/^\//, 'route');

const optionsSchema = Joi.object<MarkdownTwinsOptions>({
  summary: Joi.string().required(),
  excludePrefixes: Joi.array().items(route).required(),
  fullTextLeavesOut: Joi.array().items(route.pattern(/\/$/, 'folder ending in /')).required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<MarkdownTwinsOptions, MarkdownTwinsOptions>): MarkdownTwinsOptions {
  return validate(optionsSchema, options);
}

function underAny(route: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => route === prefix || route.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}

/** The page Docusaurus wrote for a route: `a/b/index.html` for `/a/b` (trailingSlash unset). */
function htmlFileFor(outDir: string, route: string): string | null {
  const file = path.join(outDir, route.slice(1), 'index.html');
  return existsSync(file) ? file : null;
}

export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  let order: string[] = [];
  const {baseUrl, siteConfig} = context;
  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      order = sidebarOrder(Object.values(docs));
    },
    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const rank = new Map(order.map((route, index) => [route, index]));
      const routes = routesPaths
        .filter((route) => !route.endsWith('/404.html') && !routesBuildMetadata[route]?.noIndex)
        .sort(
          (a, b) =>
            (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER) || a.localeCompare(b),
        );
      const entries: TwinEntry[] = [];
      for (const route of routes) {
        const file = htmlFileFor(outDir, route.slice(baseUrl.length - 1));
        if (!file) continue;
        const pageUrl = `${siteConfig.url}${route}`;
        const twin = htmlToMarkdown(await readFile(file, 'utf8'), pageUrl);
        const twinFile = path.join(outDir, twinPathFor(route.slice(baseUrl.length - 1)));
        await mkdir(path.dirname(twinFile), {recursive: true});
        await writeFile(twinFile, twin.markdown);
        entries.push({path: route, ...twin});
      }
      const listed = entries.filter((entry) => !underAny(entry.path, options.excludePrefixes));
      await writeFile(
        path.join(outDir, 'llms.txt'),
        buildLlmsTxt({
          title: siteConfig.title,
          summary: options.summary,
          siteUrl: siteConfig.url,
          entries: listed,
          twinPath: twinPathFor,
          dataFiles: addressDataFiles(baseUrl),
          mcpServer: mcpServerLine(site.docsRepository),
        }),
      );
      const inFullText = listed.filter((entry) => !underAny(entry.path, options.fullTextLeavesOut));
      await writeFile(path.join(outDir, 'llms-full.txt'), buildLlmsFullTxt(inFullText));
    },
  };
}
