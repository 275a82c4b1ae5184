/**
 * Builds the smart-contract reference from the interface catalogue
 * (src/contracts/catalogue) — one page per catalogue entry, no Markdown
 * written to docs/.
 *
 * - loadContent: reads and validates the catalogue, joins our descriptions and
 *   computes each page and the release-by-release changes.
 * - contentLoaded: writes the release changes, which the deprecated index doc
 *   imports from `@generated/contract-reference/default/release-changes.json`.
 * - allContentLoaded: takes the developers sidebar as the docs plugin built it
 *   (so the pages show the same navigation as the docs around them), writes
 *   one data module per page (in the packed form of `pageWire`) and adds one
 *   exact route per page.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {toSidebarsProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {abiOf} from '../../src/contracts/abi';
import {abiFileText, abiPathOf} from '../../src/contracts/abiFile';
import {DESCRIPTIONS} from '../../src/contracts/descriptions';
import {type ReleaseChanges, releaseChanges} from '../../src/contracts/diff';
import {familyOf} from '../../src/contracts/keys';
import {buildContractPage, type ContractPageData, missingDescriptions} from '../../src/contracts/page';
import type {ContractPageFooter, ContractReferenceDocsContext} from '../../src/contracts/pageProps';
import {packContractPage} from '../../src/contracts/pageWire';
import {catalogueDirOf, loadCatalogue} from './loadCatalogue';
import {contractNeighbours, lastUpdatedTimes} from './pageNavigation';

export const PLUGIN_NAME = 'contract-reference';
/** The docs plugin instance whose sidebar the pages share. */
const DOCS_PLUGIN_ID = 'developers';
const SIDEBAR_ID = 'developers';
const PAGE_COMPONENT = '@site/src/components/ContractReference';

export interface ContractReferenceContent {
  pages: ContractPageData[];
  /** The ABI file of each page (its route and the file's JSON text), written next to the page's HTML. */
  abiFiles: {route: string; text: string}[];
  releases: {V3: ReleaseChanges[]; V2: ReleaseChanges[]};
}

function dataFileName(key: string): string {
  return `page-${key.replace(/[^A-Za-z0-9]+/g, '-')}.json`;
}

/**
 * The `@generated/…` form of a data module's path: registry entries name
 * their module, and every page's first load carries the registry, so a
 * short, machine-independent path beats the absolute one createData returns.
 */
function aliasedDataPath(generatedFilesDir: string, file: string): string {
  return `@generated/${path.relative(generatedFilesDir, file).split(path.sep).join('/')}`;
}

function developersDocsContext(allContent: Record<string, Record<string, unknown>>): ContractReferenceDocsContext {
  const docs = allContent['docusaurus-plugin-content-docs']?.[DOCS_PLUGIN_ID] as LoadedContent | undefined;
  const version = docs?.loadedVersions.find((loaded) => loaded.isLast) ?? docs?.loadedVersions[0];
  if (!version) throw new Error(`[${PLUGIN_NAME}] the docs plugin "${DOCS_PLUGIN_ID}" has no loaded version`);
  const sidebar = toSidebarsProp(version)[SIDEBAR_ID];
  if (!sidebar) throw new Error(`[${PLUGIN_NAME}] the docs plugin "${DOCS_PLUGIN_ID}" has no sidebar "${SIDEBAR_ID}"`);
  return {pluginId: DOCS_PLUGIN_ID, versionName: version.versionName, sidebarName: SIDEBAR_ID, sidebar};
}

/** Docusaurus types plugin content as `unknown` in the site config; this plugin only ever sees its own. */
function ownContent(content: unknown): ContractReferenceContent {
  return content as ContractReferenceContent;
}

/** It takes no options: Docusaurus fails the config load on any one given. */
export {validateNoOptions as validateOptions} from '../shared/pluginOptions';

export default function contractReferencePlugin(context: LoadContext): Plugin {
  const catalogueDir = catalogueDirOf(context.siteDir);
  // Page routes are site paths; the router and the sidebar's links carry the base URL as well.
  const withBaseUrl = (route: string) => `${context.baseUrl.replace(/\/$/, '')}${route}`;
  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      return [path.join(catalogueDir, '**/*.json'), path.join(context.siteDir, 'src/contracts/descriptions/**/*.ts')];
    },

    async loadContent(): Promise<ContractReferenceContent> {
      const entries = await loadCatalogue(catalogueDir);
      const pages = entries.map((entry) => buildContractPage(entry, DESCRIPTIONS[familyOf(entry)], entries));
      const missing = pages.flatMap(missingDescriptions);
      if (missing.length > 0) {
        console.warn(
          `[${PLUGIN_NAME}] ${missing.length} members have no description yet, e.g.\n  ${missing.slice(0, 5).join('\n  ')}`,
        );
      }
      const abiFiles = pages.map((page, index) => ({route: page.route, text: abiFileText(abiOf(entries[index]!))}));
      return {pages, abiFiles, releases: {V3: releaseChanges(entries, 'V3'), V2: releaseChanges(entries, 'V2')}};
    },

    async postBuild({content, outDir}) {
      await Promise.all(
        ownContent(content).abiFiles.map(async ({route, text}) => {
          const file = path.join(outDir, abiPathOf(route).slice(1));
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, text);
        }),
      );
    },

    async contentLoaded({content, actions}) {
      await actions.createData('release-changes.json', JSON.stringify(ownContent(content).releases));
    },

    async allContentLoaded({allContent, actions}) {
      const content = ownContent(allContent[PLUGIN_NAME]?.default);
      const docsContext = developersDocsContext(allContent as Record<string, Record<string, unknown>>);
      const dataModule = async (name: string, data: unknown) =>
        aliasedDataPath(context.generatedFilesDir, await actions.createData(name, JSON.stringify(data)));
      const docsModule = await dataModule('developers-docs.json', docsContext);
      const sourceFile = (key: string) => path.join(catalogueDir, `${key}.json`);
      const updated = lastUpdatedTimes(
        catalogueDir,
        content.pages.map((page) => sourceFile(page.key)),
      );
      const neighbours = contractNeighbours(
        content.pages.map((page) => ({
          title: page.version ? `${page.title} ${page.version}` : page.title,
          permalink: withBaseUrl(page.route),
        })),
        docsContext.sidebar,
      );
      await Promise.all(
        content.pages.map(async (page) => {
          const footer: ContractPageFooter = {
            lastUpdatedAt: updated.get(sourceFile(page.key)) ?? null,
            previous: null,
            next: null,
            ...neighbours.get(withBaseUrl(page.route)),
          };
          const pageModule = await dataModule(dataFileName(page.key), {...packContractPage(page), footer});
          actions.addRoute({
            path: withBaseUrl(page.route),
            exact: true,
            component: PAGE_COMPONENT,
            modules: {page: pageModule, docs: docsModule},
          });
        }),
      );
    },
  };
}
