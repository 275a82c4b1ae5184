/**
 * The site's configuration without the contract reference pages, for the
 * bench only: the contract-reference plugin still loads its catalogue (other
 * pages import its release changes) but adds no routes, so the difference in
 * build time with the real build is what those pages cost. Links to them are
 * left unchecked here, and the redirect pages left out, since their targets
 * do not exist in this build.
 */
import type {Config, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import config from '../../docusaurus.config';
import contractReferencePlugin from '../../plugins/contract-reference';
import {pluginModule} from '../../plugins/shared/pluginOptions';
import {withoutRedirectPages} from './withoutRedirectPages';

function withoutContractPages(context: LoadContext): Plugin {
  const {allContentLoaded: _routes, ...plugin} = contractReferencePlugin(context);
  return plugin;
}

const plugins = (config.plugins ?? []).map((plugin) =>
  plugin === pluginModule('contract-reference') ? (withoutContractPages as PluginModule) : plugin,
);
if (!plugins.includes(withoutContractPages as PluginModule))
  throw new Error('The site config no longer lists the contract-reference plugin.');

export default {
  ...config,
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  plugins: withoutRedirectPages(plugins),
} satisfies Config;
