/** A crescent moon in one short path (the stock icon is in every page's HTML at four times the size). */
import type React from 'react';

export default function IconDarkMode(props: React.ComponentProps<'svg'>): React.ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden {...props}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z"
      />
    </svg>
  );
}
