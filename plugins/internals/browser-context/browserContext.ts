/**
 * Docusaurus's browser context with one change: "the page has hydrated" is
 * announced in a transition. Every `useIsBrowser()` consumer re-renders on
 * it; as a plain update React renders them all in one task right after
 * hydration, as a transition in short slices.
 */

import {Context} from '@docusaurus/core/lib/client/browserContext.js?original';
import {createElement, type ReactNode, startTransition, useEffect, useState} from 'react';

export {Context};

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return createElement(Context.Provider, {value: isBrowser}, children);
}
