/**
 * Stands in for src/theme/CodeBlock/serverHighlighting.ts in the browser:
 * code blocks load the highlighter themselves when they need it.
 */
export {};
