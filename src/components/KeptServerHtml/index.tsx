/**
 * Keeping server-rendered HTML through hydration: React leaves alone the
 * children of an element hydrated with `dangerouslySetInnerHTML`, so content
 * that needs no React at first can skip the cost of being hydrated node by
 * node. Used by long static articles, address tables and code blocks.
 */

import useIsBrowser from '@docusaurus/useIsBrowser';
import {type ComponentPropsWithRef, type ReactNode, useState} from 'react';

/** Never changes, so React never rewrites the kept HTML. */
const KEEP_SERVER_HTML = {__html: ''};

type KeptServerHtmlProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'>;

/** A `div` whose children stay as the server rendered them; React hydrates only the `div` itself. */
export function KeptServerHtml(props: KeptServerHtmlProps): ReactNode {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; it only tells React to keep the server's children
  return <div {...props} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}

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
