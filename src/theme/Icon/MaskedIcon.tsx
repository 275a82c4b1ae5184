/**
 * An icon drawn in CSS: an empty <svg> of the global masked-icon class
 * (src/css/custom.css), its picture given by a class of ./icons.module.css,
 * so the picture is in the stylesheet once instead of in every page's HTML.
 */
import clsx from 'clsx';
import type React from 'react';

interface MaskedIconProps extends React.ComponentProps<'svg'> {
  /** The icons.module.css class that draws the picture. */
  icon: string | undefined;
  /** Width and height unless the caller gives them. */
  size: number;
}

export default function MaskedIcon({
  icon,
  size,
  className,
  width = size,
  height = size,
  ...props
}: MaskedIconProps): React.ReactElement {
  return <svg width={width} height={height} aria-hidden {...props} className={clsx(className, 'masked-icon', icon)} />;
}
