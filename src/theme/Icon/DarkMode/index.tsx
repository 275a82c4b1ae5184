/** A crescent moon. */
import type React from 'react';
import styles from '../icons.module.css';
import MaskedIcon from '../MaskedIcon';

export default function IconDarkMode(props: React.ComponentProps<'svg'>): React.ReactElement {
  return <MaskedIcon {...props} icon={styles.moon} size={24} />;
}
