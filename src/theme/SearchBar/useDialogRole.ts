/**
 * DocSearch marks its whole overlay as a button named after the input's label
 * ("Search"), so screen readers announce every result inside one button and
 * axe reports the name as not matching its content (WCAG 2.5.3). The overlay
 * is a modal dialog: the close button and Escape dismiss it.
 */
import {useEffect} from 'react';

export function useDialogRole(container: HTMLElement): void {
  useEffect(() => {
    const overlay = container.querySelector('.DocSearch-Container');
    if (!overlay) return;
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    for (const name of ['aria-expanded', 'aria-haspopup', 'tabindex']) overlay.removeAttribute(name);
  }, [container]);
}
