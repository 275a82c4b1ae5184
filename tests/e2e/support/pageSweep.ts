/**
 * Content-Security-Policy violations as a page sees them: every
 * `securitypolicyviolation` event of each document the page loads, as
 * `directive blocked-URI` (`inline` or `eval` for code in the page itself).
 */
import type {Page} from '@playwright/test';

export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', {value: seen});
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'}`);
    });
  });
}

/** The violations the current document has reported so far. */
export function violationsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as {__cspViolations: string[]}).__cspViolations]);
}
