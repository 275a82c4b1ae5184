/**
 * Adds KaTeX's stylesheet to the <head> of pages that contain math, and only
 * to those, so no other page pays for it on first load.
 */
import type {Root} from 'mdast';
import {visit, EXIT} from 'unist-util-visit';
import {KATEX_STYLESHEET} from './paths';

function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'math' || node.type === 'inlineMath') {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

export default function remarkKatexStylesheet(options: {baseUrl?: string} = {}) {
  const href = `${options.baseUrl ?? '/'}${KATEX_STYLESHEET}`;
  return (tree: Root) => {
    if (!hasMath(tree)) return;
    tree.children.push({
      type: 'mdxJsxFlowElement',
      // Capitalised: Docusaurus maps <Head> to the document head; its own
      // head-renaming step has already run by the time this plugin does.
      name: 'Head',
      attributes: [],
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'link',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
            {type: 'mdxJsxAttribute', name: 'href', value: href},
          ],
          children: [],
        },
      ],
    } as never);
  };
}
