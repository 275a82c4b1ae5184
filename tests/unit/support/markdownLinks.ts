/**
 * The relative links of the repository's Markdown files and the ones that lead
 * nowhere: a missing file, or a `#anchor` that no heading of the target file
 * makes (GitHub's slugs, the ones its rendered Markdown answers).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The lines outside fenced code blocks, where a link or a heading is Markdown. */
function linesOutsideFences(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  return lines;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped except `-` and `_`, spaces as `-`. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a file's headings make; a repeated heading gets `-1`, `-2` … as on GitHub. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const counts = new Map<string, number>();
  for (const line of linesOutsideFences(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = headingSlug(heading);
    const seen = counts.get(slug) ?? 0;
    slugs.add(seen === 0 ? slug : `${slug}-${seen}`);
    counts.set(slug, seen + 1);
  }
  return slugs;
}

/** The targets of the file's inline links and images that stay in the repository. */
export function relativeLinks(markdown: string): string[] {
  const links: string[] = [];
  for (const line of linesOutsideFences(markdown)) {
    // Brackets inside inline code are text, not a link.
    const prose = line.replace(/`[^`]*`/g, (code) => code.replace(/[[\]()]/g, ' '));
    for (const match of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1] as string;
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
    }
  }
  return links;
}

/** `file: target (why)` for each relative link of the files (paths from `root`) that leads nowhere. */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const link of relativeLinks(text)) {
      const [target = '', anchor] = link.split('#');
      const targetPath = target === '' ? path.join(root, file) : path.join(root, path.dirname(file), target);
      if (!existsSync(targetPath)) {
        broken.push(`${file}: ${link} (no such file)`);
        continue;
      }
      if (anchor === undefined || !targetPath.endsWith('.md')) continue;
      if (!headingSlugs(readFileSync(targetPath, 'utf8')).has(decodeURIComponent(anchor))) {
        broken.push(`${file}: ${link} (no such heading)`);
      }
    }
  }
  return broken;
}
