/**
 * Writes the host configuration beside the built site: `_headers` (security
 * headers, a Content-Security-Policy that allows exactly the inline scripts
 * the built pages carry, cache rules) and `_redirects` (every redirect of
 * config/redirects.ts as a real 301). The local server answers with the same
 * files.
 */
import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {SiteRedirect} from '../../config/redirects';
import {listBuiltPages} from '../shared/builtFiles';
import {Joi} from '../shared/pluginOptions';
import {headerRules, renderHeadersFile, renderRedirectsFile} from './rules';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';

export interface HostConfigOptions {
  /** Origins the pages fetch from besides their own. */
  connectOrigins: readonly string[];
  redirects: readonly SiteRedirect[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `sha256-…` sources of the inline scripts a page runs (data blocks such as JSON-LD do not run and need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || !body) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** An origin alone (`https://host:port`): a path or a trailing slash would not match in connect-src. */
const origin = Joi.string()
  .uri({scheme: ['http', 'https']})
  .custom((value: string, helpers) => (new URL(value).origin === value ? value : helpers.error('any.invalid')))
  .messages({'any.invalid': '{{#label}} must be an origin (scheme, host and port only)'});

const sitePath = Joi.string().pattern(/^\//, 'site path');

const optionsSchema = Joi.object<HostConfigOptions>({
  connectOrigins: Joi.array().items(origin).required(),
  redirects: Joi.array()
    .items(Joi.object({from: sitePath.required(), to: sitePath.required()}))
    .required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<HostConfigOptions, HostConfigOptions>): HostConfigOptions {
  return validate(optionsSchema, options);
}

export default function hostConfigPlugin(_context: LoadContext, options: HostConfigOptions): Plugin {
  return {
    name: 'host-config',
    async postBuild({outDir, baseUrl}) {
      const pages = await listBuiltPages(outDir);
      const hashes = new Set<string>();
      for (const page of pages) {
        for (const hash of inlineScriptHashes(await readFile(path.join(outDir, page), 'utf8'))) hashes.add(hash);
      }
      const rules = headerRules({scriptHashes: [...hashes].sort(), connectOrigins: options.connectOrigins}, baseUrl);
      await writeFile(path.join(outDir, HEADERS_FILE), renderHeadersFile(rules));
      await writeFile(path.join(outDir, REDIRECTS_FILE), renderRedirectsFile(options.redirects, baseUrl));
    },
  };
}
