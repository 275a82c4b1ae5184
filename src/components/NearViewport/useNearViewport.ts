import {type RefObject, useEffect, useState} from 'react';

/** About one screen: far enough ahead that a reader scrolling down rarely catches up with the load. */
const LOAD_AHEAD = '100% 0px';

/**
 * False until the element comes within about a screen of the viewport, then
 * true for good: lets heavy content that renders only in the browser load
 * when the reader gets near it rather than with the page. Always false on
 * the server.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: LOAD_AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
