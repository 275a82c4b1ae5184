/**
 * axe-core helpers for the accessibility spec: wait until a page has drawn
 * everything it draws after hydration, switch the colour mode in place, and
 * list the violations as one readable line each.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect} from '@site/tests/e2e/support/fixtures';
import {hydrated} from '@site/tests/e2e/support/hydration';

export type ColorScheme = 'light' | 'dark';

const requireFromHere = createRequire(__filename);

/**
 * The axe-core the suite runs: the project's own `axe-core` dependency (kept
 * at the newest release), injected as the source, rather than whichever
 * version @axe-core/playwright happens to bring.
 */
export const axeCore = {
  version: (JSON.parse(readFileSync(requireFromHere.resolve('axe-core/package.json'), 'utf8')) as {version: string})
    .version,
  source: readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8'),
};

/** The oldest axe-core the suite accepts: 4.14 is the first to report label-content-name-mismatch on the search button. */
export const MINIMUM_AXE_CORE = [4, 14] as const;

/**
 * The axe rules whose outcome can differ between the colour modes: those that
 * read computed colours, and those about the images and SVGs a theme swaps.
 * The site's modes change CSS custom properties and themed images only, so
 * every other rule sees the same DOM in both.
 */
const THEME_DEPENDENT_RULES = [
  'color-contrast',
  'link-in-text-block',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'object-alt',
] as const;

/** Narrows an axe run to THEME_DEPENDENT_RULES: the second run on a page, after a switch of colour mode. */
export const themeDependentOnly = (builder: AxeBuilder): AxeBuilder => builder.withRules([...THEME_DEPENDENT_RULES]);

/** Content drawn after hydration: address checks and the calculator's data panel. */
export async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => {
    const checking = document.querySelector('[data-verification-summary="pending"], [data-verification="pending"]');
    const calculator = document.querySelector('[data-testid="veyfi-calculator"]');
    const calculatorReady =
      !calculator || calculator.querySelector('[data-testid="supply-status"], [data-testid="supply-missing"]');
    return !checking && Boolean(calculatorReady);
  });
}

/**
 * Switches the colour mode without reloading. No choice is stored, so the
 * site follows the emulated system preference through its own listener.
 */
export async function switchColorScheme(page: Page, colorScheme: ColorScheme): Promise<void> {
  await page.emulateMedia({colorScheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
}

/**
 * Draws the parts that skip rendering while off screen (`content-visibility:
 * auto`: address tables, reference members) as they are drawn once the
 * reader scrolls to them. axe's colour checks find an element's backgrounds
 * by hit-testing, which an undrawn part answers with whatever lies behind
 * it, and report colours that no reader sees.
 */
async function drawEverything(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
}

/** One line per violated rule: impact, rule, count, the first targets and axe's explanation. */
export async function axeViolations(
  page: Page,
  label: string,
  configure: (builder: AxeBuilder) => AxeBuilder = (b) => b,
): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default mode opens a blank
  // page per run to merge iframe results, and the site has no iframes.
  // Details of passing nodes are not needed and cost time on long pages.
  await drawEverything(page);
  const builder = new AxeBuilder({page, axeSource: axeCore.source})
    .setLegacyMode()
    .options({resultTypes: ['violations']});
  const results = await configure(builder).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    const why = violation.nodes[0]?.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
    return `${label}: [${violation.impact}] ${violation.id} (${violation.nodes.length}) ${targets} — ${why}`;
  });
}
