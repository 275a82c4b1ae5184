/**
 * Adds KaTeX's stylesheet to the <head> of pages that contain math, and only
 * to those, so no other page pays for it on first load.
 */
import type {Root} from 'mdast';
import {EXIT, visit} from 'unist-util-visit';
import {Joi, markdownPluginOptions} from '../shared/pluginOptions';
import {KATEX_PRELOADED_FONTS, KATEX_STYLESHEET} from './paths';

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

function link(attributes: Record<string, string>) {
  return {
    type: 'mdxJsxFlowElement',
    name: 'link',
    attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: [],
  };
}

interface KatexStylesheetOptions {
  /** The site's base URL, which the stylesheet and font links start with. */
  baseUrl?: string;
}

const optionsSchema = Joi.object<KatexStylesheetOptions>({baseUrl: Joi.string().pattern(/^\/(.*\/)?$/, 'base URL')});

export default function remarkKatexStylesheet(options?: KatexStylesheetOptions) {
  const {baseUrl = '/'} = markdownPluginOptions<KatexStylesheetOptions>('katex-stylesheet', optionsSchema, options);
  return (tree: Root) => {
    if (!hasMath(tree)) return;
    tree.children.push({
      type: 'mdxJsxFlowElement',
      // Capitalised: Docusaurus maps <Head> to the document head; its own
      // head-renaming step has already run by the time this plugin does.
      name: 'Head',
      attributes: [],
      children: [
        link({rel: 'stylesheet', href: `${baseUrl}${KATEX_STYLESHEET}`}),
        ...KATEX_PRELOADED_FONTS.map((font) =>
          link({rel: 'preload', href: `${baseUrl}${font}`, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous'}),
        ),
      ],
    } as never);
  };
}
