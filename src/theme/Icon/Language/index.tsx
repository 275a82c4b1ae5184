/** A globe for the language menu, in two short shapes (the stock glyph path is four times longer and in every page's HTML). */
import type React from 'react';

export default function IconLanguage({
  width = 20,
  height = 20,
  ...props
}: React.ComponentProps<'svg'>): React.ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={width} height={height} aria-hidden {...props}>
      <g fill="none" stroke="currentColor" strokeWidth={2}>
        <circle cx={12} cy={12} r={9} />
        <path d="M3 12h18M12 3c-3 3.5-3 14.5 0 18m0-18c3 3.5 3 14.5 0 18" />
      </g>
    </svg>
  );
}
