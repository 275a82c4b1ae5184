import {selectEnglishPlural} from '@site/src/theme/SearchPage/plural';
import {describe, expect, it} from 'vitest';

describe('"documents found" on the search page', () => {
  it('uses the singular form only for exactly one, as English plural rules do', () => {
    const message = (count: number) => `One document found|${count} documents found`;
    const rules = new Intl.PluralRules('en');
    for (const count of [0, 1, 2, 5, 11, 21, 101, 1000]) {
      const expected = rules.select(count) === 'one' ? 'One document found' : `${count} documents found`;
      expect(selectEnglishPlural(count, message(count))).toBe(expected);
    }
  });

  it('reads a message with a single form for every count', () => {
    expect(selectEnglishPlural(3, '3 results')).toBe('3 results');
  });
});
