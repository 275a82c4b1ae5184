import {dropUnusedRules} from '@site/plugins/shared/dropUnusedRules';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';

const run = async (css: string) =>
  (await postcss([dropUnusedRules(['avatar', 'avatar__photo--sm', 'hero--dark'])]).process(css, {from: undefined})).css;

describe('dropUnusedRules', () => {
  it('removes every rule whose selectors all name an unused class, consecutive ones included', async () => {
    expect(await run('.avatar{a:1}.avatar__photo--sm{b:2}html .hero--dark,.avatar .x{c:3}.card{d:4}')).toBe(
      '.card{d:4}',
    );
  });

  it('keeps the selectors that do not, and the rule with them', async () => {
    expect(await run('.avatar,.card{a:1}')).toBe('.card{a:1}');
  });

  it('reaches rules inside at-rules', async () => {
    expect(await run('@media (min-width:1px){.avatar{a:1}.card{b:2}}')).toBe('@media (min-width:1px){.card{b:2}}');
  });

  it('matches whole class names only', async () => {
    const css = '.avatar__photo{a:1}.hero{b:2}.hero--darker{c:3}.avatar-list{d:4}';
    expect(await run(css)).toBe(css);
  });
});
