/**
 * The request paths the static server refuses with 400 before it looks for a
 * file: no file of a built site can answer them, and the file system refuses
 * some of them outright (a NUL byte throws, where it should be a client's
 * error, not the server's).
 */

/** C0 controls and DEL: no file name of the site holds one, and a NUL byte makes the file system throw. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The decoded form of a request path (`%20` → space), or null when the path
 * is malformed: a broken percent-encoding (`%`, `%zz`, bytes that are not
 * UTF-8), a control character, a backslash (a separator on some systems) or a
 * `.` / `..` segment, written out or encoded (`%2e%2e`, `..%2f`), which
 * clients remove before they send a path.
 */
export function decodedRequestPath(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (hasControlCharacter(decoded) || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}
