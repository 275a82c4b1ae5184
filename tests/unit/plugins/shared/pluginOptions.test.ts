import path from 'node:path';
import type {PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {darkCodeTheme, lightCodeTheme} from '@site/config/prismThemes';
import config from '@site/docusaurus.config';
import remarkAddressLinks from '@site/plugins/address-links';
import * as codeHighlighting from '@site/plugins/code-highlighting';
import * as hostConfig from '@site/plugins/host-config';
import remarkKatexStylesheet from '@site/plugins/katex-stylesheet/remark';
import remarkLiveValues from '@site/plugins/live-values';
import * as localSearch from '@site/plugins/local-search';
import * as markdownTwins from '@site/plugins/markdown-twins';
import {pluginModule} from '@site/plugins/shared/pluginOptions';
import * as slashlessDocs from '@site/plugins/slashless-docs';
import remarkStaticDiagrams from '@site/plugins/static-diagrams/remark';
import rehypeStaticMath from '@site/plugins/static-math/rehype';
import rehypeTaskListLabels from '@site/plugins/task-list-labels';
import {describe, expect, it} from 'vitest';

type Validating = {validateOptions?: (context: {validate: typeof normalizePluginOptions; options: unknown}) => unknown};

const validating = (module: Validating) => (options: unknown) =>
  module.validateOptions?.({validate: normalizePluginOptions, options});

const SITE_PLUGINS = path.resolve(__dirname, '../../../../plugins');

/** The site config's plugin entries as [module, options]. */
function entries(): [unknown, unknown][] {
  return (config.plugins ?? []).filter(Boolean).map((entry) => {
    const plugin = entry as Exclude<PluginConfig, false | null>;
    return Array.isArray(plugin) ? [plugin[0], plugin[1]] : [plugin, undefined];
  });
}

describe('the site config', () => {
  it('registers every plugin by module path, so Docusaurus runs its validateOptions', () => {
    const functions = entries().filter(([module]) => typeof module !== 'string');
    expect(functions).toEqual([]);
  });

  it('gives each of the site plugins options its schema accepts', async () => {
    const local = entries().filter(([module]) => String(module).startsWith(SITE_PLUGINS));
    expect(local.length).toBeGreaterThanOrEqual(10);
    for (const [module, options] of local) {
      const loaded = (await import(module as string)) as Validating;
      expect(loaded.validateOptions, String(module)).toBeTypeOf('function');
      expect(() => validating(loaded)(options ?? {}), String(module)).not.toThrow();
    }
  });

  it('gives each of the site Markdown plugins in the docs sections options its schema accepts', () => {
    const own: unknown[] = [
      remarkAddressLinks,
      remarkLiveValues,
      remarkKatexStylesheet,
      remarkStaticDiagrams,
      rehypeStaticMath,
      rehypeTaskListLabels,
    ];
    const sectionOptions = entries()
      .filter(([module]) => module === pluginModule('slashless-docs'))
      .map(([, options]) => options as {remarkPlugins: unknown[]; rehypePlugins: unknown[]});
    expect(sectionOptions.length).toBeGreaterThan(0);
    const attached = new Set<unknown>();
    for (const {remarkPlugins, rehypePlugins} of sectionOptions) {
      for (const entry of [...remarkPlugins, ...rehypePlugins]) {
        const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
        if (!own.includes(plugin)) continue;
        attached.add(plugin);
        expect(() => (plugin as (options: unknown) => unknown)(options)).not.toThrow();
      }
    }
    expect(attached.size).toBe(own.length);
  });
});

describe('a plugin option that is wrong stops the config load, naming the option', () => {
  const twins = {summary: 'Yearn docs.', excludePrefixes: ['/__e2e__'], fullTextLeavesOut: ['/developers/x/']};
  const search = {mode: 'local', sectionLabels: {developers: 'Dev Docs'}};

  it.each([
    ['code-highlighting', {light: lightCodeTheme}, '"dark" is required', codeHighlighting],
    ['code-highlighting', {light: lightCodeTheme, dark: {plain: {}}}, '"dark.styles" is required', codeHighlighting],
    [
      'code-highlighting',
      {light: lightCodeTheme, dark: darkCodeTheme, lite: 1},
      '"lite" is not allowed',
      codeHighlighting,
    ],
    ['host-config', {connectOrigins: ['https://rpc.example/v2/key'], redirects: []}, 'connectOrigins[0]', hostConfig],
    ['host-config', {connectOrigins: ['rpc.example'], redirects: []}, 'connectOrigins[0]', hostConfig],
    ['host-config', {connectOrigins: [], redirects: [{from: 'old', to: '/new'}]}, 'redirects[0].from', hostConfig],
    ['local-search', {...search, mode: 'remote'}, '"mode" must be one of', localSearch],
    [
      'local-search',
      {...search, statusRules: [{pattern: '/v1/', status: 'legacy'}]},
      'statusRules[0].pattern',
      localSearch,
    ],
    [
      'local-search',
      {...search, statusRules: [{pattern: /v1/, status: 'current'}]},
      'statusRules[0].status',
      localSearch,
    ],
    ['local-search', {...search, sectionLabel: {}}, '"sectionLabel" is not allowed', localSearch],
    ['markdown-twins', {...twins, fullTextLeavesOut: ['/developers/x']}, 'fullTextLeavesOut[0]', markdownTwins],
    ['markdown-twins', {...twins, summary: undefined}, '"summary" is required', markdownTwins],
    ['markdown-twins', {...twins, excludePrefix: []}, '"excludePrefix" is not allowed', markdownTwins],
    ['slashless-docs', {path: 'docs/x', sidebarCollapse: true}, '"sidebarCollapse" is not allowed', slashlessDocs],
  ])('%s: %j fails with %s', (_name, options, message, module) => {
    expect(() => validating(module as Validating)(options)).toThrow(message);
  });

  it.each(['addresses-json', 'contract-reference', 'internals', 'katex-stylesheet', 'offline-files'])(
    '%s takes no options: one given fails',
    async (name) => {
      const module = (await import(pluginModule(name))) as Validating;
      expect(() => validating(module)({baseUrl: '/'})).toThrow('"baseUrl" is not allowed');
      expect(validating(module)(undefined)).toEqual({id: 'default'});
    },
  );

  it.each([
    ['address-links', () => remarkAddressLinks({id: 'x'}), '[address-links] "id" is not allowed'],
    ['live-values', () => remarkLiveValues({entries: []}), '[live-values] "entries" is not allowed'],
    ['static-math', () => rehypeStaticMath({output: 'mathml'}), '[static-math] "output" is not allowed'],
    ['task-list-labels', () => rehypeTaskListLabels({prefix: 'x'}), '[task-list-labels] "prefix" is not allowed'],
    ['katex-stylesheet', () => remarkKatexStylesheet({baseUrl: 'docs'}), '[katex-stylesheet] "baseUrl"'],
    ['static-diagrams', () => remarkStaticDiagrams({baseUrl: '/'} as never), '[static-diagrams] "siteDir" is required'],
  ])('Markdown plugin %s names the option', (_name, attach, message) => {
    expect(attach).toThrow(message);
  });
});
