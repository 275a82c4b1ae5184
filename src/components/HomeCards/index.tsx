import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type React from 'react';
import {homeCards} from './cards';
import styles from './styles.module.css';

/** Three large cards, one per audience; artwork is pure CSS. */
export default function HomeCards(): React.ReactElement {
  return (
    <div className={styles.grid}>
      {homeCards.map((card) => (
        <Link key={card.title} to={card.to} className={clsx(styles.card, styles[card.variant])}>
          <span className={styles.art} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.tagline}>{card.tagline}</span>
            <span className={styles.description}>{card.description}</span>
          </span>
          <span className={styles.title}>
            {card.title.split(' ').slice(0, -1).join(' ')}{' '}
            <span className={styles.arrow}>
              {card.title.split(' ').at(-1)}&nbsp;<span aria-hidden="true">⟶</span>
            </span>
          </span>
        </Link>
      ))}
    </div>
  );
}
