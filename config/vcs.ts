/**
 * Where the pages' "Last updated" dates come from: git history in a clone;
 * in a source archive (a release tarball, a downloaded ZIP) there is none, so
 * the pages leave the date out and the build says so once.
 */
import {execFileSync} from 'node:child_process';

export type VcsPreset = 'default-v1' | 'disabled';

const WARNED = 'YEARN_DOCS_NO_GIT_WARNED';

function insideGitWorktree(siteDir: string): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: siteDir, stdio: ['ignore', 'pipe', 'ignore']})
        .toString()
        .trim() === 'true'
    );
  } catch {
    return false;
  }
}

export function vcsPreset(siteDir: string, inside: (dir: string) => boolean = insideGitWorktree): VcsPreset {
  if (inside(siteDir)) return 'default-v1';
  // Docusaurus reads its configuration more than once per build: say it once.
  if (!process.env[WARNED]) {
    console.warn('[vcs] No git history here (a source archive?): pages are built without "Last updated" dates.');
    process.env[WARNED] = '1';
  }
  return 'disabled';
}
