/** scripts/replacement-savings.ts --write: a row file keeps everything but its saving. */

import type {Saving} from '@site/plugins/internals/row';
import {withSaving} from '@site/plugins/internals/rowSaving';
import {describe, expect, it} from 'vitest';

const ROW = `import type {InternalRow} from '@site/tests/unit/plugins/row';

export const row: InternalRow = {
  id: 'example',
  ours: 'src/theme/Icon/{DarkMode,LightMode}',
  saving: {bytes: null, timing: null, note: 'a brace } in a note, and a quote \\' too'},
  guard: ['tests/e2e/layout.spec.ts'],
};
`;

const MEASURED: Saving = {
  bytes: [{measure: 'shared JS', page: null, before: 145, after: 143.8, saved: 1.2, commit: 'abc1234'}],
  timing: null,
  note: 'kept',
};

describe('withSaving', () => {
  it('replaces the saving object only', () => {
    const written = withSaving(ROW, MEASURED);
    expect(written).toBe(`import type {InternalRow} from '@site/tests/unit/plugins/row';

export const row: InternalRow = {
  id: 'example',
  ours: 'src/theme/Icon/{DarkMode,LightMode}',
  saving: {
  "bytes": [
    {
      "measure": "shared JS",
      "page": null,
      "before": 145,
      "after": 143.8,
      "saved": 1.2,
      "commit": "abc1234"
    }
  ],
  "timing": null,
  "note": "kept"
},
  guard: ['tests/e2e/layout.spec.ts'],
};
`);
  });

  it('throws for a file without a saving', () => {
    expect(() => withSaving("export const row = {id: 'x'};", MEASURED)).toThrow('no `saving:` property');
  });
});
