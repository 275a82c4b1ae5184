import BranchBadge from '@site/src/components/BranchBadge';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import type {ReactNode} from 'react';

/** Wraps every page: names its Markdown twin, and adds the development branch badge when configured. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <MarkdownAlternate />
      {children}
      <BranchBadge />
    </>
  );
}
