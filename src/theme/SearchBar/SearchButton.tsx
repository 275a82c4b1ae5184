/**
 * The navbar search button, with DocSearch's markup and classes so its
 * stylesheet applies. A local copy: importing DocSearch's own button pulls
 * the whole DocSearch library into every page's first load.
 */
import {type ButtonHTMLAttributes, forwardRef, type ReactNode, useEffect, useState} from 'react';
// Only the button's part of DocSearch's styles, ours after it: the modal's load with the modal.
// Straight from @docsearch/css: @docsearch/react's style entry points are marked side-effect free, so the bundler drops them.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

interface SearchButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "Ctrl" on most systems, "⌘" on Apple ones; null until mounted, as the server cannot know. */
function useModifierKey(): string | null {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    setKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return key;
}

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search'} = translations;
  const modifier = useModifierKey();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      // No aria-label: the name is the visible text ("Search", then the keys), so it contains what
      // is seen (WCAG 2.5.3); the shortcut is announced through aria-keyshortcuts.
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
