/**
 * react-helmet-async with one change in the browser: the <Helmet>s of the
 * page the reader opened stay out of the way until the head has to change,
 * then all take over in one render.
 *
 * The server's head is right for the page it was written for, so until a
 * Helmet asks for something else (a client navigation mounts the next
 * page's Helmets; the search page retitles itself from its query) there is
 * nothing to write. Taking over right after hydration cost one more long
 * task while the page loads: rendering some thirty Helmets, each of which
 * reduces the props of all the others.
 *
 * The takeover is one urgent render: each Helmet hands its tags over while
 * React renders it, and the library writes the head in the next animation
 * frame, so a render sliced across frames (a transition, or hydration) wrote
 * the head without the page's tags first (the <html> classes of the docs
 * layout, the KaTeX stylesheet, the description), and a frame later with
 * them, restyling the whole page each time while math lost its stylesheet.
 */

import {Helmet as OriginalHelmet, HelmetProvider as OriginalHelmetProvider} from 'react-helmet-async?original';
import {createElement, type ReactNode, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore} from 'react';
import isEqual from 'react-fast-compare';

export {HelmetData} from 'react-helmet-async?original';

let hydrated = false;
let takenOver = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function takeOver(): void {
  if (takenOver) return;
  takenOver = true;
  for (const listener of listeners) listener();
}

function HydrationMarker(): null {
  // Runs in the commit that ends hydration: Helmets mounted from then on belong to a change.
  useLayoutEffect(() => {
    hydrated = true;
  }, []);
  return null;
}

export function HelmetProvider(props: {children?: ReactNode}): ReactNode {
  return createElement(OriginalHelmetProvider, props, createElement(HydrationMarker), props.children);
}

export function Helmet(props: Record<string, unknown>): ReactNode {
  const active = useSyncExternalStore(
    subscribe,
    () => takenOver,
    () => false,
  );
  const [mountedAfterHydration] = useState(() => hydrated);
  const firstProps = useRef(props);
  useEffect(() => {
    if (mountedAfterHydration || !isEqual(firstProps.current, props)) takeOver();
  });
  useEffect(
    () => () => {
      // A Helmet leaving the page (its tags must go) is a change too.
      if (hydrated) takeOver();
    },
    [],
  );
  return active ? createElement(OriginalHelmet, props) : null;
}
