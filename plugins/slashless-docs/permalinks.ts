/** A page path without its trailing slash (`/a/b/` → `/a/b`); the root stays `/`. */
export function withoutTrailingSlash(permalink: string): string {
  return permalink.replace(/(.)\/+$/, '$1');
}

/**
 * Strips the trailing slash from every `permalink` in the docs plugin's
 * loaded content, in place: the docs, their previous/next links, the
 * generated index pages and the sidebars' category links all carry one.
 */
export function stripPermalinkSlashes(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) stripPermalinkSlashes(item);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(record)) {
    if (key === 'permalink' && typeof item === 'string') record[key] = withoutTrailingSlash(item);
    else stripPermalinkSlashes(item);
  }
}
