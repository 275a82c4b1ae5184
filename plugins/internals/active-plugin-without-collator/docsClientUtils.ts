/**
 * The docs plugin's client utilities, with getActivePlugin ordering the
 * plugins by comparing their paths as plain strings. The original orders them
 * with localeCompare, and the first localeCompare of a page builds the
 * browser's collator for the reader's locale: a long task while the page
 * hydrates on a slow phone, for paths that are plain ASCII. Descending string
 * order keeps what the order is for: a path comes before every path it
 * starts with, so `/developers/v2` is tried before `/developers`.
 */
import {matchPath} from '@docusaurus/router';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js?original';

interface PluginData {
  path: string;
}

export interface ActivePlugin<Data extends PluginData> {
  pluginId: string;
  pluginData: Data;
}

/** Paths in descending string order: longer paths before the paths they start with. */
export function byPathDescending<Data extends PluginData>(a: [string, Data], b: [string, Data]): number {
  if (a[1].path === b[1].path) return 0;
  return a[1].path < b[1].path ? 1 : -1;
}

export function getActivePlugin<Data extends PluginData>(
  allPluginData: Record<string, Data>,
  pathname: string,
  options: {failfast?: boolean} = {},
): ActivePlugin<Data> | undefined {
  const active = Object.entries(allPluginData)
    .sort(byPathDescending)
    .find(([, data]) => matchPath(pathname, {path: data.path, exact: false, strict: false}) !== null);
  if (active) return {pluginId: active[0], pluginData: active[1]};
  if (options.failfast) {
    const paths = Object.values(allPluginData)
      .map((data) => data.path)
      .join(', ');
    throw new Error(
      `No docs plugin serves "${pathname}", where one was expected: a docs feature was used outside the docs. The docs plugins serve ${paths}.`,
    );
  }
  return undefined;
}
