import {assetUrlsInHtml, docsVersion, searchIndexFileUrls, sitemapPageUrls} from '@site/src/offline/savePlan';
import {describe, expect, it} from 'vitest';

describe('sitemapPageUrls', () => {
  it('maps the public URLs onto the site being read, once each', () => {
    const xml = `<?xml version="1.0"?><urlset><url><loc>https://docs.yearn.fi/</loc></url>
      <url><loc>https://docs.yearn.fi/developers/v3/overview</loc></url>
      <url><loc> https://docs.yearn.fi/developers/v3/overview </loc></url>
      <url><loc>https://docs.yearn.fi/search?a=1&amp;b=2</loc></url></urlset>`;
    expect(sitemapPageUrls(xml, 'http://127.0.0.1:4301/')).toEqual([
      'http://127.0.0.1:4301/',
      'http://127.0.0.1:4301/developers/v3/overview',
      'http://127.0.0.1:4301/search',
    ]);
  });
});

describe('assetUrlsInHtml', () => {
  const page = 'http://127.0.0.1:4301/developers/guide';

  it('finds images, sources, stylesheets, icons and scripts on the same origin', () => {
    const html = [
      '<link rel=stylesheet href=/katex/katex.min.css><link rel=canonical href=https://docs.yearn.fi/developers/guide>',
      '<link data-rh=true rel=icon href=/img/favicon.svg /><link rel="preload" as="image" href="/img/logo.svg">',
      '<a href=/developers/other>next</a><img src=../assets/images/chart-1.png alt="">',
      '<picture><source srcset="/assets/images/a-1.webp 1x, /assets/images/a-2.webp 2x"></picture>',
      '<img src="https://example.com/remote.png"><img src="data:image/png;base64,AAAA">',
      "<script src='/assets/js/main.1.js' defer></script><img src=/img/q.png?a=1&amp;b=2#x>",
    ].join('');
    expect(assetUrlsInHtml(html, page)).toEqual([
      'http://127.0.0.1:4301/katex/katex.min.css',
      'http://127.0.0.1:4301/img/favicon.svg',
      'http://127.0.0.1:4301/img/logo.svg',
      'http://127.0.0.1:4301/assets/images/chart-1.png',
      'http://127.0.0.1:4301/assets/images/a-1.webp',
      'http://127.0.0.1:4301/assets/images/a-2.webp',
      'http://127.0.0.1:4301/assets/js/main.1.js',
      'http://127.0.0.1:4301/img/q.png?a=1&b=2',
    ]);
  });
});

describe('searchIndexFileUrls', () => {
  it('lists the manifest, every shard and every chunk', () => {
    const urls = searchIndexFileUrls(
      {shards: ['va', 'é'], sections: 7, chunkSections: 6},
      'http://127.0.0.1:4301/search-index.abc/manifest.json',
    );
    expect(urls).toEqual([
      'http://127.0.0.1:4301/search-index.abc/manifest.json',
      'http://127.0.0.1:4301/search-index.abc/s/3a-2p.json',
      'http://127.0.0.1:4301/search-index.abc/s/6h.json',
      'http://127.0.0.1:4301/search-index.abc/c/0.json',
      'http://127.0.0.1:4301/search-index.abc/c/1.json',
    ]);
  });
});

describe('docsVersion', () => {
  it('is the search index folder', () => {
    expect(docsVersion('/search-index.8e05efd5d5/manifest.json')).toBe('search-index.8e05efd5d5');
    expect(docsVersion('/docs/search-index.1a/manifest.json')).toBe('search-index.1a');
  });
});
