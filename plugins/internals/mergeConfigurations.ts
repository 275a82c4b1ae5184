/**
 * The bundler configurations several parts of the internals plugin return,
 * as one, merged as Docusaurus merges each plugin's into the site's
 * (webpack-merge's default): arrays concatenated in order, plain objects
 * merged key by key, any other value taken from the later configuration.
 */
type Value = unknown;

const isPlainObject = (value: Value): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function mergeValues(earlier: Value, later: Value): Value {
  if (Array.isArray(earlier) && Array.isArray(later)) return [...earlier, ...later];
  if (isPlainObject(earlier) && isPlainObject(later)) return mergeConfigurations([earlier, later]);
  return later === undefined ? earlier : later;
}

export function mergeConfigurations<T extends object>(configurations: readonly T[]): T {
  const merged: Record<string, Value> = {};
  for (const configuration of configurations)
    for (const [key, value] of Object.entries(configuration)) merged[key] = mergeValues(merged[key], value);
  return merged as T;
}
