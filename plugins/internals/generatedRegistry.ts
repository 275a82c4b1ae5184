/**
 * The route registry Docusaurus generates (`registry.js` among the generated
 * files, @docusaurus/core lib/server/codegen/codegenRoutes.js), one line per
 * route module, the last line also closing the object:
 *
 * `  "0a1b2c3d": [() => import(/* webpackChunkName: "0a1b2c3d" *\/ "@site/docs/a.md"), "@site/docs/a.md", require.resolveWeak("@site/docs/a.md")],`
 *
 * client-registry rewrites its browser copy and route-scripts lists each
 * module's chunks; both read it here, so a change of its format fails the
 * build the same way for both, naming the replacement that read it.
 */
import {ReplacementAuditError} from './moduleReplacement';

export interface RegistryEntry {
  /** The entry's key, also the chunk name its import gives the bundler. */
  chunkName: string;
  /** The module the entry imports, which react-loadable also records by name. */
  modulePath: string;
}

/** What a rewrite puts in an entry's line; the import itself is kept. */
export interface RegistryLine {
  chunkName: string;
  /** The name react-loadable records for the module (the server reads it to list a page's chunks). */
  moduleName: string;
}

const ENTRY_LINE =
  /^ {2}"([0-9a-f]{8})": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\), "\2", require\.resolveWeak\("\2"\)\],(\};)?$/;

/** Any line that opens an entry, whether or not it has the shape ENTRY_LINE expects. */
const isEntryLine = (line: string) => line.startsWith('  "');

interface ParsedLine {
  text: string;
  entry?: RegistryEntry;
  closesObject?: boolean;
}

function parseRegistry(source: string, replacementId: string): ParsedLine[] {
  const lines = source.split('\n').map((text): ParsedLine => {
    const match = ENTRY_LINE.exec(text);
    return match ? {text, entry: {chunkName: match[1]!, modulePath: match[2]!}, closesObject: !!match[3]} : {text};
  });
  const unread = lines.filter(({text, entry}) => isEntryLine(text) && !entry);
  const read = lines.filter(({entry}) => entry).length;
  if (read + unread.length === 0)
    throw new ReplacementAuditError(replacementId, 'the generated route registry (registry.js) has no entry');
  if (unread.length > 0)
    throw new ReplacementAuditError(
      replacementId,
      `${unread.length} of ${read + unread.length} entries of the generated route registry (registry.js) have an unexpected shape, the first: ${unread[0]!.text.trim().slice(0, 200)}`,
    );
  return lines;
}

/** The registry's entries in their order. Throws when it has none, or one of another shape. */
export function registryEntries(source: string, replacementId: string): RegistryEntry[] {
  return parseRegistry(source, replacementId).flatMap(({entry}) => entry ?? []);
}

/** The registry with each entry's chunk name and module name as `rewrite` gives them; everything else as it was. */
export function rewriteRegistry(
  source: string,
  replacementId: string,
  rewrite: (entry: RegistryEntry) => RegistryLine,
): string {
  return parseRegistry(source, replacementId)
    .map(({text, entry, closesObject}) => {
      if (!entry) return text;
      const {chunkName, moduleName} = rewrite(entry);
      const module = JSON.stringify(entry.modulePath);
      return `  ${JSON.stringify(chunkName)}: [() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${module}), ${JSON.stringify(moduleName)}, require.resolveWeak(${module})],${closesObject ? '};' : ''}`;
    })
    .join('\n');
}
