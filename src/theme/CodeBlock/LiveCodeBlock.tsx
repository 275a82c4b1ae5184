/**
 * The stock code block without its re-render after hydration: the stock one
 * remounts every code block once the page is live, to swap the server's
 * light-mode inline colours for the reader's mode. Here colours come from
 * classes (plugins/code-highlighting), so server and browser render alike.
 * A block given the code the server served shows it again through
 * ./Content/index.tsx, without Prism.
 */
import '@generated/code-highlighting/default/token-colours.css';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {Children, isValidElement, type ReactNode} from 'react';
import type {LiveCodeBlockProps} from './parts';
import {ServedCodeContext} from './ServedCodeContext';

/** Plain-string children, so the copy button can copy them (as the stock block does). */
function stringifiedChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function LiveCodeBlock({children, served, ...props}: LiveCodeBlockProps): ReactNode {
  const content = stringifiedChildren(children);
  if (typeof content !== 'string') return <ElementContent {...props}>{content}</ElementContent>;
  return (
    <ServedCodeContext.Provider value={served ?? null}>
      <StringContent {...props}>{content}</StringContent>
    </ServedCodeContext.Provider>
  );
}
