import {lookUpPage, nearestPages} from '@site/mcp/pages';
import {describe, expect, it} from 'vitest';

const site = {
  url: 'https://docs.example.org',
  routes: new Set(['/', '/developers/v3/overview', '/developers/v3/periphery', '/getting-started/intro']),
  redirects: new Map([['/developers', '/developers/v3/overview']]),
};

describe('lookUpPage', () => {
  it.each([
    ['/developers/v3/overview', '/developers/v3/overview'],
    ['developers/v3/overview/', '/developers/v3/overview'],
    ['/developers/v3/overview.md', '/developers/v3/overview'],
    ['/developers/v3/overview.html#vaults', '/developers/v3/overview'],
    ['https://docs.example.org/developers/v3/overview?x=1', '/developers/v3/overview'],
    ['http://localhost:3000/developers/v3/overview', '/developers/v3/overview'],
    ['/index.md', '/'],
    ['https://docs.example.org', '/'],
    ['/developers', '/developers/v3/overview'],
    ['/getting-started/intro%2F', '/getting-started/intro'],
  ])('%s names %s', (argument, route) => {
    expect(lookUpPage(argument, site)).toEqual({ok: true, route});
  });

  it.each([
    '../../etc/passwd',
    '/developers/../../etc/passwd',
    '%2e%2e/%2e%2e/etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%252e%252e%252fetc%252fpasswd',
    '..\\..\\etc\\passwd',
    '/developers/v3/overview%00.md',
    'https://evil.example.com/developers/v3/overview',
    'file:///etc/passwd',
  ])('refuses %s as outside the site', (argument) => {
    const lookup = lookUpPage(argument, site);
    expect(lookup.ok).toBe(false);
    expect(!lookup.ok && lookup.reason).toBe('outside');
  });

  it('names the three nearest pages for an unknown one', () => {
    expect(lookUpPage('/developers/v3/overveiw', site)).toEqual({
      ok: false,
      reason: 'unknown',
      path: '/developers/v3/overveiw',
      nearest: ['/developers/v3/overview', '/developers/v3/periphery', '/getting-started/intro'],
    });
    expect(lookUpPage('/etc/passwd', site)).toMatchObject({ok: false, reason: 'unknown', path: '/etc/passwd'});
  });
});

describe('nearestPages', () => {
  it('orders by edit distance, ignoring letter case, and keeps the count asked for', () => {
    expect(nearestPages(site.routes, '/Getting-Started/Intro', 1)).toEqual(['/getting-started/intro']);
    expect(nearestPages(site.routes, '/x', 2)).toHaveLength(2);
  });
});
