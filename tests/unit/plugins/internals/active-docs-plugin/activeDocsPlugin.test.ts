import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {getActivePlugin as original} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {getActivePlugin, getLatestVersion} from '@site/plugins/internals/active-docs-plugin/activeDocsPlugin';
import {describe, expect, it} from 'vitest';

const plugin = (path: string) =>
  ({
    path,
    versions: [{name: 'current', isLast: true, path, mainDocId: 'intro', docs: [], draftIds: [], sidebars: {}}],
  }) as unknown as GlobalPluginData;

describe('the docs plugin helpers without localeCompare', () => {
  const plugins = {
    'getting-started': plugin('/getting-started'),
    developers: plugin('/developers'),
    'developers-v2': plugin('/developers/v2'),
    root: plugin('/'),
    partners: plugin('/partners'),
  };

  it('find the same active plugin as the original, the deepest path first', () => {
    const pathnames = [
      '/developers/v2/overview',
      '/developers/v3/overview',
      '/developers',
      '/getting-started/intro',
      '/partners/x',
      '/',
      '/search',
      '/developer',
    ];
    for (const pathname of pathnames)
      expect(getActivePlugin(plugins, pathname), pathname).toEqual(original(plugins, pathname));
    expect(getActivePlugin(plugins, '/developers/v2/overview')?.pluginId).toBe('developers-v2');
  });

  it('say which paths the plugins serve when a page expects one and none matches', () => {
    const {root: _root, ...withoutRoot} = plugins;
    expect(getActivePlugin(withoutRoot, '/search')).toBeUndefined();
    expect(() => getActivePlugin(withoutRoot, '/search', {failfast: true})).toThrow(
      /"\/search".*\/getting-started, \/developers/,
    );
  });

  it('keep the rest of the original module', () => {
    expect(getLatestVersion(plugins.developers).name).toBe('current');
  });
});
