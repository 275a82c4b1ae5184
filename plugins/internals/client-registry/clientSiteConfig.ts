/**
 * The site config as the browser gets it. Docusaurus ships the whole config
 * to every page, including the option lists of every plugin, preset and
 * theme, the page template and the tags and files it writes into each page,
 * the Markdown and link-check settings, which only the build reads (no client
 * code of Docusaurus or of this site looks at them; client modules reach the
 * browser through a generated file of their own), all of it JSON in the code
 * every page loads.
 */
const BUILD_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const;

const PREFIX = 'export default ';

/** The generated `docusaurus.config.mjs` source without the build-only keys. */
export function clientSiteConfig(configSource: string): string {
  const start = configSource.indexOf(PREFIX);
  if (start === -1) throw new Error('[client-registry] the generated site config has an unexpected shape');
  const config = JSON.parse(
    configSource
      .slice(start + PREFIX.length)
      .trim()
      .replace(/;$/, ''),
  ) as Record<string, unknown>;
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  return `${PREFIX}${JSON.stringify(config)};\n`;
}
