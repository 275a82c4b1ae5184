/**
 * The Mermaid diagram types this site draws. Mermaid loads each type's code
 * on demand, but the bundler still emits every type it can load: about 3 MB
 * of chunks (a Langium parser, Cytoscape, KaTeX for labels) that no page of
 * this site uses. The other types are left out of the browser bundle, and a
 * unit test keeps every diagram in the docs within this list.
 */
interface BundledDiagram {
  /** The keywords a diagram of this type starts with. */
  keywords: readonly string[];
  /** Mermaid's modules for the type (`dist/chunks/mermaid.core/<name>-<hash>.mjs`). */
  modules: readonly string[];
}

export const BUNDLED_DIAGRAMS: readonly BundledDiagram[] = [
  {keywords: ['flowchart', 'graph'], modules: ['flowDiagram']},
  {keywords: ['sequenceDiagram'], modules: ['sequenceDiagram']},
  {keywords: ['classDiagram', 'classDiagram-v2'], modules: ['classDiagram', 'classDiagram-v2']},
  {keywords: ['stateDiagram', 'stateDiagram-v2'], modules: ['stateDiagram', 'stateDiagram-v2']},
  {keywords: ['erDiagram'], modules: ['erDiagram']},
  {keywords: ['timeline'], modules: ['timeline-definition']},
  {keywords: ['xychart-beta', 'xychart'], modules: ['xychartDiagram']},
];

/** Layout engines that only the left-out types use (mindmap and architecture; swimlanes); flowcharts use dagre. */
const UNBUNDLED_LAYOUTS = new Set(['cose-bilkent', 'swimlanes']);

const BUNDLED_KEYWORDS = new Set(BUNDLED_DIAGRAMS.flatMap((diagram) => diagram.keywords));
const BUNDLED_MODULES = new Set(BUNDLED_DIAGRAMS.flatMap((diagram) => diagram.modules));

/** One of Mermaid's lazily loaded modules: `dist/chunks/mermaid.core/<name>-<hash>.mjs`. */
const MERMAID_MODULE = /[\\/]mermaid[\\/]dist[\\/]chunks[\\/]mermaid\.core[\\/]([\w-]+?)-[A-Z0-9]{8}\.mjs$/;

/** A diagram type's entry module: `pieDiagram`, `classDiagram-v2`, `mindmap-definition`, `diagram` (packet, radar…). */
const DIAGRAM_ENTRY = /^(?:[A-Za-z]+Diagram(?:-v2)?|[a-z]+-definition|diagram)$/;

/** Mermaid's name for one of its lazily loaded modules, or null when the file is not one. */
export function mermaidModuleName(file: string): string | null {
  return file.match(MERMAID_MODULE)?.[1] ?? null;
}

/** Whether a file is a module of Mermaid's that only the diagram types this site leaves out load. */
export function isUnbundledDiagramModule(file: string): boolean {
  const name = mermaidModuleName(file);
  if (name === null) return false;
  return DIAGRAM_ENTRY.test(name) ? !BUNDLED_MODULES.has(name) : UNBUNDLED_LAYOUTS.has(name);
}

/**
 * The keyword a Mermaid diagram starts with, after its optional front matter,
 * `%%` comments and directives, and blank lines; null for an empty diagram.
 */
export function diagramKeyword(source: string): string | null {
  const lines = source.split('\n');
  let at = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
    at = end === -1 ? lines.length : end + 1;
  }
  for (; at < lines.length; at += 1) {
    const line = lines[at].trim();
    if (line === '' || line.startsWith('%%')) continue;
    return line.split(/[\s:;{]/)[0];
  }
  return null;
}

export function isBundledKeyword(keyword: string): boolean {
  return BUNDLED_KEYWORDS.has(keyword);
}
