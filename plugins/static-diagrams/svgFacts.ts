/**
 * What a page needs to know about a rendered diagram: its size, so the image
 * reserves its space before it loads, and a text alternative made of the
 * words the diagram shows, in drawing order.
 */
import * as cheerio from 'cheerio';

export interface DiagramFacts {
  width: number;
  height: number;
  /** Each label the diagram shows, once, in drawing order. */
  labels: string[];
}

export function svgFacts(svg: string): DiagramFacts {
  const $ = cheerio.load(svg, {xml: true});
  const root = $('svg').first();
  const width = Number(root.attr('width'));
  const height = Number(root.attr('height'));
  if (!(width > 0 && height > 0)) throw new Error('A rendered diagram must have a positive width and height.');
  const labels: string[] = [];
  root.find('text').each((_, element) => {
    // Mermaid nests a tspan per line inside one per label: read the innermost ones.
    const leaves = $(element)
      .find('tspan')
      .filter((_i, span) => $(span).children('tspan').length === 0);
    const words = leaves.length ? leaves.map((_i, span) => $(span).text().trim()).get() : [$(element).text().trim()];
    const text = words.filter(Boolean).join(' ').replace(/\s+/g, ' ');
    if (text && !labels.includes(text)) labels.push(text);
  });
  return {width: Math.ceil(width), height: Math.ceil(height), labels};
}

const KINDS: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity-relationship diagram',
  timeline: 'Timeline',
  'xychart-beta': 'Chart',
};

/** "Flowchart: label; label; …", from the diagram's first keyword and its labels. */
export function diagramAlt(source: string, labels: readonly string[]): string {
  const keyword = source.trim().split(/\s+/, 1)[0] ?? '';
  const kind = KINDS[keyword] ?? 'Diagram';
  return labels.length ? `${kind}: ${labels.join('; ')}` : kind;
}
