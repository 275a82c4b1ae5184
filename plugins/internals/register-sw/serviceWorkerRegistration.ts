/**
 * The service worker registration of ./registerSw.ts, in a chunk of its own:
 * none of it is needed before the page has run, so it stays out of the code
 * every page loads first.
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import {activateWaitingWorker, SKIP_WAITING} from '@site/src/offline/activateUpdate';
import {watchForWaitingWorker} from './waitingWorker';

// Replaced at build time by plugin-pwa's DefinePlugin values.
const PWA_SERVICE_WORKER_URL = process.env.PWA_SERVICE_WORKER_URL as unknown as string;
const PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES = process.env
  .PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as string[];
const PWA_DEBUG = process.env.PWA_DEBUG as unknown as boolean;
const MAX_MOBILE_WIDTH = 996;

const appInstalledEventFired = createStorageSlot('docusaurus.pwa.event.appInstalled.fired');

function debugLog(message: string, details?: unknown): void {
  if (PWA_DEBUG) console.log(`[Docusaurus-PWA][registerSw]: ${message}`, details ?? '');
}

async function clearRegistrations(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}

async function isAppInstalledRelatedApps(): Promise<boolean> {
  const nav = navigator as Navigator & {getInstalledRelatedApps?: () => Promise<Array<{platform: string}>>};
  if (!nav.getInstalledRelatedApps) return false;
  try {
    return (await nav.getInstalledRelatedApps()).some((app) => app.platform === 'webapp');
  } catch {
    return false;
  }
}

const strategies: Record<string, () => boolean | Promise<boolean>> = {
  always: () => true,
  mobile: () => window.innerWidth <= MAX_MOBILE_WIDTH,
  saveData: () => !!(navigator as Navigator & {connection?: {saveData?: boolean}}).connection?.saveData,
  appInstalled: () => appInstalledEventFired.get() === 'true' || isAppInstalledRelatedApps(),
  standalone: () => window.matchMedia('(display-mode: standalone)').matches,
  queryString: () => new URLSearchParams(window.location.search).get('offlineMode') === 'true',
};

async function isOfflineModeEnabled(): Promise<boolean> {
  const active = await Promise.all(
    PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES.map((name) => Promise.resolve(strategies[name]?.() ?? false)),
  );
  return active.some(Boolean);
}

async function registerSW(): Promise<void> {
  const offlineMode = await isOfflineModeEnabled();
  const url = `${PWA_SERVICE_WORKER_URL}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug: PWA_DEBUG}))}`;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(url);
  } catch (error) {
    // Blocked: the browser refused (SecurityError) or answered with no registration.
    debugLog('service worker registration refused', error);
    return;
  }
  if (!registration) return;
  const activate = () => activateWaitingWorker(navigator.serviceWorker, () => window.location.reload());
  watchForWaitingWorker(registration, () => {
    // Pages not kept offline switch at once; a reader with offline pages is asked first.
    if (!offlineMode) {
      registration.waiting?.postMessage(SKIP_WAITING);
      return;
    }
    import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js')
      .then(({renderReloadPopup}) => renderReloadPopup({onReload: () => void activate()}))
      .catch((error: unknown) => debugLog('reload popup failed', error));
  });
}

function addLegacyAppInstalledListeners(): void {
  window.addEventListener('appinstalled', () => {
    appInstalledEventFired.set('true');
    void clearRegistrations().catch(() => undefined);
  });
  window.addEventListener('beforeinstallprompt', () => {
    if (appInstalledEventFired.get()) {
      appInstalledEventFired.del();
      void clearRegistrations().catch(() => undefined);
    }
  });
}

/** Registers the worker and the listeners; loaded once the main chunk has run, in its own chunk. */
export function startServiceWorker(): void {
  addLegacyAppInstalledListeners();
  registerSW().catch((error: unknown) => debugLog('registration failed', error));
}
