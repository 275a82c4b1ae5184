import * as original from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import * as standIn from '@site/plugins/internals/active-plugin-without-collator/docsClientUtils';
import {
  byPathDescending,
  getActivePlugin,
} from '@site/plugins/internals/active-plugin-without-collator/docsClientUtils';
import {describe, expect, it} from 'vitest';

// The docs sections of this site, a versioned path beside one, and a plugin at the root.
const plugins = {
  default: {path: '/'},
  developers: {path: '/developers'},
  'developers-v2': {path: '/developers/v2'},
  'getting-started': {path: '/getting-started'},
  contributing: {path: '/contributing'},
};

describe('the active docs plugin, found without localeCompare', () => {
  it('finds the plugin of the most specific path, as the original does', () => {
    for (const pathname of [
      '/developers/v3/overview',
      '/developers/v2/vaults',
      '/developers',
      '/getting-started/intro',
      '/contributing/governance/styfi',
      '/search',
    ]) {
      expect(getActivePlugin(plugins, pathname)).toEqual(original.getActivePlugin(plugins as never, pathname));
    }
    expect(getActivePlugin(plugins, '/developers/v2/vaults')?.pluginId).toBe('developers-v2');
    expect(getActivePlugin(plugins, '/developers-guide')?.pluginId).toBe('default');
  });

  it('puts every path before the paths it starts with', () => {
    const order = Object.entries(plugins)
      .sort(byPathDescending)
      .map(([, data]) => data.path);
    for (const [index, path] of order.entries())
      for (const later of order.slice(index + 1)) expect(later.length === 0 || !later.startsWith(path)).toBe(true);
  });

  it('without a match, answers nothing, or throws with the plugins’ paths when asked to', () => {
    const sections = {developers: {path: '/developers'}};
    expect(getActivePlugin(sections, '/partners')).toBeUndefined();
    expect(() => getActivePlugin(sections, '/partners', {failfast: true})).toThrow(/"\/partners".*\/developers/);
  });

  it('keeps every other export of the original module', () => {
    for (const name of Object.keys(original)) expect(standIn, name).toHaveProperty(name);
  });
});
