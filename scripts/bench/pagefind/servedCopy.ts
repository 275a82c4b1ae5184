/**
 * A copy of a build whose search bar answers from Pagefind: the Pagefind
 * bundle at /pagefind/, and the chunk the search client loads on first use
 * (the site's engine) replaced by the Pagefind backend, exporting the same
 * `loadLocalSearch`. The modal, its client and every other file stay as
 * built, so the two copies differ only in the engine behind the modal, and
 * in the one thing Pagefind needs of the page: its content security policy
 * must let it compile WebAssembly ('wasm-unsafe-eval'), which the site's
 * policy does not.
 */
import {cp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {build} from 'esbuild';
import {LOADER_GLOBAL, PAGEFIND_FOLDER} from './servedLayout';

const ENTRY = 'scripts/bench/pagefind/browserEntry.ts';

export interface BackendChunk {
  chunkId: string;
  moduleId: string;
  file: string;
}

/** The client's load of its backend in the main bundle: `x.e("<chunk>").then(x.bind(x,<module>)).then(m=>m.loadLocalSearch(`. */
const BACKEND_LOAD = /\.e\("([^"]+)"\)\.then\(\w+\.bind\(\w+,(\d+)\)\)\.then\(\w+=>\w+\.loadLocalSearch\(/;

/** Which chunk and module of a build hold the search backend. */
export async function findBackendChunk(buildDir: string): Promise<BackendChunk> {
  const jsDir = path.join(buildDir, 'assets/js');
  const files = await readdir(jsDir);
  const main = files.find((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  const match = main && (await readFile(path.join(jsDir, main), 'utf8')).match(BACKEND_LOAD);
  if (!match) throw new Error(`No search backend load in the main bundle of ${buildDir}`);
  const [, chunkId, moduleId] = match as unknown as [string, string, string];
  const file = files.find((name) => name.startsWith(`${chunkId}.`) && name.endsWith('.js'));
  if (!file) throw new Error(`No file for chunk ${chunkId} in ${jsDir}`);
  return {chunkId, moduleId, file: path.join('assets/js', file)};
}

/** The replacement chunk: the bundled Pagefind backend, then the same module id exporting its loader. */
async function pagefindChunk(original: string, chunk: BackendChunk): Promise<string> {
  const jsonpGlobal = original.match(/self\.(webpackChunk\w+)=/)?.[1];
  if (!jsonpGlobal) throw new Error(`No webpack chunk loader in ${chunk.file}`);
  const bundled = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    external: [`/${PAGEFIND_FOLDER}/*`],
    logLevel: 'silent',
  });
  const module = `${chunk.moduleId}(e,t,r){r.r(t),r.d(t,{loadLocalSearch:()=>globalThis.${LOADER_GLOBAL}})}`;
  return `${bundled.outputFiles[0]!.text}(self.${jsonpGlobal}=self.${jsonpGlobal}||[]).push([["${chunk.chunkId}"],{${module}}]);\n`;
}

const SCRIPT_SRC = "script-src 'self'";

/** The build's headers with WebAssembly allowed in its content security policy. */
async function allowWasm(copyDir: string): Promise<void> {
  const file = path.join(copyDir, '_headers');
  const headers = await readFile(file, 'utf8');
  if (!headers.includes(SCRIPT_SRC)) throw new Error(`No ${SCRIPT_SRC} in ${file}`);
  await writeFile(file, headers.replaceAll(SCRIPT_SRC, `${SCRIPT_SRC} 'wasm-unsafe-eval'`));
}

/** Copies `buildDir` to `copyDir` with Pagefind behind the search bar; returns the replaced chunk. */
export async function makePagefindCopy(buildDir: string, pagefindDir: string, copyDir: string): Promise<BackendChunk> {
  await rm(copyDir, {recursive: true, force: true});
  await cp(buildDir, copyDir, {recursive: true});
  await cp(pagefindDir, path.join(copyDir, PAGEFIND_FOLDER), {recursive: true});
  const chunk = await findBackendChunk(buildDir);
  const target = path.join(copyDir, chunk.file);
  await writeFile(target, await pagefindChunk(await readFile(target, 'utf8'), chunk));
  await allowWasm(copyDir);
  return chunk;
}
