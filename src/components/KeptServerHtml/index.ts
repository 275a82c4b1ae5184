/**
 * Keeping server-rendered HTML through hydration: React leaves alone the
 * children of an element hydrated with `dangerouslySetInnerHTML`, so content
 * that needs no React at first can skip the cost of being hydrated node by
 * node. Used by long static articles, address tables and code blocks.
 */
import {useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Give this as `dangerouslySetInnerHTML` (with `suppressHydrationWarning`): it never changes, so React never rewrites the kept HTML. */
export const KEEP_SERVER_HTML = {__html: ''};

/**
 * True when the component first rendered as part of hydrating the page the
 * reader opened, and so has server HTML to keep; false on the server and for
 * anything rendered later (client navigation), which must render itself.
 */
export function useHasServerHtml(): boolean {
  // useIsBrowser is false only during hydration.
  const isBrowser = useIsBrowser();
  const [hasServerHtml] = useState(() => typeof window !== 'undefined' && !isBrowser);
  return hasServerHtml;
}
