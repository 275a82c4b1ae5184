/**
 * Keyboard helpers: the controls a page should put in the Tab order, a walk
 * through that order with Tab or Shift+Tab, and a check that every stop shows
 * a focus ring. A ring is a change of outline or box-shadow on the focused
 * element or one of its two nearest ancestors (a styled label around a hidden
 * radio, a field around its input); an outline must also reach 3:1 contrast
 * against what it is drawn on, its colour faded by any opacity on the way.
 */
import {type Page, test} from '@playwright/test';

/** A control: a stable id (written into its data-kb attribute) and a label to read failures by. */
export interface Control {
  id: string;
  label: string;
}

/** One place focus stopped at, with the styles of it and its two nearest ancestors while focused. */
export interface Stop extends Control {
  focused: Layer[];
  /** Whether the element lies inside the walk's scope. */
  inScope: boolean;
}

interface Layer {
  signature: string;
  /** Whether a change here would be seen: a box-shadow, or an outline with enough contrast. */
  visible: boolean;
  detail: string;
}

/** Time allowed per Tab stop for both walks and their focus-ring reads (about six round trips). */
const WALK_MS_PER_STOP = 1_000;

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

/** Transitions would be caught half-way when styles are read right after a key press. */
export async function freezeTransitions(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

/**
 * The controls under `scope` that the Tab order must contain: enabled,
 * rendered and visible, not inert, tabindex not negative, and of each radio
 * group only the checked radio (or the first, when none is).
 */
export async function expectedStops(page: Page, scope = 'body'): Promise<Control[]> {
  return page.evaluate(
    ({scope, selector}) => {
      const counter = window as unknown as {kbCount?: number};
      const groups = new Set<string>();
      const controls: Control[] = [];
      for (const element of document.querySelector(scope)?.querySelectorAll<HTMLElement>(selector) ?? []) {
        if ((element as HTMLButtonElement).disabled || element.tabIndex < 0 || element.closest('[inert]')) continue;
        if (!element.checkVisibility({visibilityProperty: true})) continue;
        if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
          const group = [
            ...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`),
          ];
          if (element !== (group.find((radio) => radio.checked) ?? group[0]) || groups.has(element.name)) continue;
          groups.add(element.name);
        }
        if (!element.dataset.kb) {
          counter.kbCount = (counter.kbCount ?? 0) + 1;
          element.dataset.kb = `kb${counter.kbCount}`;
        }
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        controls.push({
          id: element.dataset.kb,
          label: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} “${name}”`,
        });
      }
      return controls;
    },
    {scope, selector: FOCUSABLE},
  );
}

/** Reads the focused element: its id (assigned on first visit) and its focused styles. */
function readFocus(scope: string): Stop | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const counter = window as unknown as {kbCount?: number};
  if (!element.dataset.kb) {
    counter.kbCount = (counter.kbCount ?? 0) + 1;
    element.dataset.kb = `kb${counter.kbCount}`;
  }

  const canvas = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
  const rgba = (colour: string): [number, number, number, number] => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: number[], bottom: number[], alpha: number) =>
    top.slice(0, 3).map((value, i) => value * alpha + bottom[i]! * (1 - alpha));
  /** The opaque colour behind an element: every background from the root down, composited. */
  const backdrop = (from: Element) => {
    const chain: Element[] = [];
    for (let e: Element | null = from; e; e = e.parentElement) chain.unshift(e);
    return chain.reduce(
      (below, e) => {
        const colour = rgba(getComputedStyle(e).backgroundColor);
        return over(colour, below, colour[3]);
      },
      [255, 255, 255],
    );
  };
  const luminance = (colour: number[]) =>
    colour
      .map((v) => v / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: number[], b: number[]) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high! + 0.05) / (low! + 0.05);
  };
  const opacity = (from: Element) => {
    let product = 1;
    for (let e: Element | null = from; e; e = e.parentElement) product *= Number(getComputedStyle(e).opacity);
    return product;
  };

  const layers: Layer[] = [];
  for (
    let e: Element | null = element, depth = 0;
    e && e !== document.body && depth < 3;
    e = e.parentElement, depth++
  ) {
    const style = getComputedStyle(e);
    const outline =
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1 ? rgba(style.outlineColor) : null;
    let visible = style.boxShadow !== 'none' && opacity(e) > 0;
    let detail = `box-shadow ${style.boxShadow}`;
    if (outline) {
      // An outline drawn inside the border box sits on the element's own background.
      const behind = backdrop(Number.parseFloat(style.outlineOffset) < 0 ? e : (e.parentElement ?? e));
      const ratio = contrast(over(outline, behind, outline[3] * opacity(e)), behind);
      visible ||= ratio >= 3;
      detail = `outline ${style.outlineColor} at ${ratio.toFixed(2)}:1, ${detail}`;
    }
    layers.push({
      signature: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset} | ${style.boxShadow}`,
      visible,
      detail,
    });
  }
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return {
    id: element.dataset.kb,
    label: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} “${name.trim().replace(/\s+/g, ' ').slice(0, 40)}”`,
    focused: layers,
    inScope: Boolean(element.closest(scope)),
  };
}

/**
 * Presses `key` until focus comes back to the first place it stopped at, and
 * returns every stop of that round. Between the last control of a page and
 * the first, focus rests on the document itself, which is not a stop.
 */
export async function walk(page: Page, key: 'Tab' | 'Shift+Tab', scope = 'body', limit = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(readFocus, scope);
    if (stop && stop.id === stops[0]?.id) return stops;
    if (stop) stops.push(stop);
  }
  throw new Error(`focus did not come back round after ${limit} presses of ${key}`);
}

/**
 * Stops whose focused styles look the same as unfocused, or differ only in
 * ways that cannot be seen. Focus leaves for the reading and comes back.
 */
export async function stopsWithoutRing(page: Page, stops: Stop[]): Promise<string[]> {
  const unfocused = await page.evaluate(
    (ids) => {
      const active = document.activeElement as HTMLElement | null;
      active?.blur();
      const styles = ids.map((id) => {
        const layers: string[] = [];
        for (
          let e = document.querySelector(`[data-kb="${id}"]`), depth = 0;
          e && e !== document.body && depth < 3;
          e = e.parentElement, depth++
        ) {
          const style = getComputedStyle(e);
          layers.push(
            `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset} | ${style.boxShadow}`,
          );
        }
        return layers;
      });
      active?.focus();
      return styles;
    },
    stops.map((stop) => stop.id),
  );
  return stops.flatMap((stop, index) => {
    const changed = stop.focused.filter((layer, depth) => layer.signature !== unfocused[index]![depth]);
    if (changed.some((layer) => layer.visible)) return [];
    return [
      `${stop.label}: ${changed.length ? changed.map((layer) => layer.detail).join('; ') : 'no change on focus'}`,
    ];
  });
}

/**
 * Everything wrong with the Tab order of `scope`: controls that Tab does not
 * reach, a Shift+Tab order that is not the Tab order reversed, and stops
 * without a visible focus ring; for a dialog (`trapped`), also any stop
 * outside it. Tab goes round in light mode, Shift+Tab in dark, each from
 * wherever focus is.
 */
export async function tabOrderProblems(page: Page, scope = 'body', {trapped = false} = {}): Promise<string[]> {
  // The back-to-top button shows only while the reader scrolls up, so whether it counts as a stop would
  // depend on the last scroll before the walk: start every walk from the top, where it is hidden.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () => !document.querySelector('.theme-back-to-top-button')?.checkVisibility({visibilityProperty: true}),
  );
  const expected = await expectedStops(page, scope);
  // The walks cost a few round trips to the browser per stop: the test's budget grows with the page's
  // stops, so a long page on a busy machine takes longer instead of running out of time.
  const info = test.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + expected.length * WALK_MS_PER_STOP);
  const forward = await walk(page, 'Tab', scope);
  const reached = new Set(forward.map((stop) => stop.id));
  const problems = expected
    .filter((control) => !reached.has(control.id))
    .map((control) => `not reached with Tab: ${control.label}`);
  if (trapped)
    problems.push(...forward.filter((stop) => !stop.inScope).map((stop) => `Tab left ${scope} for ${stop.label}`));
  problems.push(...(await stopsWithoutRing(page, forward)).map((problem) => `light mode, ${problem}`));

  await page.emulateMedia({colorScheme: 'dark'});
  await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
  // The attribute changes before React re-renders: until then a logo link holds only its hidden light image, and Tab skips an empty link.
  await page.locator('.navbar__logo img[class*="themedComponent--dark"]').waitFor({state: 'visible'});
  const backward = await walk(page, 'Shift+Tab', scope);
  problems.push(...(await stopsWithoutRing(page, backward)).map((problem) => `dark mode, ${problem}`));
  await page.emulateMedia({colorScheme: 'light'});

  // Both walks go round the same cycle; line the reversed one up with the first.
  const back = backward.map((stop) => stop.id).reverse();
  const start = back.indexOf(forward[0]?.id ?? '');
  const rotated = [...back.slice(start), ...back.slice(0, start)];
  if (rotated.join() !== forward.map((stop) => stop.id).join()) {
    const labels = (stops: Stop[]) => stops.map((stop) => `${stop.id} ${stop.label}`).join(', ');
    problems.push(
      `Shift+Tab order is not the Tab order reversed. Tab: ${labels(forward)}. Shift+Tab: ${labels(backward)}`,
    );
  }
  return problems;
}
