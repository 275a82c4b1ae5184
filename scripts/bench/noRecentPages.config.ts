/**
 * The site's configuration without the pages of Yearn's products since
 * mid-2025 and the 64 YIP records (issue #21), for the bench only: the JS
 * every page shares in this build, subtracted from the real build's, is what
 * their routes add to every page (route table, chunk maps). Their files are
 * excluded and their sidebar items dropped (the sidebars are written to JSON
 * under .tmp/ for this build); links to them are left unchecked and the
 * redirect pages left out, since their targets do not exist here. The three periphery contract reference pages stay.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {Config, PluginConfig} from '@docusaurus/types';
import config from '../../docusaurus.config';
import contributingSidebars from '../../sidebars/contributing';
import developersSidebars from '../../sidebars/developers';
import userDocsSidebars from '../../sidebars/userDocs';
import {withoutRedirectPages} from './withoutRedirectPages';

/** The pages' files, per docs section, from the section's folder. */
const RECENT_PAGES = {
  contributing: [
    'governance/styfi.md',
    'governance/migrating-from-veyfi.md',
    'governance/liquid-lockers.md',
    'governance/veyfi-faq.md',
    'governance/yips/yip-*.md',
  ],
  developers: [
    'governance-apps.md',
    'addresses/styfi-contracts.mdx',
    'addresses/yvusd-contracts.mdx',
    'addresses/ybold-contracts.mdx',
    'addresses/yyb-contracts.mdx',
    'yvusd/index.md',
    'yvusd/api.md',
    'yvusd/cross-chain-strategies.md',
    'yvusd/locked-yvusd.md',
    'data-services/kong.md',
    'data-services/ydaemon.md',
    'data-services/metrics/index.md',
    'data-services/metrics/lifetime-earnings.md',
    'v3/yield_accrual.md',
    'v3/yield_optimization.md',
  ],
  'getting-started': [
    'products/yvaults/yvusd.md',
    'products/yvaults/yBold.md',
    'products/ylockers/yyb/overview.md',
    'products/ylockers/yyb/yyb-faq.md',
    'products/ylockers/yyb/yyb-guide.md',
    'products/ylockers/yyb/yyb-migration-guide.md',
    'products/curating/introduction.md',
    'products/curating/morpho-curating.md',
    'products/curating/term-curating.md',
    'llm-friendly-docs.md',
  ],
} as const;

type Section = keyof typeof RECENT_PAGES;

const SIDEBARS: Record<Section, SidebarsConfig> = {
  contributing: contributingSidebars,
  developers: developersSidebars,
  'getting-started': userDocsSidebars,
};

/** Whether a doc id names one of the section's excluded files (`*` matches within one path segment). */
function isExcluded(section: Section, docId: string): boolean {
  return RECENT_PAGES[section].some((file) =>
    new RegExp(
      `^${file
        .replace(/\.mdx?$/, '')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')}$`,
    ).test(docId),
  );
}

type Item = unknown;

/** The sidebar items without the excluded docs: doc items and category links to them go. */
function withoutPages(section: Section, items: readonly Item[]): Item[] {
  return items.flatMap((item): Item[] => {
    if (typeof item === 'string') return isExcluded(section, item) ? [] : [item];
    const entry = item as {type?: string; id?: string; items?: Item[]; link?: {type?: string; id?: string}};
    if (entry.type === 'doc' && entry.id && isExcluded(section, entry.id)) return [];
    if (entry.type !== 'category') return [item];
    const {link, ...category} = entry;
    const keepsLink = link && !(link.type === 'doc' && link.id && isExcluded(section, link.id));
    const kept = withoutPages(section, entry.items ?? []);
    if (!kept.length && !keepsLink) return [];
    return [{...category, ...(keepsLink ? {link} : {}), items: kept}];
  });
}

/** The docs plugin's default exclusions (GlobExcludeDefault in @docusaurus/utils), which an `exclude` option replaces. */
const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

const sidebarFolder = path.resolve(__dirname, '../../.tmp/bench-norecent-sidebars');
mkdirSync(sidebarFolder, {recursive: true});

const changed = new Set<string>();
const plugins = (config.plugins ?? []).map((plugin): PluginConfig => {
  const id = Array.isArray(plugin) ? (plugin[1] as {id?: string} | undefined)?.id : undefined;
  if (!id || !(id in RECENT_PAGES)) return plugin as PluginConfig;
  const section = id as Section;
  changed.add(section);
  const [module, options] = plugin as [string, {exclude?: string[]}];
  const sidebarPath = path.join(sidebarFolder, `${section}.json`);
  const sidebars = Object.fromEntries(
    Object.entries(SIDEBARS[section]).map(([name, items]) => [name, withoutPages(section, items as Item[])]),
  );
  writeFileSync(sidebarPath, JSON.stringify(sidebars));
  return [
    module,
    {...options, exclude: [...(options.exclude ?? DEFAULT_EXCLUDE), ...RECENT_PAGES[section]], sidebarPath},
  ];
});
if (changed.size !== Object.keys(RECENT_PAGES).length)
  throw new Error(`The site config no longer has the docs sections ${Object.keys(RECENT_PAGES).join(', ')}.`);

export default {
  ...config,
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  markdown: {...config.markdown, hooks: {...config.markdown?.hooks, onBrokenMarkdownLinks: 'ignore'}},
  plugins: withoutRedirectPages(plugins),
} satisfies Config;
