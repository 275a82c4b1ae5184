/**
 * Keeps Tab and Shift+Tab inside the open search modal. DocSearch's own trap
 * lists the modal's controls once, when it opens: after results replace the
 * start screen, Shift+Tab from the input goes nowhere and Tab past the last
 * result leaves the dialog for the page behind it. This trap looks the
 * controls up on every key press, and runs first (capture phase) so the
 * stale one finds nothing to do.
 */
import {useEffect} from 'react';

const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled])';

export function useModalFocusTrap(container: HTMLElement): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modal = container.querySelector('.DocSearch-Modal');
      if (event.key !== 'Tab' || !modal) return;
      // Hidden controls (the clear button of an empty query) have no boxes.
      const controls = [...modal.querySelectorAll<HTMLElement>(CONTROLS)].filter(
        (control) => control.getClientRects().length > 0,
      );
      const first = controls[0];
      const last = controls[controls.length - 1];
      const wraps = document.activeElement === (event.shiftKey ? first : last);
      if (!first || !last || !wraps) return;
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    };
    container.addEventListener('keydown', onKeyDown, true);
    return () => container.removeEventListener('keydown', onKeyDown, true);
  }, [container]);
}
