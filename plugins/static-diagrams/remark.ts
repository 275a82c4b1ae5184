/**
 * Replaces each Mermaid code block with its picture, rendered ahead of time
 * by scripts/render-diagrams.ts: a figure holding an <img> with the
 * picture's size (no layout shift) and the diagram's labels as its text
 * alternative. The figure keeps the source in `data-mermaid-source`, from
 * which the page's Markdown twin writes the diagram back as a Mermaid block.
 * A diagram without a picture fails the build with the command to run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {Joi, markdownPluginOptions} from '../shared/pluginOptions';
import {DIAGRAM_DIR, diagramFile, isMermaid} from './diagramFiles';
import {type DiagramFacts, diagramAlt, svgFacts} from './svgFacts';

export interface StaticDiagramsOptions {
  siteDir: string;
  baseUrl?: string;
}

function attribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

const optionsSchema = Joi.object<StaticDiagramsOptions>({
  siteDir: Joi.string().required(),
  baseUrl: Joi.string().pattern(/^\/(.*\/)?$/, 'base URL'),
});

export default function remarkStaticDiagrams(rawOptions: StaticDiagramsOptions) {
  const options = markdownPluginOptions<StaticDiagramsOptions>('static-diagrams', optionsSchema, rawOptions);
  const baseUrl = options.baseUrl ?? '/';
  const facts = new Map<string, DiagramFacts>();
  const factsOf = (file: string, page: VFile): DiagramFacts => {
    let found = facts.get(file);
    if (!found) {
      let svg: string;
      try {
        svg = readFileSync(path.join(options.siteDir, DIAGRAM_DIR, file), 'utf8');
      } catch {
        throw new Error(
          `${page.path}: a Mermaid diagram has no picture (${DIAGRAM_DIR}/${file}). Run \`npm run diagrams\`.`,
        );
      }
      found = svgFacts(svg);
      facts.set(file, found);
    }
    return found;
  };

  return (tree: Root, page: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!isMermaid(node) || !parent || index === undefined) return;
      const file = diagramFile(node.value);
      const {width, height, labels} = factsOf(file, page);
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'figure',
        attributes: [attribute('className', 'diagram'), attribute('data-mermaid-source', node.value)],
        children: [
          {
            type: 'mdxJsxFlowElement',
            name: 'img',
            attributes: [
              attribute('src', `${baseUrl}diagrams/${file}`),
              attribute('width', String(width)),
              attribute('height', String(height)),
              attribute('alt', diagramAlt(node.value, labels)),
              attribute('loading', 'lazy'),
              attribute('decoding', 'async'),
            ],
            children: [],
          },
        ],
      } as never;
    });
  };
}
