import type {ContractPageData} from '@site/src/contracts/page';
import type React from 'react';

const ELEMENTARY = /^(u?int\d*|address|bool|string|bytes\d*)$/;

/** A `cast call` signature to show: the page's first view function without arguments whose returns are plain types. */
export function exampleSignature(page: Pick<ContractPageData, 'groups'>): string {
  const fn = page.groups
    .flatMap((group) => group.functions)
    .find(
      (item) =>
        (item.stateMutability === 'view' || item.stateMutability === 'pure') &&
        item.visibility !== 'internal' &&
        item.params.length === 0 &&
        item.returns.length > 0 &&
        item.returns.every((output) => ELEMENTARY.test(output.type)),
    );
  return fn ? `${fn.name}()(${fn.returns.map((output) => output.type).join(',')})` : '<function>(<types>)(<types>)';
}

/**
 * The page's ABI file and, in one line, how to call its functions; the
 * page's Markdown twin carries the same line, the Read controls stay out of it.
 */
export default function ReadIntro({page, abiUrl}: {page: ContractPageData; abiUrl: string}): React.ReactElement {
  const title = page.version ? `${page.title} ${page.version}` : page.title;
  return (
    <p>
      <a href={abiUrl} download>
        ABI (JSON)
      </a>{' '}
      of {title}. Call any of its view functions with the ABI from any Ethereum client, for example{' '}
      <code>cast call &lt;address&gt; "{exampleSignature(page)}" --rpc-url &lt;RPC URL&gt;</code> with Foundry, or open
      the Read control under a function to call it here on a deployment Yearn publishes or on an address you paste.
    </p>
  );
}
