/**
 * Drop-in replacement for @docusaurus/theme-common's useWindowSize with the
 * desktop layout starting at DESKTOP_MIN_WIDTH. Same API and SSR behaviour.
 */
import {useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {DESKTOP_MIN_WIDTH} from './breakpoint';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

function getWindowSize(desktopMinWidth: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth >= desktopMinWidth ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  const desktopMinWidth = desktopBreakpoint === undefined ? DESKTOP_MIN_WIDTH : desktopBreakpoint + 1;
  // A constant first value keeps server and client renders identical.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(getWindowSize(desktopMinWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopMinWidth]);
  return windowSize;
}
