/** A sun: a circle and eight strokes. */
import type React from 'react';
import styles from '../icons.module.css';
import MaskedIcon from '../MaskedIcon';

export default function IconLightMode(props: React.ComponentProps<'svg'>): React.ReactElement {
  return <MaskedIcon {...props} icon={styles.sun} size={24} />;
}
