/**
 * Stands in for the classic theme's Prism client module: the extra languages
 * are registered by src/theme/CodeBlock/withHighlighting.ts, which only pages
 * with code blocks import.
 */
export {};
