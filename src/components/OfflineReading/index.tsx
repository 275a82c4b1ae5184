import {useNearViewport} from '@site/src/components/NearViewport/useNearViewport';
import {useServiceWorkerControl} from '@site/src/components/OfflineReading/useServiceWorkerControl';
import {useStoredOptIn} from '@site/src/components/OfflineReading/useStoredOptIn';
import {lazy, type ReactNode, Suspense, useRef} from 'react';

// Loaded only where a service worker can keep what it saves, after the page is up.
const OfflineReadingPanel = lazy(() => import('./OfflineReadingPanel'));

/**
 * "Save the docs for offline reading", offered once a service worker controls
 * the page. The panel's code loads when the footer comes near the viewport,
 * or at once for a reader who opted in, whose new versions of the docs are
 * saved as soon as they load.
 */
export default function OfflineReading(): ReactNode {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const controlled = useServiceWorkerControl();
  const optedIn = useStoredOptIn();
  return (
    <div ref={anchor}>
      {controlled && (near || optedIn) && (
        <Suspense fallback={null}>
          <OfflineReadingPanel />
        </Suspense>
      )}
    </div>
  );
}
