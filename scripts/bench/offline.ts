/**
 * Keeps measured pages on this machine without slowing them down: Chromium
 * resolves no host but 127.0.0.1 (the launch flag below), so a request to
 * any other host fails before it leaves, and a passive listener lists it for
 * the report. (Intercepting requests through Playwright instead would add a
 * round trip through the driver to every request the timings include.)
 */
import type {Page} from '@playwright/test';

export const LOCAL_ONLY_FLAG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export function listExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return;
    external.push(url.href);
  });
  return external;
}
