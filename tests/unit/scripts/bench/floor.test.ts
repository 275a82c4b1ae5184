import {withoutAppScripts} from '@site/scripts/bench/floor';
import {describe, expect, it} from 'vitest';

describe('withoutAppScripts', () => {
  it('drops the held app scripts and keeps every other script and the page', () => {
    const page =
      '<head><script>document.documentElement.dataset.theme="light"</script><script type=text/x-held src=/assets/js/runtime~main.1.js></script>' +
      '<script type="text/x-held" src="/assets/js/main.2.js"></script></head><body><p>Text</p><script>(function(){start()})()</script></body>';
    expect(withoutAppScripts(page)).toBe(
      '<head><script>document.documentElement.dataset.theme="light"</script></head><body><p>Text</p><script>(function(){start()})()</script></body>',
    );
  });

  it('refuses a page that holds no app scripts, which would be no floor', () => {
    expect(() => withoutAppScripts('<head><script src=/assets/js/main.2.js defer></script></head>')).toThrow(
      /template/,
    );
  });
});
