// @ts-check
/**
 * The offline page as the worker serves it in place of a page that is not
 * saved. Its app scripts are removed: booting the app there would try to
 * render the page that was asked for, whose code is not on the device either.
 * Inline scripts stay (the colour mode is set by one). JavaScript for the
 * reason given in policy.js.
 */

const EXTERNAL_SCRIPT = /<script\b[^>]*\ssrc\s*=[^>]*>\s*<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel\s*=\s*["']?(?:preload|prefetch)\b)(?=[^>]*\sas\s*=\s*["']?script\b)[^>]*>/gi;

/** @param {string} html */
export function withoutAppScripts(html) {
  return html.replace(EXTERNAL_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}
