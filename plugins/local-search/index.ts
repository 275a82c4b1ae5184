/**
 * Built-in search index. After the production build it reads the built pages
 * into DocSearch-shaped records and writes them into a content-hashed folder
 * (a manifest, word shards and text chunks); the browser loads what a query
 * needs on first use. `docusaurus start` has no built
 * pages, so the dev server serves the last build's index instead, or a notice
 * explaining how to get one.
 */
import {cp, mkdir, readdir, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {INDEX_FORMAT_VERSION} from '../../src/search/indexFormat';
import {PAGE_STATUS, type PageStatusRule} from '../../src/search/pageStatus';
import {
  LOCAL_SEARCH_PLUGIN_NAME,
  type LocalSearchPluginData,
  type MissingIndexNotice,
  type SearchMode,
} from '../../src/search/pluginData';
import {MANIFEST_FILE} from '../../src/search/shardFormat';
import {Joi} from '../shared/pluginOptions';
import {buildSearchIndex, writeSearchIndex} from './buildIndex';
import {writeSearchUiFiles} from './searchUiFiles';
import {hashSources} from './sourceHash';

/** A type alias, not an interface: a site config's plugin entry takes its options as an indexable object. */
export type LocalSearchOptions = {
  /** `algolia` when the site is configured for Algolia; the index is still built for `search:upload`. */
  mode: SearchMode;
  /** lvl0 for pages outside any sidebar category or navbar item, by docs plugin id. */
  sectionLabels: Record<string, string>;
  /** Paths of legacy and deprecated pages, which rank below current ones on equal matches. */
  statusRules?: readonly PageStatusRule[];
  /** Where `docusaurus start` looks for the last build's index (relative to the site). */
  devIndexDir?: string;
  /** Files and folders whose content names the index file. */
  hashInputs?: string[];
};

interface LoadedContent {
  /** Name of the index folder in the site output. */
  folder: string;
}

const INDEX_FOLDER_PATTERN = /^search-index\.[0-9a-f]+$/;
const DEFAULT_HASH_INPUTS = ['docs', 'src', 'sidebars', 'config', 'plugins', 'docusaurus.config.ts'];
const MISSING_INDEX_FOLDER = 'search-index.missing';

/** The newest index folder in a build output, if any. */
export async function findBuiltIndex(dir: string): Promise<string | null> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => INDEX_FOLDER_PATTERN.test(name));
  const dated = await Promise.all(
    names.map(async (name) => ({name, time: (await stat(path.join(dir, name))).mtimeMs})),
  );
  dated.sort((a, b) => b.time - a.time);
  return dated[0] ? path.join(dir, dated[0].name) : null;
}

/** Puts the last build's index (or a notice) where the dev server serves it; returns the served name. */
export async function stageDevIndex(siteDir: string, devIndexDir: string, stagingDir: string): Promise<string> {
  await rm(stagingDir, {recursive: true, force: true});
  await mkdir(stagingDir, {recursive: true});
  const built = await findBuiltIndex(path.resolve(siteDir, devIndexDir));
  if (built) {
    await cp(built, path.join(stagingDir, path.basename(built)), {recursive: true});
    logger.info`[local-search] Development search uses the index of the last build: path=${built}`;
    return path.basename(built);
  }
  const message = `No search index yet: search in "npm run dev" answers from the last production build's index (${devIndexDir}/search-index.*). Run "npm run build" once, then restart "npm run dev".`;
  const notice: MissingIndexNotice = {error: message};
  await mkdir(path.join(stagingDir, MISSING_INDEX_FOLDER), {recursive: true});
  await writeFile(path.join(stagingDir, MISSING_INDEX_FOLDER, MANIFEST_FILE), JSON.stringify(notice));
  logger.warn(`[local-search] ${message}`);
  return MISSING_INDEX_FOLDER;
}

const optionsSchema = Joi.object<LocalSearchOptions>({
  mode: Joi.string().valid('local', 'algolia').required(),
  sectionLabels: Joi.object().pattern(Joi.string(), Joi.string().min(1)).required(),
  statusRules: Joi.array().items(
    Joi.object({
      pattern: Joi.object().regex().required(),
      status: Joi.string()
        .valid(...Object.keys(PAGE_STATUS).filter((status) => status !== 'current'))
        .required(),
    }),
  ),
  devIndexDir: Joi.string(),
  hashInputs: Joi.array().items(Joi.string()).min(1),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LocalSearchOptions, LocalSearchOptions>): LocalSearchOptions {
  return validate(optionsSchema, options);
}

export default function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin<LoadedContent> {
  const isDev = process.env.NODE_ENV === 'development';
  const stagingDir = path.join(context.generatedFilesDir, LOCAL_SEARCH_PLUGIN_NAME);
  const devIndexDir = options.devIndexDir ?? 'build';

  return {
    name: LOCAL_SEARCH_PLUGIN_NAME,

    async loadContent() {
      if (isDev) return {folder: await stageDevIndex(context.siteDir, devIndexDir, stagingDir)};
      const salt = `${INDEX_FORMAT_VERSION}:${context.siteConfig.url}${context.baseUrl}:${context.i18n.currentLocale}`;
      const hash = await hashSources(context.siteDir, options.hashInputs ?? DEFAULT_HASH_INPUTS, salt);
      return {folder: `search-index.${hash}`};
    },

    async contentLoaded({content, actions}) {
      const data: LocalSearchPluginData = {
        mode: options.mode,
        indexUrl: `${context.baseUrl}${content.folder}/${MANIFEST_FILE}`,
      };
      actions.setGlobalData(data);
    },

    configureWebpack(_config, isServer) {
      if (isServer || !isDev) return {};
      return {
        devServer: {static: [{directory: stagingDir, publicPath: context.baseUrl, watch: false}]},
      } as never;
    },

    async postBuild({outDir, content}) {
      const started = Date.now();
      const cpuBefore = process.cpuUsage();
      const index = await buildSearchIndex({
        outDir,
        baseUrl: context.baseUrl,
        sectionLabels: options.sectionLabels,
        statusRules: options.statusRules,
      });
      const written = await writeSearchIndex(index, path.join(outDir, content.folder));
      const uiFiles = await writeSearchUiFiles(outDir);
      if (options.mode === 'local' && !uiFiles.some((file) => file.endsWith('.css'))) {
        logger.warn`[local-search] The search UI files for offline use were not all found (${uiFiles.length} files): Ctrl+K may not open offline before search is first used.`;
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // CPU time of the whole process (other postBuild hooks run alongside): wall time alone misleads on a busy machine
      const cpu = process.cpuUsage(cpuBefore);
      const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
      logger.info`[local-search] Indexed number=${index.p.length} pages (number=${index.h.length} headings, number=${index.c.length} paragraphs) into path=${content.folder} (number=${written.files} files, number=${Math.round(written.bytes / 1024)} KiB for the browser) in ${seconds} s (${cpuSeconds} s CPU)`;
    },
  };
}
