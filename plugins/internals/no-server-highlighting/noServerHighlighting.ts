/**
 * Stands in for src/theme/CodeBlock/serverHighlighting.ts in the browser:
 * code blocks load their parts themselves when they need them.
 */
export {};
