import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

/**
 * The highlighting code block, once ./registerHighlighting.ts has run: at
 * start-up on the server, on demand in the browser.
 */
let highlightedCodeBlock: ComponentType<Props> | null = null;
const listeners = new Set<() => void>();
let loading: Promise<void> | null = null;

export function registerHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlightedCodeBlock = component;
  for (const listener of listeners) listener();
}

export function getHighlightedCodeBlock(): ComponentType<Props> | null {
  return highlightedCodeBlock;
}

export function subscribeToHighlighter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the highlighter once; a failed load (offline, say) may be tried again later. */
export function loadHighlighter(): Promise<void> {
  loading ??= import('./registerHighlighting').then(
    () => undefined,
    () => {
      loading = null;
    },
  );
  return loading;
}
