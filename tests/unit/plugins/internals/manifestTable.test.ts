/** The README's table cell for a row's saving: every figure, and "not measured" where there is none. */

import {savingText} from '@site/plugins/internals/manifestTable';
import {describe, expect, it} from 'vitest';

describe('savingText', () => {
  it('writes each reading with its commit, then the note', () => {
    expect(
      savingText({
        bytes: [
          {measure: 'shared JS', page: null, before: 147.7, after: 143.8, saved: 3.9, commit: 'ee0340b'},
          {measure: 'shared JS', page: null, before: null, after: null, saved: -0.32, commit: 'f14bb59'},
          {measure: 'first-load CSS', page: 'home', before: null, after: 17.5, saved: null, commit: '540858f'},
          {measure: 'static output', page: null, before: 44.85, after: 43.93, saved: 0.92, commit: '84b9f10'},
        ],
        timing: [
          {
            metric: 'TBT',
            page: 'user guide',
            beforeMs: 128,
            afterMs: 111,
            runs: 5,
            spreadMs: null,
            withinSpread: true,
            commit: 'ee0340b',
          },
          {
            metric: 'TBT',
            page: 'guide',
            beforeMs: 256,
            afterMs: 180,
            runs: 3,
            spreadMs: 314,
            withinSpread: false,
            commit: '29285e0',
          },
        ],
        note: 'tslib leaves the bundle.',
      }),
    ).toBe(
      'shared JS: 147.7 -> 143.8 KB gzip, saves 3.9 KB gzip (ee0340b); shared JS: costs 0.32 KB gzip (f14bb59); first-load CSS (home): 17.5 KB gzip as shipped (540858f); static output: 44.85 -> 43.93 MB, saves 0.92 MB (84b9f10); TBT user guide: 128 -> 111 ms (median of 5, within the run-to-run spread, ee0340b); TBT guide: 256 -> 180 ms (median of 3, spread 314 ms, 29285e0); tslib leaves the bundle.',
    );
  });

  it('says what was not measured', () => {
    expect(savingText({bytes: null, timing: null, note: 'None sought: behaviour.'})).toBe(
      'bytes not measured; timing not measured; None sought: behaviour.',
    );
  });
});
