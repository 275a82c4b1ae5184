/** The one helper for module replacements: a replacement that matches nothing, or too much, fails the build. */
import {tmpdir} from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import {
  type Bundler,
  expectInSource,
  expectModules,
  isSwitchedOff,
  ReplacementAuditError,
  replaceModule,
  replaceOnce,
} from '@site/plugins/internals/moduleReplacement';
import {sitePath} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const FIXTURES = sitePath('tests/unit/fixtures/internals/moduleReplacement');
const bundler = {instance: rspack} as unknown as Bundler;

/** Bundles `entry` (into the system's temporary folder) with the given plugins; resolves with the build's error messages. */
function build(entry: string, plugins: unknown[]): Promise<string[]> {
  const compiler = rspack({
    mode: 'development',
    context: FIXTURES,
    entry: `./${entry}`,
    devtool: false,
    target: ['web', 'es2022'],
    output: {path: path.join(tmpdir(), 'module-replacement-test')},
    plugins: plugins as never,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      if (error || !stats) return reject(error);
      resolve((stats.toJson({all: false, errors: true}).errors ?? []).map((e) => e.message));
    });
  });
}

const standIn = path.join(FIXTURES, 'standIn.js');

describe('replaceModule', () => {
  it('refuses an id with no manifest row before anything is built', () => {
    const noRow =
      /No row "no-such-row" among the changes to Docusaurus internals: add plugins\/internals\/no-such-row\/row\.ts/;
    expect(() => replaceModule(bundler, {id: 'no-such-row', module: /x/, replacement: standIn})).toThrow(noRow);
    expect(() => expectModules({id: 'no-such-row', resource: /x/, count: 1})).toThrow(noRow);
    expect(() => replaceOnce('no-such-row', 'a', 'a', 'b')).toThrow(noRow);
    expect(() => expectInSource('no-such-row', path.join(FIXTURES, 'original.js'), [])).toThrow(noRow);
    expect(() => isSwitchedOff('no-such-row', {REPLACEMENTS_OFF: 'no-such-row'})).toThrow(noRow);
  });

  it('passes a replacement that matched its one module', async () => {
    expect(
      await build('entry.js', [
        replaceModule(bundler, {id: 'no-prism-on-load', module: /[\\/]original\.js$/, replacement: standIn}),
      ]),
    ).toEqual([]);
  });

  it('fails the build when a replacement matched nothing, naming it and its manifest row', async () => {
    const errors = await build('entry.js', [
      replaceModule(bundler, {id: 'no-prism-on-load', module: /[\\/]moved\.js$/, replacement: standIn}),
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Module replacement "no-prism-on-load"');
    expect(errors[0]).toContain('matched no module');
    expect(errors[0]).toContain('@docusaurus/theme-classic/lib/prism-include-languages.js');
    expect(errors[0]).toContain('"Upgrade Docusaurus" in CONTRIBUTING.md');
  });

  it('fails the build when a replacement matched more modules than intended', async () => {
    const errors = await build('twoTargets.js', [
      replaceModule(bundler, {id: 'nprogress', module: /[\\/](original|other)\.js$/, replacement: standIn}),
    ]);
    expect(errors.join('\n')).toMatch(/"nprogress".*matched 2 modules where 1 was expected/s);
    expect(
      await build('twoTargets.js', [
        replaceModule(bundler, {
          id: 'nprogress',
          module: /[\\/](original|other)\.js$/,
          replacement: standIn,
          matches: 2,
        }),
      ]),
    ).toEqual([]);
  });

  it('matches a bare request before resolution', async () => {
    expect(
      await build('entry.js', [
        replaceModule(bundler, {id: 'nprogress', module: /^\.\/original$/, replacement: standIn}),
      ]),
    ).toEqual([]);
  });
});

describe('expectModules', () => {
  it('fails when the build holds another number of modules of the file', async () => {
    expect(
      await build('entry.js', [expectModules({id: 'prefetch-on-intent', resource: /[\\/]original\.js$/, count: 1})]),
    ).toEqual([]);
    const errors = await build('entry.js', [
      expectModules({id: 'prefetch-on-intent', resource: /[\\/]original\.js$/, count: 2}),
    ]);
    expect(errors.join('\n')).toContain('gave 1 modules where 2 were expected');
  });
});

describe('text checks', () => {
  it('replaceOnce replaces one occurrence and throws on none or several', () => {
    expect(replaceOnce('ssr-template', 'a</body>', '</body>', 'x</body>')).toBe('ax</body>');
    expect(() => replaceOnce('ssr-template', '<p></p>', '</body>', '')).toThrow(ReplacementAuditError);
    expect(() => replaceOnce('ssr-template', '</body></body>', '</body>', '')).toThrow(/found it 2 times/);
  });

  it('expectInSource names the missing text', () => {
    expect(() => expectInSource('announcement-id', path.join(FIXTURES, 'original.js'), ["'original'"])).not.toThrow();
    expect(() => expectInSource('announcement-id', path.join(FIXTURES, 'original.js'), ['gone'])).toThrow(
      /no longer contains "gone"/,
    );
  });
});

describe('switching a change off', () => {
  it('REPLACEMENTS_OFF names the replacements a side-by-side build leaves out', () => {
    expect(isSwitchedOff('nprogress', {REPLACEMENTS_OFF: 'register-sw, nprogress'})).toBe(true);
    expect(isSwitchedOff('nprogress', {})).toBe(false);
  });
});
