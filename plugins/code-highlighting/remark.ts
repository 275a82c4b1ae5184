/**
 * Makes each Markdown page that has a code block import the highlighting code
 * block (src/theme/CodeBlock/withHighlighting.ts), so Prism loads with those
 * pages only and is there, like the rest of the page's code, before it
 * renders. Mermaid blocks are not code blocks by now (Docusaurus has turned
 * them into diagrams before site plugins run).
 */
import type {Root} from 'mdast';
import {EXIT, visit} from 'unist-util-visit';

export const HIGHLIGHTING_MODULE = '@site/src/theme/CodeBlock/withHighlighting';

function hasCodeBlock(tree: Root): boolean {
  let found = false;
  visit(tree, 'code', () => {
    found = true;
    return EXIT;
  });
  return found;
}

/** `import '<module>';` as an MDX ESM node (MDX compiles its estree, not its text). */
function sideEffectImport(module: string) {
  return {
    type: 'mdxjsEsm',
    value: `import '${module}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: module, raw: JSON.stringify(module)}}],
      },
    },
  };
}

export default function remarkCodeHighlighting() {
  return (tree: Root) => {
    if (hasCodeBlock(tree)) tree.children.unshift(sideEffectImport(HIGHLIGHTING_MODULE) as never);
  };
}
