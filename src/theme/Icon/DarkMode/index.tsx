/** A crescent moon, drawn by ../icons.module.css. */
import clsx from 'clsx';
import type React from 'react';
import styles from '../icons.module.css';

export default function IconDarkMode({
  className,
  width = 24,
  height = 24,
  ...props
}: React.ComponentProps<'svg'>): React.ReactElement {
  return <svg width={width} height={height} aria-hidden {...props} className={clsx(className, styles.moon)} />;
}
