/**
 * Layers: every import points down this list or stays in its own layer.
 *
 *   0 data      src/data, src/contracts, src/format, src/types, src/cacheNames.js
 *               The site model: chains, address pages, contract catalogue.
 *   1 logic     src/ethereum (the chain layer), src/search, src/veyfi,
 *               src/offline, src/docs-tooling, src/scheduling. Plain TypeScript
 *               on the data.
 *   2 config    config/: the environment and the site's settings, built from
 *               data and logic; it calls into nothing above it (no plugin).
 *   3 React     src/components, src/theme, src/pages, src/clientModules, src/css.
 *   4 site      plugins/, mcp/, sidebars/, docusaurus.config.ts: the build and
 *               the MCP server, which assemble everything below.
 *   5 harness   harness/: helpers that scripts and tests share (built-site
 *               readers, the local chain nodes and their stand-ins).
 *   6 scripts   scripts/.
 *   7 tests     tests/, playwright.config.ts, vitest.config.mts: may import anything.
 *
 * Two more rules: data and logic import no React (neither `react` nor a
 * Docusaurus client API nor `@theme/`), so they run in Node and workers as
 * they are; and a plugin outside plugins/internals/ reaches the internals rows
 * (plugins/internals/<row>/) and their helpers only through
 * plugins/internals/index.ts.
 *
 * Every import counts: static, type-only, re-exports, dynamic `import()` and
 * `require()`, by relative path or the `@site/` alias. A failure names
 * `file -> imported file` for each import against the rule.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

interface Layer {
  rank: number;
  name: string;
  /** Path prefixes from the repository root; a folder ends in `/`. */
  prefixes: readonly string[];
}

const LAYERS: readonly Layer[] = [
  {rank: 0, name: 'data', prefixes: ['src/data/', 'src/contracts/', 'src/format/', 'src/types/', 'src/cacheNames']},
  {
    rank: 1,
    name: 'logic',
    prefixes: ['src/ethereum/', 'src/search/', 'src/veyfi/', 'src/offline/', 'src/docs-tooling/', 'src/scheduling/'],
  },
  {rank: 2, name: 'config', prefixes: ['config/']},
  {rank: 3, name: 'React', prefixes: ['src/components/', 'src/theme/', 'src/pages/', 'src/clientModules/', 'src/css/']},
  {rank: 4, name: 'site', prefixes: ['plugins/', 'mcp/', 'sidebars/', 'docusaurus.config']},
  {rank: 5, name: 'harness', prefixes: ['harness/']},
  {rank: 6, name: 'scripts', prefixes: ['scripts/']},
  {rank: 7, name: 'tests', prefixes: ['tests/', 'playwright.config', 'vitest.config']},
];

/** The folders and root files whose imports are checked (tests may import anything). */
const CHECKED = ['config', 'src', 'plugins', 'mcp', 'sidebars', 'harness', 'scripts', 'docusaurus.config.ts'];
const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;
/** React and the Docusaurus client API: `@docusaurus/` modules named like components or hooks, `@theme/`. */
const REACT = /^(react|react-dom)(\/|$)|^@docusaurus\/([A-Z]|use|router)|^@theme(-original|-init)?\//;
/** Anything of plugins/internals/ but its index. */
const INSIDE_INTERNALS = /^plugins\/internals\/(?!index(\.ts)?$)./;

interface SourceFile {
  /** From the repository root, with `/`. */
  path: string;
  text: string;
}

function layerOf(file: string): Layer | undefined {
  return LAYERS.find((layer) => layer.prefixes.some((prefix) => file.startsWith(prefix)));
}

/** The module specifiers a file imports, as written. */
function specifiersOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The repository path an import names (without resolving the extension), or null for a package. */
function targetOf(from: string, specifier: string): string | null {
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(from), specifier);
  return null;
}

/** One line per import against the rule, `file -> imported file (why)`; empty when the files keep it. */
function layerViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = layerOf(file.path);
    if (!own) {
      found.push(`${file.path}: in no layer`);
      continue;
    }
    for (const specifier of specifiersOf(file.text)) {
      const target = targetOf(file.path, specifier);
      if (target === null) {
        if (own.rank <= 1 && REACT.test(specifier)) found.push(`${file.path} -> ${specifier} (React in ${own.name})`);
        continue;
      }
      const theirs = layerOf(target);
      if (!theirs) found.push(`${file.path} -> ${target} (in no layer)`);
      else if (theirs.rank > own.rank) found.push(`${file.path} -> ${target} (${own.name} imports ${theirs.name})`);
      else if (
        file.path.startsWith('plugins/') &&
        !file.path.startsWith('plugins/internals/') &&
        INSIDE_INTERNALS.test(target)
      )
        found.push(`${file.path} -> ${target} (plugins/internals/ past its index)`);
    }
  }
  return found;
}

function sourceFilesUnder(entry: string): SourceFile[] {
  if (statSync(entry).isFile()) return SOURCE.test(entry) ? [{path: entry, text: readFileSync(entry, 'utf8')}] : [];
  return readdirSync(entry)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => sourceFilesUnder(path.posix.join(entry, name)));
}

describe('the layer rule', () => {
  it('holds for every import of the site, its plugins, the MCP server, the shared helpers and the scripts', () => {
    const files = CHECKED.flatMap(sourceFilesUnder);
    expect(files.length).toBeGreaterThan(500);
    expect(layerViolations(files)).toEqual([]);
  });

  /** A one-line file importing `specifier` where `%` stands (kept apart, so this test file imports nothing by a relative path). */
  const file = (at: string, statement: string, specifier: string): SourceFile => ({
    path: at,
    text: statement.replace('%', `'${specifier}'`),
  });

  it('names each import from a lower layer to a higher one', () => {
    const files = [
      file('src/data/chains.ts', 'import {publicClient} from %;', '../ethereum/client'),
      file('src/ethereum/client.ts', 'import {chainList} from %;', '@site/src/data/chains'),
      file('config/env.ts', 'const rules = await import(%);', '../plugins/host-config/rules'),
      file('scripts/bench/run.ts', 'import type {Page} from %;', '../../tests/e2e/support/page'),
      file('harness/site/builtSite.ts', 'export {BUILD} from %;', '@site/scripts/lib/build'),
    ];
    expect(layerViolations(files)).toEqual([
      'src/data/chains.ts -> src/ethereum/client (data imports logic)',
      'config/env.ts -> plugins/host-config/rules (config imports site)',
      'scripts/bench/run.ts -> tests/e2e/support/page (scripts imports tests)',
      'harness/site/builtSite.ts -> scripts/lib/build (harness imports scripts)',
    ]);
  });

  it('names React in the data and logic layers, and plugins/internals/ reached past its index from outside', () => {
    const files = [
      file('src/ethereum/useChain.ts', 'import {useState} from %;', 'react'),
      file('src/search/useData.ts', 'import {usePluginData} from %;', '@docusaurus/useGlobalData'),
      file('src/components/Chain.tsx', 'import {useState} from %;', 'react'),
      file('plugins/katex-stylesheet/index.ts', 'import {drop} from %;', '../internals/unused-infima/drop'),
      file('plugins/slashless-docs/index.ts', 'import {leanDocsMetadataPlugin} from %;', '../internals'),
      file('plugins/slashless-docs/lean.ts', 'import lean from %;', '../internals/lean-docs-metadata'),
      file('plugins/internals/index.ts', 'import unusedInfima from %;', './unused-infima'),
    ];
    expect(layerViolations(files)).toEqual([
      'src/ethereum/useChain.ts -> react (React in logic)',
      'src/search/useData.ts -> @docusaurus/useGlobalData (React in logic)',
      'plugins/katex-stylesheet/index.ts -> plugins/internals/unused-infima/drop (plugins/internals/ past its index)',
      'plugins/slashless-docs/lean.ts -> plugins/internals/lean-docs-metadata (plugins/internals/ past its index)',
    ]);
  });

  it('names a file outside every layer, so a new folder is placed before it is used', () => {
    expect(layerViolations([{path: 'tools/x.ts', text: ''}])).toEqual(['tools/x.ts: in no layer']);
  });
});
