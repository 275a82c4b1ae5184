/** A globe. */
import type React from 'react';
import styles from '../icons.module.css';
import MaskedIcon from '../MaskedIcon';

export default function IconLanguage(props: React.ComponentProps<'svg'>): React.ReactElement {
  return <MaskedIcon {...props} icon={styles.globe} size={20} />;
}
