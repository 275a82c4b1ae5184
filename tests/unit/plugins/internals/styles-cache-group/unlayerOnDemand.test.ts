import {DEFAULT_LAYERS, type PluginOptions} from '@docusaurus/plugin-css-cascade-layers/lib/options.js';
import {PostCssPluginWrapInLayer} from '@docusaurus/plugin-css-cascade-layers/lib/postCssPlugin.js';
import {unlayerOnDemandStylesheets} from '@site/plugins/internals/styles-cache-group/unlayerOnDemand';
import postcss from 'postcss';
import {describe, expect, it} from 'vitest';

/** Docusaurus's layer wrapping followed by ours, in the order the build registers them. */
async function processSheet(file: string, css: string): Promise<string> {
  const layers: PluginOptions = {id: 'default', layers: DEFAULT_LAYERS};
  const result = await postcss([PostCssPluginWrapInLayer(layers), unlayerOnDemandStylesheets()]).process(css, {
    from: file,
  });
  return result.css;
}

const RULE = '.DocSearch-Input{outline:none}';

describe('on-demand stylesheets and cascade layers', () => {
  it("takes DocSearch's modal sheet out of the layer Docusaurus puts it in", async () => {
    const css = await processSheet('/site/node_modules/@docsearch/css/dist/modal.css', RULE);
    expect(css).not.toContain('@layer');
    expect(css).toContain(RULE);
  });

  it("leaves DocSearch's button sheet, which every page loads, in its layer", async () => {
    const css = await processSheet('/site/node_modules/@docsearch/css/dist/button.css', RULE);
    expect(css).toMatch(/^@layer docusaurus\.theme-search-algolia\.docsearch\s*\{/);
  });
});
