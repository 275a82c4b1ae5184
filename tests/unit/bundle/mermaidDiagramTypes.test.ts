import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  BUNDLED_DIAGRAMS,
  diagramKeyword,
  isBundledKeyword,
  isUnbundledDiagramModule,
  mermaidModuleName,
} from '../../../plugins/mermaid-diagram-types/bundledDiagrams';
import {fencedCode} from '../../../src/docs-tooling/codeSamples';

const root = path.resolve(import.meta.dirname, '../../..');
const mermaidDist = path.join(root, 'node_modules/mermaid/dist');
const chunkDir = path.join(mermaidDist, 'chunks/mermaid.core');

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const diagrams = ['docs', 'src', 'tests/e2e/fixtures'].flatMap(markdownFiles).flatMap((file) =>
  fencedCode(readFileSync(path.join(root, file), 'utf8'), 'mermaid').map(({line, code}) => ({where: `${file}:${line}`, code})),
);

describe('Mermaid diagrams of the site', () => {
  it('finds the diagrams (a wrong path would pass every check below)', () => {
    expect(diagrams.length).toBeGreaterThan(100);
  });

  it('use only the diagram types the browser bundle keeps', () => {
    const unbundled = diagrams.filter(({code}) => !isBundledKeyword(diagramKeyword(code) ?? ''));
    expect(unbundled.map(({where, code}) => `${where}: ${diagramKeyword(code)}`)).toEqual([]);
  });

  it('have no $$ math in labels (Mermaid would need KaTeX, which is left out)', () => {
    expect(diagrams.filter(({code}) => code.includes('$$')).map(({where}) => where)).toEqual([]);
  });
});

describe('the installed Mermaid', () => {
  const files = readdirSync(chunkDir)
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => path.join(chunkDir, file));

  it('ships every module of the kept types, so that an upgrade that renames one fails here and not in the browser', () => {
    const names = new Set(files.map(mermaidModuleName));
    const missing = BUNDLED_DIAGRAMS.flatMap((diagram) => diagram.modules).filter((name) => !names.has(name));
    expect(missing).toEqual([]);
  });

  it('leaves out the other types, the layouts only they use, and nothing the kept types need', () => {
    const entry = readFileSync(path.join(mermaidDist, 'mermaid.core.mjs'), 'utf8');
    const loaded = [...entry.matchAll(/import\("\.\/chunks\/mermaid\.core\/([^"]+)"\)/g)].map((match) => path.join(chunkDir, match[1]));
    const left = loaded.filter(isUnbundledDiagramModule).map((file) => mermaidModuleName(file));
    expect(left).toEqual(expect.arrayContaining(['pieDiagram', 'mindmap-definition', 'architectureDiagram', 'gitGraphDiagram']));
    expect(left).not.toContain('flowDiagram');
    expect(files.filter(isUnbundledDiagramModule).map(mermaidModuleName)).toEqual(expect.arrayContaining(['cose-bilkent', 'swimlanes']));
    for (const kept of ['dagre', 'flowDiagram', 'sequenceDiagram', 'xychartDiagram', 'timeline-definition', 'classDiagram-v2']) {
      const file = files.find((name) => mermaidModuleName(name) === kept);
      expect(file, kept).toBeDefined();
      expect(isUnbundledDiagramModule(file!), kept).toBe(false);
    }
  });
});

describe('diagramKeyword', () => {
  it('reads the first word after front matter, comments and blank lines', () => {
    expect(diagramKeyword('flowchart LR\n  A --> B')).toBe('flowchart');
    expect(diagramKeyword('---\ntitle: Flow\n---\n%% a note\n\nsequenceDiagram\n  A->>B: hi')).toBe('sequenceDiagram');
    expect(diagramKeyword('xychart-beta horizontal\n  bar [1]')).toBe('xychart-beta');
    expect(diagramKeyword('stateDiagram-v2\n  [*] --> A')).toBe('stateDiagram-v2');
    expect(diagramKeyword('   \n%% only a comment')).toBeNull();
  });

  it('tells kept keywords from the others', () => {
    expect(isBundledKeyword('graph')).toBe(true);
    expect(isBundledKeyword('pie')).toBe(false);
    expect(isBundledKeyword('mindmap')).toBe(false);
  });
});

describe('isUnbundledDiagramModule', () => {
  it('matches only Mermaid lazy modules by their name and hash', () => {
    expect(isUnbundledDiagramModule('/a/node_modules/mermaid/dist/chunks/mermaid.core/pieDiagram-E7YTZNPT.mjs')).toBe(true);
    expect(isUnbundledDiagramModule('/a/node_modules/mermaid/dist/chunks/mermaid.core/chunk-TLUHSLCS.mjs')).toBe(false);
    expect(isUnbundledDiagramModule('/a/node_modules/other/dist/chunks/mermaid.core/pieDiagram-E7YTZNPT.mjs')).toBe(false);
    expect(isUnbundledDiagramModule('/a/src/pieDiagram-E7YTZNPT.mjs')).toBe(false);
  });
});
