/**
 * Carries the reader's focus from the kept server HTML of a code block to its
 * live replacement (the scrollable code is focusable), so that a Tab that
 * arrives before the live block has loaded is not lost.
 */

const FOCUSABLE = 'button, a[href], [tabindex]';

/** What identifies an element across the swap: the kept and live markup are the same. */
function focusLabel(element: Element): string {
  return element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '';
}

/** The focusable element of `container` an event landed on, as a label to find again after the swap. */
export function focusableAt(container: Element, target: EventTarget | null): string | undefined {
  const focusable = target instanceof Element ? target.closest(FOCUSABLE) : null;
  return focusable && container.contains(focusable) ? focusLabel(focusable) : undefined;
}

export function restoreFocus(container: Element, label: string | undefined): void {
  if (label === undefined) return;
  [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => focusLabel(element) === label)?.focus();
}
