import {tokenizeDeclaration} from '@site/src/contracts/signatureTokens';
import type React from 'react';
import styles from './styles.module.css';

/**
 * One element per token kind, styled by the signature's stylesheet: a
 * reference page has thousands of tokens, and a bare tag costs a fifth of
 * the bytes of a span with a class.
 */
const TAG_BY_KIND = {keyword: 'i', type: 'var', name: 'b'} as const;

/** A one-line Solidity declaration, highlighted with a few tags instead of a full code block. */
export default function Signature({declaration}: {declaration: string}): React.ReactElement {
  return (
    <pre className={styles.signature}>
      <code className="language-solidity">
        {tokenizeDeclaration(declaration).map(([kind, text], index) => {
          if (kind === 'plain') return text;
          const Tag = TAG_BY_KIND[kind];
          // biome-ignore lint/suspicious/noArrayIndexKey: the tokens of a fixed string never reorder
          return <Tag key={index}>{text}</Tag>;
        })}
      </code>
    </pre>
  );
}
