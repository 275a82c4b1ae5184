/**
 * Resident memory of a process and all its descendants, read from /proc.
 * The build forks workers (bundler, SSG), so the process alone would
 * understate it; the sum counts pages shared between them more than once,
 * so it errs on the high side.
 */
import {readdirSync, readFileSync} from 'node:fs';

const PAGE_BYTES = 4096;

function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (2nd field) may hold spaces and parentheses: read after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return parents;
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

export function treeRss(root: number): number {
  const parents = parentsByPid();
  const tree = new Set([root]);
  // Parents may be listed after their children: repeat until nothing joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree].reduce((sum, pid) => sum + residentBytes(pid), 0);
}

/** Samples the tree's memory until stopped; returns the peak seen. */
export function samplePeakRss(root: number, intervalMs = 200): {stop: () => number} {
  let peak = treeRss(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(root));
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
