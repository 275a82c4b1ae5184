/**
 * The docs plugin's client helpers with one change: the active plugin is
 * found by ordering plugin paths with a plain code-unit comparison. The
 * original orders them with String#localeCompare, and the first
 * localeCompare of a page builds an ICU collator, blocking the main thread of
 * every docs page while it hydrates, for paths that are plain ASCII.
 */

import type {ActivePlugin, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {matchPath} from '@docusaurus/router';
import type {UseDataOptions} from '@docusaurus/types';

// The original module, past the swap (the query keeps the swap's pattern from matching it again).
export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js?original';

/** Descending code-unit order: every path comes before the paths it starts with, so the most specific match wins. */
function deeperFirst(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? 1 : -1;
}

export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  const match = Object.entries(allPluginData)
    .sort(([, a], [, b]) => deeperFirst(a.path, b.path))
    .find(([, data]) => matchPath(pathname, {path: data.path, exact: false, strict: false}) !== null);
  if (match) return {pluginId: match[0], pluginData: match[1]};
  if (options.failfast) {
    const served = Object.values(allPluginData)
      .map((data) => data.path)
      .join(', ');
    throw new Error(
      `No docs plugin serves the pathname "${pathname}", which a docs feature on this page expects. The docs plugins serve: ${served}.`,
    );
  }
  return undefined;
}
