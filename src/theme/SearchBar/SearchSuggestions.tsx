/**
 * The no-results screen's suggested queries in local mode: up to three
 * queries the built-in index answers (words close to the query's, else the
 * largest result groups), instead of DocSearch's own list, which only holds
 * the group names of earlier results and is empty when the first query finds
 * nothing. Rendered into DocSearch's screen with its own markup; a click
 * types the suggestion into the search box as DocSearch's own list does.
 */
import {type ReactNode, useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';

interface SearchSuggestionsProps {
  /** The element DocSearch's modal is rendered into. */
  container: HTMLElement;
  suggest: (query: string) => Promise<string[]>;
  /** "Try searching for" */
  helpText: string;
}

/** Types into the search box the way a reader does, so DocSearch searches it. */
function typeQuery(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export default function SearchSuggestions({container, suggest, helpText}: SearchSuggestionsProps): ReactNode {
  const [screen, setScreen] = useState<Element | null>(null);
  const [suggestions, setSuggestions] = useState<{query: string; list: string[]}>({query: '', list: []});
  const asked = useRef('');
  useEffect(() => {
    const update = () => {
      const found = container.querySelector('.DocSearch-NoResults');
      setScreen(found);
      const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value.trim() ?? '';
      if (!found || query === '' || query === asked.current) return;
      asked.current = query;
      suggest(query).then(
        (list) => setSuggestions({query, list}),
        () => setSuggestions({query, list: []}),
      );
    };
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    update();
    return () => observer.disconnect();
  }, [container, suggest]);

  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!screen || !input || suggestions.list.length === 0 || suggestions.query !== input.value.trim()) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List search-suggestions">
      <p className="DocSearch-Help">{helpText}:</p>
      <ul>
        {suggestions.list.map((suggestion) => (
          <li key={suggestion}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => typeQuery(input, `${suggestion.toLowerCase()} `)}
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    screen,
  );
}
