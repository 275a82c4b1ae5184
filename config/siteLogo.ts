/**
 * The site's logo as the tab icon, written into each page as a `data:` URL
 * instead of linked as a file. It is under 300 bytes; linked, it was a request
 * of the browser's own that a slow connection served alongside the stylesheet
 * and fonts, before the page's largest paint. The navbar, the footer and the
 * web manifest link the file in `static/img/`.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Where the logo is kept, relative to the site's root folder. */
export const SITE_LOGO_FILE = 'static/img/logo.svg';

/**
 * An SVG document as a `data:` URL: whitespace runs folded, its attribute
 * quotes made single (the page quotes the URL with double ones), and only the
 * characters a URL cannot carry percent-encoded, so it stays about as short as
 * the file.
 */
export function svgDataUrl(svg: string): string {
  const folded = svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'");
  return `data:image/svg+xml,${folded.replace(/[%#<>{}|\\^`[\]]/g, (character) => encodeURIComponent(character))}`;
}

/** The logo of the site rooted at `siteDir`, as a `data:` URL. */
export function siteLogoDataUrl(siteDir: string): string {
  return svgDataUrl(readFileSync(join(siteDir, SITE_LOGO_FILE), 'utf8'));
}
