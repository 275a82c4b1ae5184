/**
 * The service worker registration of ./registerSw.ts, in a chunk of its own:
 * none of it is needed before the page has run, so it stays out of the code
 * every page loads first.
 */
import {createStorageSlot} from '@docusaurus/theme-common';

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
  const [{Workbox}, offlineMode] = await Promise.all([import('workbox-window'), isOfflineModeEnabled()]);
  const url = `${PWA_SERVICE_WORKER_URL}?params=${encodeURIComponent(JSON.stringify({offlineMode, debug: PWA_DEBUG}))}`;
  const wb = new Workbox(url);
  const sendSkipWaiting = () => wb.messageSW({type: 'SKIP_WAITING'});
  const handleWaiting = async () => {
    if (!offlineMode) {
      await sendSkipWaiting();
      return;
    }
    const {renderReloadPopup} = await import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js');
    await renderReloadPopup({
      onReload() {
        wb.addEventListener('controlling', () => window.location.reload());
        void sendSkipWaiting();
      },
    });
  };
  wb.addEventListener('waiting', () => void handleWaiting());
  // @ts-expect-error: not in Workbox's typings any more, still fired.
  wb.addEventListener('externalwaiting', () => void handleWaiting());
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    // Blocked: the browser refused (SecurityError) or answered with no registration.
    debugLog('service worker registration refused', error);
    return;
  }
  if (registration?.waiting) await handleWaiting();
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
