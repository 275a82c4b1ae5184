/**
 * Builds /llms.txt (an index of every page's Markdown twin, grouped by
 * section) and /llms-full.txt (every twin, concatenated in the same order).
 */
import {docsSections, sectionRoute} from '../../src/data/sections';

export interface TwinEntry {
  /** Page path, e.g. /developers/v3/overview */
  path: string;
  title: string;
  description: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  /** Page paths that belong to this section start with this prefix. */
  prefix: string;
}

/** One heading per docs section, titled with the section's label. */
export const LLMS_SECTIONS: readonly LlmsSection[] = docsSections.map((section) => ({
  title: section.label,
  prefix: sectionRoute(section),
}));

const OTHER_SECTION = 'Site';

function sectionOf(path: string): string {
  return LLMS_SECTIONS.find(({prefix}) => path === prefix || path.startsWith(`${prefix}/`))?.title ?? OTHER_SECTION;
}

/** Groups entries by section, in the sections' order, keeping the entries' own order within each. */
export function groupBySection(entries: readonly TwinEntry[]): Array<{title: string; entries: TwinEntry[]}> {
  const order = [...LLMS_SECTIONS.map(({title}) => title), OTHER_SECTION];
  return order
    .map((title) => ({title, entries: entries.filter((entry) => sectionOf(entry.path) === title)}))
    .filter(({entries: sectionEntries}) => sectionEntries.length > 0);
}

/** The ABI file a contract reference page links to (its "ABI (JSON)" link, as its twin carries it), if any. */
export function abiLinkOf(markdown: string): string | null {
  return /\[ABI \(JSON\)\]\((\S+?\.abi\.json)\)/.exec(markdown)?.[1] ?? null;
}

export function buildLlmsTxt(options: {
  title: string;
  summary: string;
  siteUrl: string;
  entries: readonly TwinEntry[];
  twinPath: (path: string) => string;
  /** Data files listed after the pages, each by its path under the site's origin. */
  dataFiles?: readonly {title: string; path: string; description: string}[];
  /** The line that names the site's MCP server (mcp/about.ts), listed last. */
  mcpServer?: string;
}): string {
  const lines = [`# ${options.title}`, '', `> ${options.summary}`, ''];
  for (const section of groupBySection(options.entries)) {
    lines.push(`## ${section.title}`, '');
    for (const entry of section.entries) {
      const description = entry.description ? `: ${entry.description}` : '';
      const abi = abiLinkOf(entry.markdown);
      const abiLink = abi ? ` · [ABI (JSON)](${abi})` : '';
      lines.push(`- [${entry.title}](${options.siteUrl}${options.twinPath(entry.path)})${description}${abiLink}`);
    }
    lines.push('');
  }
  // Machine-readable data built with the pages, e.g. /addresses.json (plugins/addresses-json).
  if (options.dataFiles?.length) {
    lines.push('## Data', '');
    for (const file of options.dataFiles)
      lines.push(`- [${file.title}](${options.siteUrl}${file.path}): ${file.description}`);
    lines.push('');
  }
  if (options.mcpServer) lines.push('## MCP server', '', `- ${options.mcpServer}`, '');
  return lines.join('\n');
}

export function buildLlmsFullTxt(entries: readonly TwinEntry[]): string {
  return groupBySection(entries)
    .flatMap((section) => section.entries.map((entry) => entry.markdown.trim()))
    .join('\n\n---\n\n')
    .concat('\n');
}
