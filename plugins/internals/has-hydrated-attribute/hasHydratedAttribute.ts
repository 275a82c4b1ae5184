/**
 * Stands in for core's HasHydratedDataAttribute in the browser. The original
 * sets `<html data-has-hydrated="true">` through a <Head>, and that one
 * change would make the Helmets take over the head while the page loads
 * (./helmetAfterHydration.ts). The server render keeps the original, which
 * writes `data-has-hydrated="false"`; here the attribute is set directly.
 */

import useIsBrowser from '@docusaurus/useIsBrowser';
import {useEffect} from 'react';

export default function HasHydratedDataAttribute(): null {
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, [isBrowser]);
  return null;
}
