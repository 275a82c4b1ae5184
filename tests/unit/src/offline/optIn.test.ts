import {OPT_IN_KEY, readOptIn, writeOptIn} from '@site/src/offline/optIn';
import {describe, expect, it} from 'vitest';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    source: () => ({
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    }),
  };
}

const throwing = (error: Error) => () => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
});

describe('the offline-reading choice', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    expect(readOptIn(storage.source)).toEqual({optedIn: false, savedVersion: null});
    expect(writeOptIn(storage.source, {optedIn: true, savedVersion: 'search-index.1a'})).toBe(true);
    expect(readOptIn(storage.source)).toEqual({optedIn: true, savedVersion: 'search-index.1a'});
  });

  it('reads the default from missing, blocked or unreadable storage', () => {
    expect(readOptIn(() => null)).toEqual({optedIn: false, savedVersion: null});
    expect(readOptIn(throwing(new DOMException('denied', 'SecurityError')))).toEqual({
      optedIn: false,
      savedVersion: null,
    });
    expect(readOptIn(memoryStorage({[OPT_IN_KEY]: '{not json'}).source)).toEqual({optedIn: false, savedVersion: null});
    expect(readOptIn(memoryStorage({[OPT_IN_KEY]: '{"optedIn":"yes","savedVersion":3}'}).source)).toEqual({
      optedIn: false,
      savedVersion: null,
    });
  });

  it('reports a write that storage refused instead of throwing', () => {
    expect(writeOptIn(() => null, {optedIn: true, savedVersion: null})).toBe(false);
    expect(
      writeOptIn(throwing(new DOMException('full', 'QuotaExceededError')), {optedIn: true, savedVersion: null}),
    ).toBe(false);
  });
});
