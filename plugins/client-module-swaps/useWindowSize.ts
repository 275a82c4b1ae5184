/**
 * Theme-common's window-size hook with one change: the first real size,
 * known only after hydration (the server renders "ssr"), is set in a
 * transition. It switches the docs layout, navbar and table of contents
 * between their server and their mobile or desktop forms; as a plain update
 * React re-renders all of them in one task right after hydration. Later
 * changes (a resize) stay plain updates.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Also hard-coded in Infima's CSS (see the original module).
const DESKTOP_BREAKPOINT = 996;

function currentWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, so the first client render matches the server's.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(currentWindowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
