/**
 * Writes down, once the client bundle is emitted, which stylesheet files
 * each page-stylesheet group made: those chunks carry no name (a name would
 * cost every page a runtime entry), so only the chunk's cache-group hint
 * tells them apart. ./linkPageStylesheets.ts reads the record after the
 * build.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {PAGE_STYLESHEET_GROUPS} from './pageStylesheets';

/** Group → the stylesheet files (paths under the output folder) of its chunks. */
export type PageStylesheetRecord = Record<string, string[]>;

/** What the plugin needs of a Webpack or Rspack chunk and compiler. */
interface RecordedChunk {
  idNameHints: Iterable<string>;
  files: Iterable<string>;
}
interface RecordingCompiler {
  hooks: {afterEmit: {tap(name: string, run: (compilation: {chunks: Iterable<RecordedChunk>}) => void): void}};
}

export function pageStylesheetRecord(chunks: Iterable<RecordedChunk>): PageStylesheetRecord {
  const record: PageStylesheetRecord = {};
  for (const chunk of chunks) {
    const group = [...chunk.idNameHints].find((hint) => PAGE_STYLESHEET_GROUPS.includes(hint));
    if (!group) continue;
    record[group] = [...(record[group] ?? []), ...[...chunk.files].filter((file) => file.endsWith('.css'))].sort();
  }
  return record;
}

export function recordPageStylesheets(file: string) {
  return {
    apply(compiler: RecordingCompiler) {
      compiler.hooks.afterEmit.tap('record-page-stylesheets', (compilation) => {
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, JSON.stringify(pageStylesheetRecord(compilation.chunks)));
      });
    },
  };
}
