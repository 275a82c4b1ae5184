/**
 * Docusaurus names each route module's chunk with 8 random-looking hex
 * digits, written once in the registry and again in the route table for
 * every route that uses it, and once more in the runtime's map from chunk
 * names to ids; hex that random compresses badly. The browser copies use
 * short base-36 names instead (the server render keeps the originals, which
 * it never shares with the browser: pages list their chunks by module).
 */
import {type RegistryEntry, rewriteRegistry} from '../generatedRegistry';

/** `0`, `1`, … `z`, `10`, …: the n-th short name. */
export function shortName(index: number): string {
  return index.toString(36);
}

/** Each registry chunk name mapped to its short name, in registry order. */
export function chunkNameMap(entries: readonly RegistryEntry[]): Map<string, string> {
  return new Map(entries.map(({chunkName}, index) => [chunkName, shortName(index)]));
}

/**
 * The registry the browser gets: short keys and chunk names, and no module
 * names (react-loadable reads those only when rendering on the server, to
 * list a page's chunks). The chunk names stay: the runtime maps them to
 * chunk ids for `window.docusaurus.prefetch`, which looks chunks up by the
 * names in the route table.
 */
export function browserRegistry(registrySource: string, names: Map<string, string>): string {
  return rewriteRegistry(registrySource, 'client-registry', ({chunkName}) => {
    const short = names.get(chunkName);
    if (short === undefined) throw new Error(`[client-registry] chunk "${chunkName}" is not a registry key`);
    return {chunkName: short, moduleName: ''};
  });
}

export type ChunkNames = string | ChunkNames[] | {[key: string]: ChunkNames};

/**
 * The route table's chunk names (`{"/path-hash": {"__comp": "0a1b2c3d", …}}`)
 * with the short names. Throws on a name the registry does not have, so a
 * Docusaurus upgrade that changes either file fails the build.
 */
export function shortenRouteChunkNames(value: ChunkNames, names: Map<string, string>): ChunkNames {
  if (Array.isArray(value)) return value.map((inner) => shortenRouteChunkNames(inner, names));
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shortenRouteChunkNames(inner, names)]));
  const short = names.get(value);
  if (short === undefined) throw new Error(`[client-registry] route chunk "${value}" is not in the registry`);
  return short;
}
