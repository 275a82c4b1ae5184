/**
 * The code of a block. A block the page came with shows again the lines the
 * server highlighted (../servedCode.ts). Any other block is tokenized by the
 * stock content with Prism, which loads on demand; until then its code shows
 * plain.
 */

import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {type ReactNode, useContext, useEffect, useSyncExternalStore} from 'react';
import {tokenizedContent} from '../parts';
import {ServedCodeContext} from '../ServedCodeContext';
import type {ServedCode} from '../servedCode';

function ServedContent({served}: {served: ServedCode}): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable code must be reachable from the keyboard, as in the stock block
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={served.preClassName}>
      <code
        className={served.codeClassName}
        style={served.counterReset ? {counterReset: served.counterReset} : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server rendered for this very block, read back from the page
        dangerouslySetInnerHTML={{__html: served.linesHtml}}
      />
    </pre>
  );
}

function TokenizedContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const Tokenized = useSyncExternalStore(tokenizedContent.subscribe, tokenizedContent.get, tokenizedContent.get);
  useEffect(() => {
    if (!Tokenized) void tokenizedContent.load();
  }, [Tokenized]);
  if (Tokenized) return <Tokenized {...props} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: as above
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={props.className}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const served = useContext(ServedCodeContext);
  return served ? <ServedContent served={served} /> : <TokenizedContent {...props} />;
}
