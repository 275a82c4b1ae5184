/** Origins of configured URLs, as the Content-Security-Policy's connect-src names them. */

/** The origin of each URL, once, in the order given; empty and malformed URLs are left out. */
export function originsOf(urls: readonly string[]): string[] {
  const origins = urls.flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
