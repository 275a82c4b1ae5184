/**
 * Every TypeScript sample marked `check` in the docs compiles against the
 * installed viem, so readers never paste code that does not type-check.
 */
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {type CodeSample, extractCheckedSamples, fencedCode, proseLines} from '@site/scripts/lib/codeSamples';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('extractCheckedSamples', () => {
  it('keeps only ts fences marked check, with their title and line', () => {
    const markdown = [
      '# Page',
      '```ts title="Read a vault" check',
      "import {createPublicClient} from 'viem';",
      '```',
      '```ts title="Fragment"',
      'const x = 1;',
      '```',
      '```solidity check',
      'contract A {}',
      '```',
    ].join('\n');
    expect(extractCheckedSamples('page.md', markdown)).toEqual([
      {file: 'page.md', line: 2, title: 'Read a vault', code: "import {createPublicClient} from 'viem';"},
    ]);
  });
});

describe('proseLines', () => {
  it('leaves out every line of a fenced block, fences included, and numbers the rest from 1', () => {
    const markdown = [
      'Intro',
      '```ts',
      'code',
      '````not a close',
      '```',
      'Between',
      '~~~~',
      'more code',
      '~~~~',
      'End',
    ].join('\n');
    expect(proseLines(markdown)).toEqual([
      {line: 1, text: 'Intro'},
      {line: 6, text: 'Between'},
      {line: 10, text: 'End'},
    ]);
  });
});

describe('fencedCode', () => {
  it('returns the code of the blocks in one language only, with their opening lines', () => {
    const markdown = [
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      'Text',
      '```ts',
      'x',
      '```',
      '```mermaid',
      '```',
    ].join('\n');
    expect(fencedCode(markdown, 'mermaid')).toEqual([
      {line: 1, code: 'flowchart LR\n  A --> B'},
      {line: 9, code: ''},
    ]);
  });
});

const samples: CodeSample[] = markdownFiles('docs').flatMap((file) =>
  extractCheckedSamples(file, readFileSync(file, 'utf8')),
);

describe('TypeScript samples in the docs', () => {
  const workDir = path.resolve('.tmp/code-samples');
  rmSync(workDir, {recursive: true, force: true});
  mkdirSync(workDir, {recursive: true});
  const fileOf = new Map<CodeSample, string>();
  samples.forEach((sample, index) => {
    const file = path.join(workDir, `sample-${index}.ts`);
    writeFileSync(file, `${sample.code}\nexport {};\n`);
    fileOf.set(sample, file);
  });
  const program = ts.createProgram([...fileOf.values()], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });

  // One check of the whole program: building the checker over viem's types takes seconds on a busy machine,
  // paid here once rather than by whichever sample comes first.
  const errorsByFile = new Map<string, string[]>();
  beforeAll(() => {
    for (const file of fileOf.values()) {
      const source = program.getSourceFile(file);
      const diagnostics = ts.getPreEmitDiagnostics(program, source);
      errorsByFile.set(
        file,
        diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
      );
    }
  }, 300_000);

  it('the docs contain samples marked for checking', () => {
    expect(samples.length).toBeGreaterThan(0);
  });

  for (const sample of samples) {
    it(`${sample.file}:${sample.line} ${sample.title}`, () => {
      expect(errorsByFile.get(fileOf.get(sample) ?? '')).toEqual([]);
    });
  }
});
