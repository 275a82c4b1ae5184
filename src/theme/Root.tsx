import BranchBadge from '@site/src/components/BranchBadge';
import type {ReactNode} from 'react';

/** Wraps every page; adds the development branch badge when configured. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <BranchBadge />
    </>
  );
}
