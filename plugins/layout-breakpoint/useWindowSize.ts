/**
 * The one stand-in for @docusaurus/theme-common's useWindowSize (same API
 * and server behaviour), with two changes:
 * - desktop starts at DESKTOP_MIN_WIDTH (996 px), where the shifted CSS
 *   starts it (./breakpoint.ts); stock is desktop above 996 px;
 * - the first real size, known only after hydration (the server renders
 *   "ssr"), is set in a transition: it switches the docs layout, navbar and
 *   table of contents to their mobile or desktop forms, which as a plain
 *   update re-render in one task right after hydration. Later changes (a
 *   resize) stay plain updates.
 */
import {startTransition, useEffect, useState} from 'react';
import {DESKTOP_MIN_WIDTH, isDesktopWidth} from './breakpoint';

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize({desktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  // The stock option names the last mobile width.
  const desktopMinWidth = desktopBreakpoint === undefined ? DESKTOP_MIN_WIDTH : desktopBreakpoint + 1;
  // A constant first value keeps the first client render equal to the server's.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(isDesktopWidth(window.innerWidth, desktopMinWidth) ? 'desktop' : 'mobile');
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopMinWidth]);
  return windowSize;
}
