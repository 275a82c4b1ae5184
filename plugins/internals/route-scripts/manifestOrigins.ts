/**
 * Docusaurus lists a page's scripts from the modules its server render
 * loaded (the registry's module paths, such as "@site/docs/intro.md"),
 * looked up in the client manifest's `origins`. With Rspack that table is
 * keyed by chunk name, so no module is ever found and a page lists only the
 * runtime and main: the page's own chunks are found by main once it runs, a
 * round trip later. Keying each module's chunks by its path as well lets
 * the server render list them in the page's HTML.
 *
 * Scripts only: the stylesheets of those chunks are linked by
 * styles-cache-group, which knows which pages use them.
 */
import type {RegistryEntry} from '../generatedRegistry';
import {ReplacementAuditError} from '../moduleReplacement';

/** The part of react-loadable-ssr-addon's manifest this reads and extends. */
export interface ClientManifest {
  entrypoints: string[];
  /** Chunk name (or module path, once extended) → ids of the chunks that load with it. */
  origins: Record<string, string[]>;
  /** Chunk id → its files by kind (`js`, `css`). */
  assets: Record<string, Record<string, unknown[]>>;
}

/** The manifest key of a chunk's scripts alone. */
const scriptsOf = (chunkId: string) => `${chunkId}:js`;

/**
 * The manifest with each registry module keyed to the scripts of its
 * chunk's origins. A module the bundler put in main (the site config) has no
 * chunk of its own and needs no listing. Throws when the registry yields no
 * entry or none of its chunks is in the manifest: a Docusaurus upgrade that
 * changes either file must fail the build, not quietly leave pages without
 * their scripts.
 */
export function withModuleOrigins(manifest: ClientManifest, modules: readonly RegistryEntry[]): ClientManifest {
  if (modules.length === 0) throw new ReplacementAuditError('route-scripts', 'no registry entry given');
  const chunked = modules.filter(({chunkName}) => manifest.origins[chunkName]);
  if (chunked.length === 0)
    throw new ReplacementAuditError(
      'route-scripts',
      `no registry chunk is in the client manifest (the first: "${modules[0]!.chunkName}", ${modules[0]!.modulePath})`,
    );
  const origins = {...manifest.origins};
  const assets = {...manifest.assets};
  for (const {chunkName, modulePath} of chunked) {
    const chunkIds = manifest.origins[chunkName]!;
    origins[modulePath] = chunkIds.map(scriptsOf);
    for (const chunkId of chunkIds) assets[scriptsOf(chunkId)] = {js: manifest.assets[chunkId]?.js ?? []};
  }
  return {...manifest, origins, assets};
}
