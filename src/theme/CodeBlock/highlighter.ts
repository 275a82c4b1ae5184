import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

/**
 * The highlighting code block, once a page has registered it
 * (./withHighlighting.ts). A plain module variable rather than state: pages
 * register it when their module loads, before anything renders.
 */
let highlightedCodeBlock: ComponentType<Props> | null = null;

export function registerHighlightedCodeBlock(component: ComponentType<Props>): void {
  highlightedCodeBlock = component;
}

export function getHighlightedCodeBlock(): ComponentType<Props> | null {
  return highlightedCodeBlock;
}
