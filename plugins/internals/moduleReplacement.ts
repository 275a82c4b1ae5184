/**
 * The one way this site changes a module inside Docusaurus or its
 * dependencies. Every change is a row of the manifest (./manifest.ts; its
 * id is the row's id) and is audited on every build: a replacement that matched
 * nothing, or more modules than it is meant to, fails the build with a
 * message that names the row, instead of silently stopping to apply after
 * an upgrade.
 *
 * - replaceModule: every import of a module loads a stand-in instead
 *   (the bundler's NormalModuleReplacementPlugin, with its matches counted).
 * - expectModules: a module rule (another loader for one importer, say)
 *   must produce a given number of modules of one file.
 * - replaceOnce / expectInSource: text patches and text the site depends on
 *   (the page template, a storage key) must be found exactly where expected.
 *
 * Each helper throws at configuration time for an id with no manifest row, so
 * no change reaches a build without its row.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';
import {rowOf} from './manifest';

/** What the bundler hands the replacement callback: before resolution the request, after it the resolved file too. */
export interface ResolveData {
  /** The folder of the importing module. */
  context: string;
  request: string;
  createData?: {resource?: string};
}

/** The part of a compiled module the audit reads. */
interface AuditedModule {
  resource?: string | null;
  identifier(): string;
}

interface AuditedCompilation {
  hooks: {finishModules: {tap(name: string, fn: (modules: Iterable<AuditedModule>) => void): void}};
  errors: Error[];
}

interface AuditedCompiler {
  hooks: {thisCompilation: {tap(name: string, fn: (compilation: AuditedCompilation) => void): void}};
}

/** The bundler namespace the helper needs: `utils.currentBundler` in configureWebpack, or rspack itself in a test. */
export type Bundler = Pick<CurrentBundler, 'instance'>;

/** The error every failed audit throws or reports, one wording. */
export class ReplacementAuditError extends Error {
  constructor(id: string, problem: string) {
    const {target, guard} = rowOf(id);
    super(
      `Module replacement "${id}" (target ${target.package}/${target.path}; guard ${guard.join(', ')}): ${problem}. The dependency probably changed in an upgrade: see "Upgrade Docusaurus" in CONTRIBUTING.md and the row of plugins/internals/${id}/.`,
    );
    this.name = 'ReplacementAuditError';
  }
}

export interface ModuleReplacement {
  /** The row of the change (plugins/internals/<id>/row.ts). */
  id: string;
  /** The resolved file of the module to replace, or the bare request that names it (matched before resolution). */
  module: RegExp;
  /** Absolute path of the stand-in. */
  replacement: string;
  /** How many distinct modules (resolved files, or requests) the pattern must match in one build; 1 unless said. */
  matches?: number;
}

/**
 * `REPLACEMENTS_OFF=<id>,<id>` builds without those module replacements, for
 * side-by-side measurements (what a replacement buys); never set in a
 * production build.
 */
export function isSwitchedOff(id: string, env: NodeJS.ProcessEnv = process.env): boolean {
  rowOf(id);
  return (env.REPLACEMENTS_OFF ?? '')
    .split(',')
    .map((part) => part.trim())
    .includes(id);
}

/** Runs `check` once the modules of the main compilation are known (not in child compilations). */
function afterModules(
  compiler: AuditedCompiler,
  name: string,
  onStart: () => void,
  check: (modules: AuditedModule[]) => string | undefined,
  id: string,
) {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    onStart();
    compilation.hooks.finishModules.tap(name, (modules) => {
      const problem = check([...modules]);
      if (problem) compilation.errors.push(new ReplacementAuditError(id, problem));
    });
  });
}

/**
 * Every import of `module` loads `replacement` instead. The build fails when
 * the pattern matched no module, or more distinct ones than `matches`.
 */
export function replaceModule(bundler: Bundler, {id, module, replacement, matches = 1}: ModuleReplacement) {
  rowOf(id);
  if (isSwitchedOff(id)) return {apply() {}};
  const {NormalModuleReplacementPlugin} = bundler.instance;
  const matched = new Set<string>();
  const plugin = new NormalModuleReplacementPlugin(module, (data: ResolveData) => {
    if (data.createData) {
      matched.add(data.createData.resource ?? data.request);
      data.createData.resource = replacement;
    } else {
      matched.add(data.request);
      data.request = replacement;
    }
  });
  return {
    apply(compiler: AuditedCompiler) {
      (plugin as unknown as {apply(compiler: AuditedCompiler): void}).apply(compiler);
      afterModules(
        compiler,
        `replacement-audit:${id}`,
        () => matched.clear(),
        (modules) => {
          if (matched.size > matches) {
            return `${module} matched ${matched.size} modules where ${matches} ${matches === 1 ? 'was' : 'were'} expected: ${[...matched].join(', ')}`;
          }
          // A build restored from the bundler's persistent cache resolves nothing again: the stand-in in the graph shows the match then.
          if (matched.size === 0 && !modules.some((m) => m.resource === replacement)) {
            return `${module} matched no module, so ${replacement} is not in the bundle`;
          }
          return undefined;
        },
        id,
      );
    },
  };
}

export interface ModuleExpectation {
  /** The manifest row. */
  id: string;
  /** The resolved file whose compiled modules are counted. */
  resource: RegExp;
  /** How many distinct modules of that file (a file compiled by two rules gives two) the build must hold. */
  count: number;
}

/** Fails the build unless it holds exactly `count` modules of the file: shows that a module rule still applies. */
export function expectModules({id, resource, count}: ModuleExpectation) {
  rowOf(id);
  return {
    apply(compiler: AuditedCompiler) {
      afterModules(
        compiler,
        `replacement-audit:${id}`,
        () => {},
        (modules) => {
          const found = new Set(
            modules.filter((m) => m.resource && resource.test(m.resource)).map((m) => m.identifier()),
          );
          return found.size === count
            ? undefined
            : `${resource} gave ${found.size} modules where ${count} were expected`;
        },
        id,
      );
    },
  };
}

/** Replaces exactly one occurrence of `search`; throws when it occurs zero or several times. */
export function replaceOnce(id: string, text: string, search: string, replacement: string): string {
  rowOf(id);
  const at = text.indexOf(search);
  const count = at === -1 ? 0 : text.split(search).length - 1;
  if (count !== 1)
    throw new ReplacementAuditError(id, `expected ${JSON.stringify(search)} exactly once, found it ${count} times`);
  return text.slice(0, at) + replacement + text.slice(at + search.length);
}

/** Throws unless the installed file holds every one of `needles`: text the site's change depends on. */
export function expectInSource(id: string, file: string, needles: readonly string[]): void {
  rowOf(id);
  const source = readFileSync(file, 'utf8');
  const missing = needles.filter((needle) => !source.includes(needle));
  if (missing.length)
    throw new ReplacementAuditError(
      id,
      `${file} no longer contains ${missing.map((n) => JSON.stringify(n)).join(', ')}`,
    );
}

/**
 * The installed file `file` of package `name`, looked up in node_modules
 * folders from `from` upwards as Node does (an exports map may hide both
 * the package's package.json and its lib/ from require.resolve). `@site`
 * names this repository.
 */
export function packageFile(name: string, file: string, from: string = path.join(__dirname, '../..')): string {
  if (name === '@site') return path.join(from, file);
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(folder, 'package.json'))) return path.join(folder, file);
    if (path.dirname(dir) === dir) throw new Error(`package ${name} is not installed (looked from ${from})`);
  }
}
