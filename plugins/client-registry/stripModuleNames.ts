/** One registry entry as Docusaurus writes it (the last one closes the object): `"chunk": [() => import(/* … *\/ "path"), "path", require.resolveWeak("path")],` */
const ENTRY =
  /^( {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \2, (require\.resolveWeak\(\2\)\],(?:\};)?)$/gm;

/**
 * The registry with each entry's module name (its second element) emptied.
 * Throws when an entry does not have the expected shape, so a Docusaurus
 * upgrade that changes the file fails the build instead of shipping it as is.
 */
export function stripModuleNames(registrySource: string): string {
  const entries = registrySource.split('\n').filter((line) => line.startsWith('  "')).length;
  let stripped = 0;
  const result = registrySource.replace(ENTRY, (_entry, load: string, _name: string, weak: string) => {
    stripped += 1;
    return `${load}, "", ${weak}`;
  });
  if (stripped !== entries) {
    throw new Error(`[client-registry] ${entries - stripped} of ${entries} registry entries have an unexpected shape`);
  }
  return result;
}
