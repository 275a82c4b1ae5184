/** Which source the figures belong to: the commit, and whether the work tree differed from it. */
import {execSync} from 'node:child_process';

export interface SourceState {
  commit: string;
  /** Files changed or added but not committed when the bench started. */
  uncommittedFiles: number;
}

export function readSourceState(): SourceState {
  const git = (args: string) => execSync(`git ${args}`, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  return {
    commit: git('rev-parse HEAD'),
    uncommittedFiles: git('status --porcelain').split('\n').filter(Boolean).length,
  };
}
