/**
 * The bench's partial builds leave out pages that the site's redirects lead
 * to, and the client-redirects plugin fails a build whose redirect targets do
 * not exist; these builds measure routes and build time, not the redirect
 * pages, so they go without that plugin.
 */

const REDIRECTS_PLUGIN = '@docusaurus/plugin-client-redirects';

export function withoutRedirectPages<Plugin>(plugins: readonly Plugin[]): Plugin[] {
  const kept = plugins.filter((plugin) => !(Array.isArray(plugin) && plugin[0] === REDIRECTS_PLUGIN));
  if (kept.length !== plugins.length - 1) throw new Error(`The site config no longer lists ${REDIRECTS_PLUGIN} once.`);
  return kept;
}
