/**
 * Typesets the math that remark-math marks with KaTeX at build time, each
 * formula into one element whose HTML React sets whole
 * (`dangerouslySetInnerHTML`) rather than one React element per KaTeX span:
 * a page of formulas (the veYFI calculator's hold about a thousand spans)
 * then costs its readers no hydration work for them. The markup is KaTeX's
 * own (HTML and MathML), inside a `math-inline` span or a `math-display` div.
 * Invalid TeX fails the build with the file and the formula.
 */
import type {Element, ElementContent, Root} from 'hast';
import katex from 'katex';
import {SKIP, visit} from 'unist-util-visit';
import {markdownPluginOptions, NO_OPTIONS} from '../shared/pluginOptions';

/** The Markdown file being compiled (a VFile; only its path is read). */
interface SourceFile {
  path?: string;
}

/** The TeX source: remark-math puts it as text inside the <code>. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

function classesOf(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function isMathCode(node: ElementContent | undefined): node is Element {
  return node?.type === 'element' && node.tagName === 'code' && classesOf(node).includes('language-math');
}

/** `{__html: "<html>"}` as the JSX attribute expression MDX compiles. */
function innerHtmlAttribute(html: string) {
  const object = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: {type: 'Identifier', name: '__html'},
        value: {type: 'Literal', value: html},
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${JSON.stringify(html)}}`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{type: 'ExpressionStatement', expression: object}],
        },
      },
    },
  };
}

/**
 * A display formula wider than a phone scrolls in its own box (custom.css);
 * a keyboard reader can scroll it only if the box takes focus.
 */
const DISPLAY_BOX = '<span class="katex-display">';

function typeset(tex: string, displayMode: boolean, file: SourceFile): string {
  try {
    const html = katex.renderToString(tex, {displayMode, throwOnError: true});
    return displayMode ? html.replace(DISPLAY_BOX, '<span class="katex-display" tabindex="0">') : html;
  } catch (error) {
    throw new Error(
      `${file.path ?? 'A Markdown file'}: KaTeX cannot typeset ${JSON.stringify(tex)}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function mathElement(code: Element, displayMode: boolean, file: SourceFile) {
  return {
    type: displayMode ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: displayMode ? 'div' : 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: displayMode ? 'math math-display' : 'math math-inline'},
      innerHtmlAttribute(typeset(textOf(code), displayMode, file)),
    ],
    children: [],
  } as unknown as ElementContent;
}

export default function rehypeStaticMath(options?: unknown) {
  markdownPluginOptions('static-math', NO_OPTIONS, options);
  return (tree: Root, file: SourceFile) => {
    visit(tree, 'element', (node, index, parent) => {
      if (index === undefined || !parent) return undefined;
      // Display math is a <pre> holding one math <code>; inline math is the <code> alone.
      const displayCode = node.tagName === 'pre' ? node.children.find((child) => child.type === 'element') : undefined;
      if (isMathCode(displayCode)) {
        parent.children[index] = mathElement(displayCode, true, file);
        return SKIP;
      }
      if (isMathCode(node)) {
        parent.children[index] = mathElement(node, classesOf(node).includes('math-display'), file);
        return SKIP;
      }
      return undefined;
    });
  };
}
