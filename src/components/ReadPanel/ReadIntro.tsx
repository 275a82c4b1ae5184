import {abiPathOf} from '@site/src/ethereum/read/abiFile';
import type React from 'react';

/**
 * The page's ABI file and, in one line, how to call its functions; the
 * page's Markdown twin carries the same line, the Read controls stay out of it.
 */
export default function ReadIntro({route, title}: {route: string; title: string}): React.ReactElement {
  const file = abiPathOf(route);
  return (
    <p>
      <a href={file} download>
        ABI (JSON)
      </a>{' '}
      of {title}. Call any of its view functions with the ABI from any Ethereum client, for example{' '}
      <code>cast call &lt;address&gt; "totalAssets()(uint256)" --rpc-url &lt;RPC URL&gt;</code> with Foundry, or open
      the Read control under a function to call it here on a deployment Yearn publishes or on an address you paste.
    </p>
  );
}
