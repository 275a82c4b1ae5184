/** A globe, drawn by ../icons.module.css. */
import clsx from 'clsx';
import type React from 'react';
import styles from '../icons.module.css';

export default function IconLanguage({
  className,
  width = 20,
  height = 20,
  ...props
}: React.ComponentProps<'svg'>): React.ReactElement {
  return <svg width={width} height={height} aria-hidden {...props} className={clsx(className, styles.globe)} />;
}
