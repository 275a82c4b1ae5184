/**
 * Where each Mermaid diagram's pre-rendered picture lives. A diagram is named
 * by a hash of its source, so editing a diagram asks for a new rendering
 * (`npm run diagrams`), and a rendering no page uses any more is easy to find.
 */
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {visit} from 'unist-util-visit';

/** Folders whose Markdown may hold diagrams: the docs, and the e2e fixture pages. */
export const DIAGRAM_SOURCE_DIRS = ['docs', 'tests/e2e/fixtures/pages'];

/** The renderings, served from /diagrams/. */
export const DIAGRAM_DIR = 'static/diagrams';

/** File name of a diagram's rendering, under DIAGRAM_DIR and /diagrams/. */
export function diagramFile(source: string): string {
  return `${createHash('sha256').update(source).digest('hex').slice(0, 16)}.svg`;
}

export function isMermaid(node: Code): boolean {
  return node.lang === 'mermaid';
}

/** The source of every Mermaid code block of a Markdown or MDX text, in order. */
export function mermaidSources(tree: Root): string[] {
  const sources: string[] = [];
  visit(tree, 'code', (node: Code) => {
    if (isMermaid(node)) sources.push(node.value);
  });
  return sources;
}

/** Every diagram source in the site's Markdown, read from `siteDir`. */
export function siteDiagramSources(siteDir: string): string[] {
  return DIAGRAM_SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .flatMap((file) => mermaidSources(fromMarkdown(readFileSync(path.join(siteDir, dir, file), 'utf8')))),
  );
}
