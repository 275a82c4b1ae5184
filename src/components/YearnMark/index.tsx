import type React from 'react';

interface Props {
  size?: number;
  className?: string;
}

/** The product's round blue mark, drawn in SVG so it needs no image request. */
export default function YearnMark({size = 24, className}: Props): React.ReactElement {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="currentColor" />
      <path
        d="M20 17 32 33l12-16M32 33v15M22 26a14 14 0 1 0 20 0"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
