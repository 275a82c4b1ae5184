import {cacheUrlsMessage, urlsToWarm} from '@site/src/offline/warmCache';
import {describe, expect, it} from 'vitest';

describe('urlsToWarm', () => {
  it('lists the page and its same-origin files once each, without fragments', () => {
    const urls = urlsToWarm('http://127.0.0.1:4301/developers/v3/overview#vaults', [
      'http://127.0.0.1:4301/assets/js/0220aa71.8d5ce748.js',
      'http://127.0.0.1:4301/assets/js/0220aa71.8d5ce748.js',
      'http://127.0.0.1:47645/',
      'https://ydaemon.yearn.fi/1/vaults/all',
      '/img/logo.svg',
    ]);
    expect(urls).toEqual([
      'http://127.0.0.1:4301/developers/v3/overview',
      'http://127.0.0.1:4301/assets/js/0220aa71.8d5ce748.js',
      'http://127.0.0.1:4301/img/logo.svg',
    ]);
  });

  it("is sent in the shape of Workbox's CACHE_URLS message", () => {
    expect(cacheUrlsMessage(['http://a.example/x'])).toEqual({
      type: 'CACHE_URLS',
      payload: {urlsToCache: ['http://a.example/x']},
    });
  });
});
