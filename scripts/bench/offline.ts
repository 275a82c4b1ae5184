/**
 * Keeps a measured page on this machine: requests to any other host are
 * aborted before they leave and listed, so the report can show that the
 * measured pages made none.
 */
import type {Page} from '@playwright/test';

export function blockExternalRequests(page: Page): string[] {
  const external: string[] = [];
  void page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.fallback();
    external.push(url.href);
    return route.abort('blockedbyclient');
  });
  return external;
}
