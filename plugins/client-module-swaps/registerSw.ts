/**
 * Stands in for @docusaurus/plugin-pwa's registerSw.js: the same
 * registration, guarded. Where service workers exist but are blocked (a
 * privacy setting, a sandboxed frame, a test browser), the original logs
 * "registerSW failed TypeError: …reading 'waiting'" or a SecurityError on
 * every page; the site then simply works without offline reading, quietly.
 * Behaviour where registration works is the original's: the worker URL
 * carries the offline-mode decision, a waiting worker is activated at once
 * unless pages are kept offline, in which case the "Reload to update" popup
 * asks first.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
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

/** True when this browser offers service workers and the page may use them. */
export function canRegisterServiceWorker(
  nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  try {
    return !!nav && 'serviceWorker' in nav && !!nav.serviceWorker && typeof nav.serviceWorker.register === 'function';
  } catch {
    // Reading navigator.serviceWorker throws where storage is denied to the page.
    return false;
  }
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

if (ExecutionEnvironment.canUseDOM && canRegisterServiceWorker()) {
  addLegacyAppInstalledListeners();
  registerSW().catch((error: unknown) => debugLog('registration failed', error));
}
