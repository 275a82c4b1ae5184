/**
 * What the foot of a contract reference page shows, like every other
 * developers page: "Last updated" (the date of the catalogue file the page is
 * generated from) and previous/next links. The neighbours follow the
 * developers sidebar where it lists the page, the catalogue order otherwise.
 */
import {execFileSync} from 'node:child_process';
import {statSync} from 'node:fs';
import path from 'node:path';
import type {PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {ContractPageFooter, NavLink} from '../../src/contracts/pageProps';

/** The internal pages of a sidebar, in reading order (categories with a page of their own included). */
export function sidebarPages(sidebar: PropSidebar): NavLink[] {
  const pages: NavLink[] = [];
  const visit = (item: PropSidebarItem) => {
    if (item.type === 'link') {
      if (item.href.startsWith('/')) pages.push({title: item.label.replace(/\s*→$/, ''), permalink: item.href});
    } else if (item.type === 'category') {
      if (item.href) pages.push({title: item.label, permalink: item.href});
      item.items.forEach(visit);
    }
  };
  sidebar.forEach(visit);
  // A page the sidebar lists twice keeps its first place.
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.permalink) && seen.add(page.permalink));
}

/** Previous and next page of each contract page. */
export function contractNeighbours(
  pages: readonly NavLink[],
  sidebar: PropSidebar,
): Map<string, Pick<ContractPageFooter, 'previous' | 'next'>> {
  const inSidebar = sidebarPages(sidebar);
  const sidebarIndex = new Map(inSidebar.map((page, index) => [page.permalink, index]));
  const result = new Map<string, Pick<ContractPageFooter, 'previous' | 'next'>>();
  pages.forEach((page, index) => {
    const at = sidebarIndex.get(page.permalink);
    if (at !== undefined) {
      result.set(page.permalink, {previous: inSidebar[at - 1] ?? null, next: inSidebar[at + 1] ?? null});
    } else {
      result.set(page.permalink, {previous: pages[index - 1] ?? null, next: pages[index + 1] ?? null});
    }
  });
  return result;
}

/**
 * Last commit time of every file under `dir`, from one `git log` (newest
 * first, so a file's first mention is its last change); files git does not
 * know (or no git at all) fall back to their modification time.
 */
export function lastUpdatedTimes(dir: string, files: readonly string[]): Map<string, number | null> {
  const committed = new Map<string, number>();
  try {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {cwd: dir, encoding: 'utf8'}).trim();
    const log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    for (const block of log.split('\0').filter(Boolean)) {
      const [time, ...names] = block.split('\n').filter(Boolean);
      for (const name of names) {
        const file = path.join(root, name);
        if (!committed.has(file)) committed.set(file, Number(time) * 1000);
      }
    }
  } catch {
    // No git: modification times below.
  }
  return new Map(
    files.map((file) => {
      const absolute = path.resolve(file);
      if (committed.has(absolute)) return [file, committed.get(absolute)!];
      try {
        return [file, Math.floor(statSync(absolute).mtimeMs)];
      } catch {
        return [file, null];
      }
    }),
  );
}
