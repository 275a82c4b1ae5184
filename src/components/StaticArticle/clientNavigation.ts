/**
 * Which clicks on a plain `<a>` the router should take over, as Docusaurus'
 * `Link` does: a left click without modifier keys on a link to another page
 * of this site that opens in the same tab. Same-page anchors, new tabs,
 * downloads and other sites stay with the browser.
 */

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorFacts {
  /** The resolved URL (`anchor.href`). */
  href: string;
  /** The `target` attribute, '' when absent. */
  target: string;
  download: boolean;
}

/** The path (with query and hash) to push, or null to let the browser follow the link. */
export function clientRouteFor(click: ClickFacts, anchor: AnchorFacts, current: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.download || (anchor.target !== '' && anchor.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
