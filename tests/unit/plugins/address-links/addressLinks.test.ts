import {evaluate} from '@mdx-js/mdx';
import remarkAddressLinks from '@site/plugins/address-links';
import {entryById} from '@site/src/data/addresses';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkDirective from 'remark-directive';
import {describe, expect, it} from 'vitest';

async function render(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(markdown, {
    ...runtime,
    remarkPlugins: [remarkDirective, remarkAddressLinks],
  });
  return renderToStaticMarkup(createElement(Content));
}

describe('remarkAddressLinks', () => {
  it('links an entry of the address data to its explorer, showing the checksummed address', async () => {
    const {address} = entryById('veyfi/dyfi-redemption')!;
    const html = await render('Redeem at :address{id="veyfi/dyfi-redemption"} only.');
    expect(html).toMatch(
      new RegExp(
        `^<p>Redeem at <a href="https://etherscan.io/address/${address}"><code>${address}</code></a><span class="copy-address"[^]*</span> only\\.</p>$`,
      ),
    );
  });

  it('uses the explorer of the entry’s chain and keeps link text of its own', async () => {
    const html = await render(':address[the **yCRV** token]{id="ycrv/ycrv"}');
    expect(html).toMatch(
      /^<p><a href="https:\/\/etherscan\.io\/address\/0x[0-9a-fA-F]{40}">the <strong>yCRV<\/strong> token<\/a><span class="copy-address"/,
    );
    const fantomRegistry = entryById('v2/fantom-registry')!;
    expect(await render(':address{id="v2/fantom-registry"}')).toContain(
      `https://www.oklink.com/fantom/address/${fantomRegistry.address}`,
    );
  });

  it('opens a tab of the explorer page when given a fragment', async () => {
    const {address} = entryById('ycrv/yvycrv')!;
    expect(await render(':address{id="ycrv/yvycrv" fragment="code"}')).toContain(
      `href="https://etherscan.io/address/${address}#code"`,
    );
  });

  it('follows every address with a keyboard-reachable copy button for the checksummed address and a live status', async () => {
    const {address} = entryById('veyfi/dyfi-redemption')!;
    const html = await render(
      'Redeem at :address{id="veyfi/dyfi-redemption"} or :address[here]{id="veyfi/dyfi-redemption"}.',
    );
    const buttons =
      html.match(
        /<button type="button" class="copy-address__button" aria-label="Copy address 0x[0-9a-fA-F]{40}"[^>]*data-copy-address="0x[0-9a-fA-F]{40}"/g,
      ) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toContain(`data-copy-address="${address}"`);
    expect(html.match(/<span class="copy-address__status" role="status" aria-live="polite"><\/span>/g)).toHaveLength(2);
  });

  it('fails on an id the address data does not have, naming it', async () => {
    await expect(render(':address{id="veyfi/no-such-contract"}')).rejects.toThrow(
      'No address entry with id "veyfi/no-such-contract"',
    );
  });
});
