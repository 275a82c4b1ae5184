import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type * as Preset from '@docusaurus/preset-classic';
import type {Config, PluginConfig} from '@docusaurus/types';
import remarkMath from 'remark-math';
import {connectOrigins} from './config/connectOrigins';
import type {SiteCustomFields} from './config/customFields';
import {readSiteEnvOrExit} from './config/env';
import {darkCodeTheme, lightCodeTheme} from './config/prismThemes';
import {pwaOptions} from './config/pwa';
import {hostRedirects, redirectPages, siteRedirects} from './config/redirects';
import {algoliaThemeConfig, localSearchOptions} from './config/search';
import {sectionFooterItems, sectionNavbarItems} from './config/sectionLinks';
import {site} from './config/site';
import {siteLogoDataUrl} from './config/siteLogo';
import {vcsPreset} from './config/vcs';
import remarkAddressLinks from './plugins/address-links';
import type {CodeHighlightingOptions} from './plugins/code-highlighting';
import {CLASSES_ONLY_THEME} from './plugins/code-highlighting/tokenColours';
import type {HostConfigOptions} from './plugins/host-config';
import {ssrTemplate} from './plugins/internals';
import remarkKatexStylesheet from './plugins/katex-stylesheet/remark';
import remarkLiveValues from './plugins/live-values';
import type {MarkdownTwinsOptions} from './plugins/markdown-twins';
import {pluginModule} from './plugins/shared/pluginOptions';
import {SLASHLESS_DOCS_PLUGIN} from './plugins/slashless-docs';
import remarkStaticDiagrams from './plugins/static-diagrams/remark';
import rehypeStaticMath from './plugins/static-math/rehype';
import rehypeTaskListLabels from './plugins/task-list-labels';
import {CONTRACTS_ROUTE_BASE} from './src/contracts/keys';
import {type DocsSectionId, docsSections} from './src/data/sections';

const env = readSiteEnvOrExit();

/** Markdown extensions of every docs section and of the e2e fixture pages: math, address links, live values' addresses, diagram pictures. */
const remarkPlugins = [
  remarkMath,
  [remarkKatexStylesheet, {baseUrl: env.baseUrl}],
  remarkAddressLinks,
  remarkLiveValues,
  [remarkStaticDiagrams, {siteDir: __dirname, baseUrl: env.baseUrl}],
];

/** Options of one docs section beyond those every section shares. */
const sectionOptions: Partial<Record<DocsSectionId, Partial<DocsOptions>>> = {
  'getting-started': {showLastUpdateTime: false},
  developers: {versions: {current: {label: `v${site.version}`}}},
};

/** Options every docs section shares; each section adds its id, path and sidebar (src/data/sections.ts). */
function docsSection({id, sidebar}: (typeof docsSections)[number]): PluginConfig {
  return [
    // The docs plugin with leaner browser metadata (plugins/internals/lean-docs-metadata), paths without a trailing slash.
    SLASHLESS_DOCS_PLUGIN,
    {
      id,
      path: `docs/${id}`,
      routeBasePath: id,
      sidebarPath: `./sidebars/${sidebar.file}.ts`,
      sidebarCollapsed: true,
      breadcrumbs: false,
      showLastUpdateTime: true,
      remarkPlugins,
      rehypePlugins: [rehypeStaticMath, rehypeTaskListLabels],
      admonitions: {keywords: ['yearn', 'yearnData', 'legacy'], extendDefaults: true},
      ...sectionOptions[id],
    } satisfies DocsOptions,
  ];
}

/**
 * Test-only pages (crash screen, Markdown features), served under /__e2e__
 * when E2E_FIXTURES=true and absent from every other build.
 */
const e2eFixturePages: [string, PagesOptions] = [
  '@docusaurus/plugin-content-pages',
  {
    id: 'e2e-fixtures',
    path: 'tests/e2e/fixtures/pages',
    routeBasePath: '/__e2e__',
    remarkPlugins,
    rehypePlugins: [rehypeStaticMath],
    admonitions: {keywords: ['yearn', 'yearnData', 'legacy'], extendDefaults: true},
  },
];

const customFields: SiteCustomFields = {
  productName: site.productName,
  siteDescription: site.description,
  siteVersion: site.version,
  ...env.ethereum,
  ydaemonUrl: env.ydaemonUrl,
  priceServiceUrl: env.priceServiceUrl,
  issueTracker: site.issueTracker,
  isDev: env.isDev,
  branchName: env.branchName,
};

const config: Config = {
  title: site.title,
  tagline: site.tagline,
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  // Unset, every page is written as `x/index.html` and links, canonical URLs and
  // the sitemap keep the slash-less paths: any static server, stock config,
  // answers `/x` from that folder (some after one redirect to `/x/`).
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  ssrTemplate,
  // The tab icon is a head tag, not `favicon`: Docusaurus would also put `favicon` in the code every
  // page loads, where nothing needs it (plugins/internals/client-registry drops head tags from it).
  headTags: [{tagName: 'link', attributes: {rel: 'icon', href: siteLogoDataUrl(__dirname)}}],
  future: {
    v4: true,
    faster: true,
    experimental_vcs: vcsPreset(__dirname),
  },
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', direction: 'ltr'}}},
  markdown: {
    // Explicit heading ids (`## Title {#id}`) keep anchors stable when a heading is reworded.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  customFields,
  clientModules: [
    './src/clientModules/chunkLoadRecovery.ts',
    './src/clientModules/offline.ts',
    './src/clientModules/copyAddress.ts',
  ],
  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null, ignorePatterns: ['/__e2e__/**']},
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ...docsSections.map(docsSection),
    ['@docusaurus/plugin-client-redirects', {redirects: redirectPages(siteRedirects)} satisfies RedirectOptions],
    pluginModule('katex-stylesheet'),
    [pluginModule('code-highlighting'), {light: lightCodeTheme, dark: darkCodeTheme} satisfies CodeHighlightingOptions],
    // Every change to Docusaurus internals (plugins/internals/<id>/); all else here is content.
    pluginModule('internals'),
    [
      pluginModule('markdown-twins'),
      {
        summary: site.llmsSummary,
        excludePrefixes: [`${env.baseUrl}__e2e__`],
        // The generated contract reference stays in llms.txt, page by page with its ABI; the one-file copy is the prose.
        fullTextLeavesOut: ['V2', 'V3', 'deprecated'].map(
          (folder) => `${env.baseUrl}${CONTRACTS_ROUTE_BASE.slice(1)}/${folder}/`,
        ),
      } satisfies MarkdownTwinsOptions,
    ],
    pluginModule('contract-reference'),
    [pluginModule('local-search'), localSearchOptions(env.algolia)],
    // The worker module must be an absolute path: plugin-pwa imports it from its own folder.
    ['@docusaurus/plugin-pwa', pwaOptions(require.resolve('./src/offline/sw/swCustom.js'))],
    pluginModule('offline-files'),
    pluginModule('addresses-json'),
    [
      pluginModule('host-config'),
      {connectOrigins: connectOrigins(env), redirects: hostRedirects(siteRedirects)} satisfies HostConfigOptions,
    ],
    ...(env.e2eFixtures ? [e2eFixturePages] : []),
  ],
  themeConfig: {
    algolia: algoliaThemeConfig(env.algolia),
    image: 'img/social-card.jpg',
    metadata: [
      {name: 'description', content: site.description},
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:site', content: '@yearnfi'},
    ],
    announcementBar: {
      id: site.announcementId,
      // Raw HTML: its link gets no base URL from the router, so it carries its own.
      content: `Governance runs on stYFI: stake YFI to vote and earn. veYFI holders: <a href="${env.baseUrl}contributing/governance/migrating-from-veyfi">migrate your lock</a>.`,
      isCloseable: true,
    },
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: site.title,
      hideOnScroll: false,
      logo: {alt: `${site.productName} logo`, src: 'img/logo.svg', width: 32, height: 32},
      items: [
        ...sectionNavbarItems,
        {href: site.links.blog, label: 'Blog', position: 'right'},
        {
          type: 'dropdown',
          label: 'Community',
          position: 'right',
          items: [
            {href: site.links.discord, label: 'Discord'},
            {href: site.links.x, label: 'X (Twitter)'},
            {href: site.links.telegram, label: 'Telegram'},
            {href: site.links.medium, label: 'Medium'},
            {href: site.links.forum, label: 'Governance Forum'},
            {href: site.links.snapshot, label: 'Snapshot Voting'},
          ],
        },
        {
          type: 'docsVersionDropdown',
          docsPluginId: 'developers',
          position: 'right',
          dropdownItemsAfter: [{to: '/developers/smart-contracts/deprecated', label: 'Deprecated contract versions'}],
        },
        {type: 'localeDropdown', position: 'right'},
        {
          href: site.links.github,
          position: 'right',
          className: 'navbar-icon navbar-icon--github',
          'aria-label': 'GitHub repository',
        },
        {
          href: site.links.app,
          position: 'right',
          className: 'navbar-icon navbar-icon--app',
          'aria-label': 'yearn.fi app',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: `${site.productName} logo`, src: 'img/logo.svg', width: 40, height: 40, href: '/'},
      links: [
        {
          title: 'Docs',
          items: [...sectionFooterItems('Docs'), {label: 'Contract Addresses', to: '/developers/addresses'}],
        },
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: site.links.discord},
            {label: 'X (Twitter)', href: site.links.x},
            {label: 'Telegram', href: site.links.telegram},
            {label: 'Governance Forum', href: site.links.forum},
          ],
        },
        {
          title: 'More',
          items: [
            ...sectionFooterItems('More'),
            {label: 'Blog', href: site.links.blog},
            {label: 'GitHub', href: site.links.github},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} ${site.productName}. Documentation licensed for reuse with attribution.`,
    },
    prism: {
      // Colours come from classes (plugins/code-highlighting), the same in both modes.
      theme: CLASSES_ONLY_THEME,
      darkTheme: CLASSES_ONLY_THEME,
      additionalLanguages: ['solidity', 'bash', 'json', 'python', 'typescript', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
