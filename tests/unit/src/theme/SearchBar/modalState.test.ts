import {CLOSED, searchModalState} from '@site/src/theme/SearchBar/modalState';
import {afterEach, describe, expect, it} from 'vitest';

describe('searchModalState', () => {
  afterEach(() => searchModalState.close());

  it('starts closed, opens with the typed key as the query, and closes without it', () => {
    expect(searchModalState.get()).toEqual(CLOSED);
    searchModalState.open('v');
    expect(searchModalState.get()).toEqual({isOpen: true, initialQuery: 'v'});
    searchModalState.close();
    expect(searchModalState.get()).toEqual({isOpen: false, initialQuery: undefined});
  });

  it('keeps its state for a search bar that subscribes after it opened (a new navbar)', () => {
    searchModalState.open();
    const calls: boolean[] = [];
    const unsubscribe = searchModalState.subscribe(() => calls.push(searchModalState.get().isOpen));
    expect(searchModalState.get().isOpen).toBe(true);
    searchModalState.close();
    unsubscribe();
    searchModalState.open();
    expect(calls).toEqual([false]);
  });

  it('tells subscribers only of changes, and returns the same state while nothing changed', () => {
    let calls = 0;
    const unsubscribe = searchModalState.subscribe(() => calls++);
    const before = searchModalState.get();
    searchModalState.close();
    expect(searchModalState.get()).toBe(before);
    searchModalState.open('a');
    searchModalState.open('a');
    expect(calls).toBe(1);
    unsubscribe();
  });
});
