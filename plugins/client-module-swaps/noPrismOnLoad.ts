/**
 * Stands in for the classic theme's Prism client module: the extra languages
 * are registered by src/theme/CodeBlock/registerHighlighting.ts, which the
 * browser loads only when a code block needs it.
 */
export {};
