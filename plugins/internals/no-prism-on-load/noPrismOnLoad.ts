/**
 * Stands in for the classic theme's Prism client module: the extra languages
 * are registered by src/theme/CodeBlock/tokenizedContent.ts, which the
 * browser loads only for a code block the server did not highlight.
 */
export {};
