/**
 * The floor of a page (#53): the same build with no app scripts at all, so
 * the phone loop can show what a page costs before the app starts and how
 * much of its TBT the app's start-up adds. The page template holds the app
 * scripts back under a type browsers do not run (plugins/internals/ssr-template);
 * removing those tags leaves the page as its HTML and stylesheets draw it.
 */
import {cpSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {HELD_SCRIPT_TYPE} from '../../plugins/internals/ssr-template';
import {listBuiltPagesSync} from '../../plugins/shared/builtFiles';

const HELD_SCRIPT = new RegExp(`<script type="?${HELD_SCRIPT_TYPE.replace('/', '\\/')}"?[^>]*></script>`, 'g');

/** A built page without its app scripts; throws if it had none, since then it is no floor of anything. */
export function withoutAppScripts(html: string): string {
  const floor = html.replace(HELD_SCRIPT, '');
  if (floor === html) throw new Error('[floor] a page without held app scripts: has the page template changed?');
  return floor;
}

/** Copies the build at `dir` to `floorDir`, every page without its app scripts. */
export function writeFloorBuild(dir: string, floorDir: string): void {
  rmSync(floorDir, {recursive: true, force: true});
  cpSync(dir, floorDir, {recursive: true});
  for (const file of listBuiltPagesSync(floorDir)) {
    const page = path.join(floorDir, file);
    const html = readFileSync(page, 'utf8');
    // Redirect stubs and the offline page carry no app.
    if (html.includes(HELD_SCRIPT_TYPE)) writeFileSync(page, withoutAppScripts(html));
  }
}
