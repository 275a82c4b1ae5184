/**
 * DocSearch's keyboard shortcuts, copied so the library itself can load
 * lazily: Ctrl/Cmd+K toggles the modal, '/' opens it outside text fields,
 * Escape closes it, and typing on the focused button starts a query.
 */
import {type RefObject, useEffect} from 'react';

interface SearchShortcutsOptions {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef}: SearchShortcutsOptions): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const isToggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const isEscape = (event.key === 'Escape' || event.code === 'Escape') && isOpen;
      const isSlash = event.key === '/' && !isOpen && !isEditing(event);
      if (isToggle || isEscape || isSlash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      const isPlainKey = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (isPlainKey && searchButtonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
