import {entriesByKey} from '@site/plugins/internals/shallow-memo-without-collator/entriesByKey';
import {describe, expect, it} from 'vitest';

describe("useShallowMemoObject's key order, without localeCompare", () => {
  it('is the same whatever order the keys were written in', () => {
    const a = {subtree: true, childList: true, attributes: false};
    const b = {attributes: false, childList: true, subtree: true};
    expect(entriesByKey(a)).toEqual(entriesByKey(b));
    expect(entriesByKey(a).flat()).toEqual(['attributes', false, 'childList', true, 'subtree', true]);
  });

  it('tells apart objects whose values differ', () => {
    expect(entriesByKey({component: 'A', props: 1}).flat()).not.toEqual(
      entriesByKey({component: 'A', props: 2}).flat(),
    );
  });
});
