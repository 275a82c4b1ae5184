/**
 * No function in src/ is longer than 80 lines: functions, methods, arrow
 * functions and React components alike, counted from the line the function
 * starts on to the line it ends on. A longer one is split into named helpers
 * (a component into sub-components), which a reader can take in one at a time.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {SITE_ROOT, sitePath} from '@site/tests/unit/support/siteRoot';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const MAX_FUNCTION_LINES = 80;

function sourceFilesBelow(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFilesBelow(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** `file:line: N lines` for each function of a source text longer than `max` lines. */
function longFunctions(fileName: string, text: string, max: number): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push(`${fileName}:${start + 1}: ${lines} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length in src/', () => {
  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const offenders = sourceFilesBelow(sitePath('src')).flatMap((file) =>
      longFunctions(path.relative(SITE_ROOT, file), readFileSync(file, 'utf8'), MAX_FUNCTION_LINES),
    );
    expect(offenders).toEqual([]);
  });

  it('names the file, line and length of a function one line over the limit', () => {
    const body = Array.from({length: MAX_FUNCTION_LINES - 1}, (_, i) => `  const value${i} = ${i};`).join('\n');
    const text = `// a module\nexport function tooLong(): void {\n${body}\n}\n`;
    expect(longFunctions('src/example.ts', text, MAX_FUNCTION_LINES)).toEqual(['src/example.ts:2: 81 lines']);
  });
});
