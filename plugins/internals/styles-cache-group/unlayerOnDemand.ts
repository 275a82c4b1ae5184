/**
 * A PostCSS step that takes on-demand stylesheets out of the cascade layer
 * Docusaurus wraps them in (DocSearch's modal sheet is in
 * `docusaurus.theme-search-algolia.docsearch`). When a sheet that declares a
 * layer is added to a live page, Chromium recomputes the style and layout of
 * the whole page, a long task between Ctrl+K and the modal on a cold page.
 * Unlayered, DocSearch's rules still beat Infima's, as they did from their
 * late layer; they now also beat the site's unlayered rules of equal weight,
 * so src/theme/SearchBar/modal.css restates the one that matters (the focus
 * ring).
 */
import type {AtRule, Plugin, Root} from 'postcss';
import {isOnDemandStylesheet} from './onDemandStylesheets';

function isLayerBlock(node: Root['nodes'][number]): node is AtRule {
  return node.type === 'atrule' && node.name === 'layer' && node.nodes !== undefined;
}

export function unlayerOnDemandStylesheets(): Plugin {
  return {
    postcssPlugin: 'unlayer-on-demand-stylesheets',
    // Once runs after the layer plugin's own Once, which Docusaurus registers first.
    Once(root) {
      if (!isOnDemandStylesheet(root.source?.input.file ?? '')) return;
      for (const node of root.nodes.filter(isLayerBlock)) node.replaceWith(node.nodes ?? []);
    },
  };
}
