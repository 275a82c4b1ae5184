import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {compactSvg} from '@site/plugins/static-diagrams/compactSvg';
import {DIAGRAM_DIR, diagramFile, mermaidSources, siteDiagramSources} from '@site/plugins/static-diagrams/diagramFiles';
import {diagramAlt, svgFacts} from '@site/plugins/static-diagrams/svgFacts';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {describe, expect, it} from 'vitest';

describe('diagram pictures', () => {
  const sources = siteDiagramSources(SITE_ROOT);
  const files = new Set(sources.map(diagramFile));

  it('exist for every Mermaid block of the docs and fixtures (run `npm run diagrams` when this fails)', () => {
    expect(sources.length).toBeGreaterThan(100);
    const missing = sources
      .filter((source) => !existsSync(path.join(SITE_ROOT, DIAGRAM_DIR, diagramFile(source))))
      .map((source) => source.split('\n')[0]);
    expect(missing).toEqual([]);
  });

  it('are all still used by a page', () => {
    expect(readdirSync(path.join(SITE_ROOT, DIAGRAM_DIR)).filter((file) => !files.has(file))).toEqual([]);
  });

  it('are named by their source, so an edited diagram needs a new picture', () => {
    expect(diagramFile('flowchart LR\n  A --> B')).toMatch(/^[0-9a-f]{16}\.svg$/);
    expect(diagramFile('flowchart LR\n  A --> C')).not.toBe(diagramFile('flowchart LR\n  A --> B'));
  });
});

describe('mermaidSources', () => {
  it('finds Mermaid blocks only', () => {
    const tree = fromMarkdown(
      ['```mermaid', 'flowchart LR', '  A --> B', '```', '', '```ts', 'const a = 1;', '```'].join('\n'),
    );
    expect(mermaidSources(tree)).toEqual(['flowchart LR\n  A --> B']);
  });
});

describe('svgFacts and diagramAlt', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300.2" height="120"><g><text><tspan><tspan>Deposit</tspan> <tspan>assets</tspan></tspan></text><text>Vault</text><text>Vault</text><text> </text></g></svg>';

  it('reads the size, rounded up, and each label once in drawing order', () => {
    expect(svgFacts(svg)).toEqual({width: 301, height: 120, labels: ['Deposit assets', 'Vault']});
  });

  it('refuses a picture without a size', () => {
    expect(() => svgFacts('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toThrow(/width and height/);
  });

  it('names the kind of diagram before its labels', () => {
    expect(diagramAlt('flowchart TD\n  A --> B', ['Deposit', 'Vault'])).toBe('Flowchart: Deposit; Vault');
    expect(diagramAlt('sequenceDiagram\n  A->>B: hi', [])).toBe('Sequence diagram');
    expect(diagramAlt('gitGraph\n  commit', ['main'])).toBe('Diagram: main');
  });
});

describe('compactSvg', () => {
  it('keeps one decimal in attributes and leaves text alone', () => {
    const svg =
      '<svg width="10.123456"><path d="M1.23456,-2.98765L3,4"/><text x="0.55555">Share price 1.23456</text></svg>';
    expect(compactSvg(svg)).toBe(
      '<svg width="10.1"><path d="M1.2,-2.9L3,4"/><text x="0.5">Share price 1.23456</text></svg>',
    );
  });

  it('drops data attributes and the ids nothing refers to', () => {
    const svg =
      '<svg id="d" data-look="classic"><defs><marker id="d_arrow"/></defs><g id="node-1" data-id="A"><path id="edge" marker-end="url(#d_arrow)"/></g></svg>';
    expect(compactSvg(svg)).toBe(
      '<svg id="d"><defs><marker id="d_arrow"/></defs><g><path marker-end="url(#d_arrow)"/></g></svg>',
    );
  });

  it('drops the style rules of classes the drawing does not use, keeping the rest', () => {
    const svg =
      '<svg><style>#d{fill:red;}#d .node rect{fill:blue;}#d .cluster rect{fill:green;}#d .node,#d .unused{stroke:black;}@keyframes dash{to{stroke-dashoffset:0;}}</style><g class="node"><rect/></g></svg>';
    expect(compactSvg(svg)).toBe(
      '<svg><style>#d{fill:red;}#d .node rect{fill:blue;}#d .node{stroke:black;}@keyframes dash{to{stroke-dashoffset:0;}}</style><g class="node"><rect/></g></svg>',
    );
  });
});
