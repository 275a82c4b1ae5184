/**
 * Code blocks highlight with the stock component's parts
 * (./HighlightedCodeBlock.tsx), which only the pages that have code blocks
 * load (./withHighlighting.ts): Prism, its grammars (~30 KB gzip) and the
 * token colours stay out of every other page. Code rendered on a page that
 * did not load it shows plain, never broken.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {getHighlightedCodeBlock} from './highlighter';

export default function CodeBlock(props: Props): ReactNode {
  const HighlightedCodeBlock = getHighlightedCodeBlock();
  if (HighlightedCodeBlock) return <HighlightedCodeBlock {...props} />;
  return (
    <pre className={props.className}>
      <code>{props.children}</code>
    </pre>
  );
}
