/**
 * The site's configuration without the contract reference pages, for the
 * bench only: the contract-reference plugin still loads its catalogue (other
 * pages import its release changes) but adds no routes, so the difference in
 * build time with the real build is what those pages cost. Links to them are
 * left unchecked here, and the redirect pages to them left out, since their
 * targets do not exist in this build.
 */
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Config, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import config from '../../docusaurus.config';
import contractReferencePlugin from '../../plugins/contract-reference';
import {CONTRACTS_ROUTE_BASE} from '../../src/contracts/keys';

const REDIRECTS_PLUGIN = '@docusaurus/plugin-client-redirects';

function withoutContractPages(context: LoadContext): Plugin {
  const {allContentLoaded: _routes, ...plugin} = contractReferencePlugin(context);
  return plugin;
}

function withoutContractRedirects(options: unknown): RedirectOptions {
  const {redirects = []} = options as RedirectOptions;
  return {
    ...(options as RedirectOptions),
    redirects: redirects.filter(({to}) => !to.startsWith(`${CONTRACTS_ROUTE_BASE}/`)),
  };
}

const plugins = (config.plugins ?? []).map((plugin) => {
  if (plugin === contractReferencePlugin) return withoutContractPages as PluginModule;
  if (Array.isArray(plugin) && plugin[0] === REDIRECTS_PLUGIN)
    return [REDIRECTS_PLUGIN, withoutContractRedirects(plugin[1])];
  return plugin;
});
if (!plugins.includes(withoutContractPages as PluginModule))
  throw new Error('The site config no longer lists the contract-reference plugin.');
if (!plugins.some((plugin) => Array.isArray(plugin) && plugin[0] === REDIRECTS_PLUGIN))
  throw new Error(`The site config no longer lists ${REDIRECTS_PLUGIN}.`);

export default {...config, onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore', plugins} satisfies Config;
