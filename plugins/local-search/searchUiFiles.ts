/**
 * The files the search UI loads on first use (the modal, DocSearch, their
 * stylesheet and the local engine), listed after the build in
 * `search-ui.json` so the service worker keeps them when it installs, with
 * the app shell: Ctrl+K then works offline on any page the reader has
 * visited, even one where search was never opened. The bundler names chunk
 * files by id, so they are found from the code: the chunks that hold the
 * modal's and the engine's own markers, and every chunk the code that loads
 * them loads with them.
 */
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {SEARCH_UI_FILE, type SearchUiFiles} from '../../src/offline/sw/policy';

/** Text only these chunks hold: the modal's error screen class and the engine's format error. */
export const SEARCH_UI_MARKERS = ['search-error-screen', 'The search index has an unsupported format.'];
/** How far around a loader call to look for the chunks loaded with it (one `Promise.all` of them). */
const LOADER_WINDOW = 240;

function chunkIdOf(file: string): string {
  return file.slice(0, file.indexOf('.'));
}

/** The ids a loader loads together with `id`: every `.e("…")` call near one of `id`. */
export function chunksLoadedWith(code: string, id: string): string[] {
  const ids = new Set<string>();
  const call = `.e("${id}")`;
  for (let at = code.indexOf(call); at >= 0; at = code.indexOf(call, at + call.length)) {
    const around = code.slice(Math.max(0, at - LOADER_WINDOW), at + LOADER_WINDOW);
    for (const match of around.matchAll(/\.e\("([^"]+)"\)/g)) ids.add(match[1]!);
  }
  return [...ids];
}

export async function listSearchUiFiles(outDir: string): Promise<string[]> {
  const jsDir = path.join(outDir, 'assets', 'js');
  const cssDir = path.join(outDir, 'assets', 'css');
  const scripts = (await readdir(jsDir).catch(() => [] as string[])).filter((file) => file.endsWith('.js'));
  const styles = (await readdir(cssDir).catch(() => [] as string[])).filter((file) => file.endsWith('.css'));
  const code = new Map(
    await Promise.all(scripts.map(async (file) => [file, await readFile(path.join(jsDir, file), 'utf8')] as const)),
  );
  const marked = scripts.filter((file) => SEARCH_UI_MARKERS.some((marker) => code.get(file)!.includes(marker)));
  const ids = new Set(marked.map(chunkIdOf));
  for (const id of [...ids]) {
    for (const text of code.values()) for (const loaded of chunksLoadedWith(text, id)) ids.add(loaded);
  }
  return [
    ...scripts.filter((file) => ids.has(chunkIdOf(file))).map((file) => `assets/js/${file}`),
    ...styles.filter((file) => ids.has(chunkIdOf(file))).map((file) => `assets/css/${file}`),
  ].sort();
}

export async function writeSearchUiFiles(outDir: string): Promise<string[]> {
  const files = await listSearchUiFiles(outDir);
  const list: SearchUiFiles = {files};
  await writeFile(path.join(outDir, SEARCH_UI_FILE), JSON.stringify(list));
  return files;
}
