import type React from 'react';
import {tokenizeDeclaration} from '@site/src/contracts/signatureTokens';
import styles from './styles.module.css';

const CLASS_BY_KIND = {keyword: styles.keyword, type: styles.type, name: styles.name} as const;

/** A one-line Solidity declaration, highlighted with a few classes instead of a full code block. */
export default function Signature({declaration}: {declaration: string}): React.ReactElement {
  return (
    <pre className={styles.signature}>
      <code className="language-solidity">
        {tokenizeDeclaration(declaration).map(([kind, text], index) =>
          kind === 'plain' ? (
            text
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the tokens of a fixed string never reorder
            <span key={index} className={CLASS_BY_KIND[kind]}>
              {text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
