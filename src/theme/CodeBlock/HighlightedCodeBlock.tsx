/**
 * The stock code block without its re-render after hydration: the stock one
 * remounts every code block once the page is live, to swap the server's
 * light-mode inline colours for the reader's mode. Here colours come from
 * classes (plugins/code-highlighting), so server and browser render alike.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children, so the copy button can copy them (as the stock block does). */
function stringifiedChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function HighlightedCodeBlock({children, ...props}: Props): ReactNode {
  const content = stringifiedChildren(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
