import {readFileSync} from 'node:fs';
import {hostRedirects, publishedPathRedirects, siteRedirects} from '@site/config/redirects';
import {apacheRedirects, caddyRedirects, nginxRedirects, s3RoutingRules} from '@site/plugins/host-config/serverConfigs';
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

  it('the README prints each configuration for the site as it is', () => {
    const readme = readFileSync(sitePath('README.md'), 'utf8');
    const block = (name: string, language: string, text: string) =>
      `<!-- redirects:${name} -->\n\`\`\`${language}\n${text}\n\`\`\``;
    const site = hostRedirects(siteRedirects);
    expect(readme).toContain(block('nginx', 'nginx', nginxRedirects(site)));
    expect(readme).toContain(block('apache', 'apache', apacheRedirects(site)));
    expect(readme).toContain(block('caddy', 'caddyfile', caddyRedirects(site)));
    // Section roots are prefixes of their whole section: S3 gets the published paths alone.
    expect(readme).toContain(block('s3', 'json', s3RoutingRules(hostRedirects(publishedPathRedirects))));
  });
});
