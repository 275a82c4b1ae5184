/** A half-filled circle for the system colour mode. */
import type React from 'react';
import styles from '../icons.module.css';
import MaskedIcon from '../MaskedIcon';

export default function IconSystemColorMode(props: React.ComponentProps<'svg'>): React.ReactElement {
  return <MaskedIcon {...props} icon={styles.system} size={24} />;
}
