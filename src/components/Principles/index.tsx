import type {CSSProperties, ReactElement} from 'react';
import {principles} from './principles';
import styles from './styles.module.css';

type AccentStyle = CSSProperties & {'--principle-color': string};

/** Responsive grid of Yearn's principles; each card carries its principle's colour as a decorative accent. */
export default function Principles(): ReactElement {
  return (
    <ol className={styles.grid} aria-label="Yearn's seven principles">
      {principles.map((principle, index) => {
        const accent: AccentStyle = {'--principle-color': principle.color};
        return (
          <li key={principle.theme} className={styles.card} style={accent}>
            <p className={styles.theme}>
              <span className={styles.swatch} aria-hidden="true" />
              <span>
                {String(index + 1).padStart(2, '0')} · {principle.theme}
              </span>
            </p>
            <h3 className={styles.title}>{principle.title}</h3>
            <ul className={styles.points}>
              {principle.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
