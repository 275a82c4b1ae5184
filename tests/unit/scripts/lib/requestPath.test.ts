import {decodedRequestPath} from '@site/scripts/lib/requestPath';
import {describe, expect, it} from 'vitest';

describe('decodedRequestPath', () => {
  it.each([
    ['/', '/'],
    ['/developers/v3/overview', '/developers/v3/overview'],
    ['/developers/v3/overview.md', '/developers/v3/overview.md'],
    ['/search?q', '/search?q'],
    ['/a%20b', '/a b'],
    ['/caf%C3%A9', '/café'],
    ['/%252e%252e/x', '/%2e%2e/x'],
    ['/a..b/...', '/a..b/...'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
  ])('%s decodes to %s', (pathname, decoded) => {
    expect(decodedRequestPath(pathname)).toBe(decoded);
  });

  it.each([
    ['a lone percent sign', '/100%'],
    ['a percent sign without two hex digits', '/%zz'],
    ['a truncated escape', '/a%2'],
    ['bytes that are not UTF-8', '/%c3%28'],
    ['an overlong UTF-8 dot', '/%c0%ae%c0%ae/x'],
    ['a NUL byte', '/%00'],
    ['a NUL byte before an extension', '/a%00.html'],
    ['a line break', '/a%0d%0aSet-Cookie:x'],
    ['a tab', '/a%09b'],
    ['DEL', '/a%7f'],
    ['a backslash', '/a%5c..%5cb'],
    ['a raw backslash', '/a\\b'],
    ['a dot-dot segment', '/a/../b'],
    ['a dot segment', '/./a'],
    ['a trailing dot-dot segment', '/a/..'],
    ['an encoded dot-dot segment', '/%2e%2e/etc/passwd'],
    ['a half-encoded dot-dot segment', '/.%2E/x'],
    ['a dot-dot segment behind an encoded slash', '/a%2f..%2fb'],
  ])('refuses %s (%s)', (_reason, pathname) => {
    expect(decodedRequestPath(pathname)).toBeNull();
  });
});
