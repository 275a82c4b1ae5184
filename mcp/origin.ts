/**
 * The Origin check the MCP transport specification asks of an HTTP server
 * against DNS rebinding: a web page that is not the site itself must not
 * reach the endpoint through a reader's browser. Requests without an Origin
 * (agents, command-line clients) pass, as do pages on a loopback host
 * (localhost, 127.0.0.1, [::1], any port: the site served locally) and the
 * site's own public origin. A rebound name is neither, whatever address it
 * resolves to, so its requests are refused.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedOrigin(origin: string | undefined, siteUrl: string): boolean {
  if (origin === undefined || origin === '') return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return LOOPBACK_HOSTS.has(url.hostname) || url.origin === new URL(siteUrl).origin;
}
