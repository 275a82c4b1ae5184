/** Where the site serves KaTeX's stylesheet, relative to the base URL. */
export const KATEX_PUBLIC_DIR = 'katex';
export const KATEX_STYLESHEET = `${KATEX_PUBLIC_DIR}/katex.min.css`;
