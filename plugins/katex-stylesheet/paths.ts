/** Where the site serves KaTeX's stylesheet, relative to the base URL. */
export const KATEX_PUBLIC_DIR = 'katex';
export const KATEX_STYLESHEET = `${KATEX_PUBLIC_DIR}/katex.min.css`;
/**
 * Fonts nearly every formula uses (upright and italic text), preloaded so
 * they download alongside the stylesheet instead of after it.
 */
export const KATEX_PRELOADED_FONTS = ['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2'].map(
  (font) => `${KATEX_PUBLIC_DIR}/fonts/${font}`,
);
