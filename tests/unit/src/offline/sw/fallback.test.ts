import {withoutAppScripts} from '@site/src/offline/sw/fallback';
import {describe, expect, it} from 'vitest';

describe('withoutAppScripts', () => {
  it('removes external scripts and script preloads, in minified and quoted HTML', () => {
    const html = [
      '<head><link rel=stylesheet href=/assets/css/styles.1.css><link rel="preload" href="/assets/js/a.1.js" as="script">',
      '<link rel=prefetch as=script href=/assets/js/b.2.js><link rel=preload as=image href=/img/logo.svg />',
      '<script src=/assets/js/runtime~main.b70e8b70.js defer></script>',
      '<script src="/assets/js/main.2d729386.js" defer="defer"></script></head>',
    ].join('');
    expect(withoutAppScripts(html)).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css><link rel=preload as=image href=/img/logo.svg /></head>',
    );
  });

  it('keeps inline scripts, which set the colour mode before the page paints', () => {
    const html = '<script>document.documentElement.setAttribute("data-theme","dark")</script><p>Offline</p>';
    expect(withoutAppScripts(html)).toBe(html);
  });
});
