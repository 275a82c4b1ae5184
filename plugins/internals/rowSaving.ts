/**
 * A folder's row file with its `saving` rewritten: how
 * scripts/replacement-savings.ts writes what it measured into the row. The
 * result is plain TypeScript the formatter then tidies.
 */
import type {Saving} from './row';

const SAVING = '\n  saving: ';

/** Index just past the value that starts at `start` (an object literal), skipping braces inside strings. */
function endOfObject(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === "'" || char === '"' || char === '`') {
      for (i += 1; i < source.length && source[i] !== char; i += source[i] === '\\' ? 2 : 1);
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('the row’s saving is not a closed object literal');
}

/** `source` with the row's `saving` replaced by `saving`; throws when the row has no `saving` object. */
export function withSaving(source: string, saving: Saving): string {
  const at = source.indexOf(SAVING);
  if (at === -1) throw new Error('the row file has no `saving:` property');
  const valueStart = at + SAVING.length;
  if (source[valueStart] !== '{') throw new Error('the row’s saving is not an object literal');
  const end = endOfObject(source, valueStart);
  return `${source.slice(0, valueStart)}${JSON.stringify(saving, null, 2)}${source.slice(end)}`;
}
