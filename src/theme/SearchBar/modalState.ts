/**
 * Whether the search modal is open, and the query it opens with, held for the
 * whole document rather than by one search bar. A page of another section
 * mounts a new navbar some time after its URL is shown; a modal opened in
 * between (the shortcut pressed right after choosing a result) would close
 * with the bar it was opened from.
 */
export interface SearchModalState {
  readonly isOpen: boolean;
  /** The key typed on the focused search button, which becomes the first character of the query. */
  readonly initialQuery: string | undefined;
}

export const CLOSED: SearchModalState = {isOpen: false, initialQuery: undefined};

let state: SearchModalState = CLOSED;
const listeners = new Set<() => void>();

function update(next: SearchModalState): void {
  if (next.isOpen === state.isOpen && next.initialQuery === state.initialQuery) return;
  state = next;
  for (const listener of listeners) listener();
}

/** A store in the shape React's useSyncExternalStore reads. */
export const searchModalState = {
  get: (): SearchModalState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(initialQuery?: string): void {
    update({isOpen: true, initialQuery});
  },
  close(): void {
    update(CLOSED);
  },
};
