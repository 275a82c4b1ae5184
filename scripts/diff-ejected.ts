/**
 * Shows, for each ejected theme component (src/theme files whose first line
 * is `// @ejected-from <package>@<version> <path>`), what changed in the
 * original between the version it was copied from and the installed one,
 * so an upgrade can port those changes into our copy.
 *
 * Usage:
 *   npx tsx scripts/diff-ejected.ts          changes in the originals since the copy
 *                                            (fetches the old version with `npm pack`)
 *   npx tsx scripts/diff-ejected.ts --ours   our copy against the installed original
 *
 * After porting, set the version in the file's first line to the installed one.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ejectedComponents, installedVersion} from './lib/ejectedComponents';

const root = path.join(import.meta.dirname, '..');
const ours = process.argv.includes('--ours');

function diff(from: string, to: string): void {
  // git diff --no-index exits 1 when the files differ.
  spawnSync('git', ['--no-pager', 'diff', '--no-index', '--stat', '--patch', from, to], {stdio: 'inherit'});
}

/** Unpacks <pkg>@<version> from the registry into a temporary folder; returns the package folder. */
function fetchVersion(pkg: string, version: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'diff-ejected-'));
  const pack = spawnSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', dir, '--silent'], {
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`npm pack ${pkg}@${version} failed: ${pack.stderr}`);
  const tarball = pack.stdout.trim().split('\n').pop() ?? '';
  spawnSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir], {stdio: 'inherit'});
  return path.join(dir, 'package');
}

for (const component of ejectedComponents(root)) {
  const installed = installedVersion(root, component.package);
  const installedOriginal = path.join(root, 'node_modules', component.package, component.original);
  console.log(`\n== ${component.file}: ejected from ${component.package}@${component.version}, installed ${installed}`);
  if (ours) {
    diff(installedOriginal, path.join(root, component.file));
  } else if (installed === component.version) {
    console.log('   unchanged: the installed original is the version it was copied from');
  } else {
    diff(path.join(fetchVersion(component.package, component.version), component.original), installedOriginal);
  }
}
