/**
 * react-helmet-async with one change in the browser: the page's <Helmet>s
 * take over the head only once the app has hydrated, all in one render.
 *
 * Each Helmet hands its tags over while React renders it, and the library
 * writes the head in the next animation frame. React hydrates in slices, so
 * a frame falls between the outer layouts' Helmets and the page's own: the
 * head was first written without the page's tags (the <html> classes of the
 * docs layout, the KaTeX stylesheet, the description) and a frame later
 * with them. Each write restyled and laid out the whole page (68 + 20 ms on
 * the calculator page, unthrottled) and math lost its stylesheet for a
 * frame. Until hydration the server's head is already right, and a Helmet
 * renders no element, so skipping them then changes nothing on screen.
 */
import {createElement, type ReactNode, useLayoutEffect, useSyncExternalStore} from 'react';
import {Helmet as OriginalHelmet, HelmetProvider as OriginalHelmetProvider} from 'react-helmet-async?original';

export {HelmetData} from 'react-helmet-async?original';

let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function HydrationMarker(): null {
  // Runs in the commit that ends hydration; every Helmet then renders in the same urgent render.
  useLayoutEffect(() => {
    if (hydrated) return;
    hydrated = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
}

export function HelmetProvider(props: {children?: ReactNode}): ReactNode {
  return createElement(OriginalHelmetProvider, props, createElement(HydrationMarker), props.children);
}

export function Helmet(props: Record<string, unknown>): ReactNode {
  const show = useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
  return show ? createElement(OriginalHelmet, props) : null;
}
