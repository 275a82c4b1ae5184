import {lazy, type ReactNode, Suspense} from 'react';
import {useServiceWorkerControl} from '@site/src/offline/useServiceWorkerControl';

// Loaded only where a service worker can keep what it saves, after the page is up.
const OfflineReadingPanel = lazy(() => import('./OfflineReadingPanel'));

/** "Save the docs for offline reading", offered once a service worker controls the page. */
export default function OfflineReading(): ReactNode {
  if (!useServiceWorkerControl()) return null;
  return (
    <Suspense fallback={null}>
      <OfflineReadingPanel />
    </Suspense>
  );
}
