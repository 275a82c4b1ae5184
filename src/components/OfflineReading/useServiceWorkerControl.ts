import {useEffect, useState} from 'react';

/**
 * Whether a service worker controls the page, so that what the page fetches
 * is kept for offline reading. Never in development (plugin-pwa registers
 * the worker in production builds only) or in browsers without one.
 */
export function useServiceWorkerControl(): boolean {
  const [controlled, setControlled] = useState(false);
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return undefined;
    const check = () => setControlled(!!container.controller);
    check();
    container.addEventListener('controllerchange', check);
    return () => container.removeEventListener('controllerchange', check);
  }, []);
  return controlled;
}
