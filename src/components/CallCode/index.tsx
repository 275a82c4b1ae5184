/**
 * One read as code to copy, in the language the reader picks: viem, ethers
 * v6, Foundry's cast or web3.py (src/ethereum/snippets/ writes them). The
 * pick carries over to the next code the reader opens on the page.
 */
import type {Snippet, SnippetLanguage} from '@site/src/ethereum/snippets';
import type React from 'react';
import {useId, useState} from 'react';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

let lastPicked: SnippetLanguage = 'viem';

export default function CallCode({snippets}: {snippets: readonly Snippet[]}): React.ReactElement | null {
  const id = useId();
  const [picked, setPicked] = useState<SnippetLanguage>(lastPicked);
  const snippet = snippets.find((item) => item.language === picked) ?? snippets[0];
  if (!snippet) return null;
  return (
    <div className={styles.callCode} data-call-code={snippet.language}>
      <div className={styles.head}>
        <label htmlFor={`${id}-language`}>Code in</label>
        <select
          id={`${id}-language`}
          value={snippet.language}
          onChange={(event) => {
            lastPicked = event.target.value as SnippetLanguage;
            setPicked(lastPicked);
          }}
        >
          {snippets.map((item) => (
            <option key={item.language} value={item.language}>
              {item.title}
            </option>
          ))}
        </select>
        <CopyButton text={snippet.code} label={`Copy the ${snippet.title} code`} />
      </div>
      <pre className={styles.code}>
        <code>{snippet.code}</code>
      </pre>
    </div>
  );
}
