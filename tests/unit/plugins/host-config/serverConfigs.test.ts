import {readFileSync} from 'node:fs';
import {hostRedirects, publishedPathRedirects, siteRedirects} from '@site/config/redirects';
import {
  apacheRedirects,
  caddyRedirects,
  nginxRedirects,
  s3RoutingRules,
  withServerConfigs,
} from '@site/plugins/host-config/serverConfigs';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const redirects = [
  {from: '/docs', to: '/docs/intro'},
  {from: '/docs/', to: '/docs/intro'},
  {from: '/old/page.v1/', to: '/new/page'},
];

describe('server configurations of the redirects', () => {
  it('nginx: one anchored location per source, with or without the slash', () => {
    expect(nginxRedirects(redirects)).toBe(
      [
        'location ~ ^/docs/?$ { return 301 /docs/intro; }',
        'location ~ ^/old/page\\.v1/?$ { return 301 /new/page; }',
      ].join('\n'),
    );
  });

  it('Apache: anchored RedirectMatch lines, so no path below a source is sent away', () => {
    expect(apacheRedirects(redirects)).toBe(
      ['RedirectMatch 301 ^/docs/?$ /docs/intro', 'RedirectMatch 301 ^/old/page\\.v1/?$ /new/page'].join('\n'),
    );
  });

  it('Caddy: exact redir lines for both forms of each source', () => {
    expect(caddyRedirects(redirects)).toBe(
      [
        'redir /docs /docs/intro 301',
        'redir /docs/ /docs/intro 301',
        'redir /old/page.v1 /new/page 301',
        'redir /old/page.v1/ /new/page 301',
      ].join('\n'),
    );
  });

  it('S3: a rule per source key, to the folder key of the target', () => {
    expect(JSON.parse(s3RoutingRules([{from: '/old/page/', to: '/new/page'}]))).toEqual([
      {Condition: {KeyPrefixEquals: 'old/page'}, Redirect: {HttpRedirectCode: '301', ReplaceKeyWith: 'new/page/'}},
    ]);
  });

  it('HOSTING.md prints each configuration for the site as it is (npx tsx scripts/render-hosting-configs.ts)', () => {
    const hosting = readFileSync(sitePath('HOSTING.md'), 'utf8');
    const block = (name: string, language: string, text: string) =>
      `<!-- redirects:${name}:start (written by scripts/render-hosting-configs.ts) -->\n\n\`\`\`${language}\n${text}\n\`\`\`\n\n<!-- redirects:${name}:end -->`;
    const site = hostRedirects(siteRedirects);
    expect(hosting).toContain(block('nginx', 'nginx', nginxRedirects(site)));
    expect(hosting).toContain(block('apache', 'apache', apacheRedirects(site)));
    expect(hosting).toContain(block('caddy', 'caddyfile', caddyRedirects(site)));
    // Section roots are prefixes of their whole section: S3 gets the published paths alone.
    expect(hosting).toContain(block('s3', 'json', s3RoutingRules(hostRedirects(publishedPathRedirects))));
  });

  it('the rewrite replaces a stale block and keeps the text around it', () => {
    const stale = (name: string) =>
      `<!-- redirects:${name}:start (written by scripts/render-hosting-configs.ts) -->\nold\n<!-- redirects:${name}:end -->`;
    const text = ['# Hosting', ...['nginx', 'apache', 'caddy', 's3'].map(stale), 'after'].join('\n');
    const rewritten = withServerConfigs(text, {
      all: redirects,
      publishedPaths: [{from: '/old/page/', to: '/new/page'}],
    });
    expect(rewritten).not.toContain('\nold\n');
    expect(rewritten.startsWith('# Hosting\n')).toBe(true);
    expect(rewritten.endsWith('\nafter')).toBe(true);
    expect(rewritten).toContain('```nginx\nlocation ~ ^/docs/?$ { return 301 /docs/intro; }\n');
    expect(rewritten).toContain('"ReplaceKeyWith":"new/page/"');
  });

  it('a file without the markers fails the rewrite, naming it', () => {
    expect(() => withServerConfigs('# Hosting\n', {all: redirects, publishedPaths: []})).toThrow(/HOSTING\.md lacks/);
  });
});
