/** "Follow the system": a circle, half filled, drawn in two short shapes for every page's HTML. */
import type React from 'react';

export default function IconSystemColorMode(props: React.ComponentProps<'svg'>): React.ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden {...props}>
      <circle cx={12} cy={12} r={8} fill="none" stroke="currentColor" strokeWidth={2} />
      <path fill="currentColor" d="M12 4a8 8 0 0 1 0 16z" />
    </svg>
  );
}
