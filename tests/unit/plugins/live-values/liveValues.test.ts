import {evaluate} from '@mdx-js/mdx';
import remarkLiveValues from '@site/plugins/live-values';
import {entryById} from '@site/src/data/addresses';
import {createElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';

/** Stands in for the component: shows the props the page hands it. */
function LiveValue(props: Record<string, unknown>): ReactNode {
  const {children, ...rest} = props;
  return createElement('span', {'data-props': JSON.stringify(rest)}, children as ReactNode);
}

async function propsOf(markdown: string): Promise<Record<string, string>[]> {
  const {default: Content} = await evaluate(markdown, {...runtime, remarkPlugins: [remarkLiveValues]});
  const html = renderToStaticMarkup(createElement(Content, {components: {LiveValue}}));
  return [...html.matchAll(/data-props="([^"]*)"/g)].map((match) => JSON.parse(match[1]!.replaceAll('&quot;', '"')));
}

describe('remarkLiveValues', () => {
  it('gives each LiveValue the address and chain of its entry, in text and as a block', async () => {
    const rewards = entryById('styfi/reward-distributor')!;
    const fees = entryById('v3/310-vault-factory')!;
    const props = await propsOf(
      [
        'Genesis: <LiveValue entry="styfi/reward-distributor" fn="genesis" returns="uint256" source="set at deployment">1770249600</LiveValue>.',
        '',
        '<LiveValue entry="v3/310-vault-factory" fn="protocol_fee_config" returns="uint16,address" pick={0} source="set at deployment">',
        '0%',
        '</LiveValue>',
      ].join('\n'),
    );
    expect(props).toEqual([
      {
        entry: 'styfi/reward-distributor',
        fn: 'genesis',
        returns: 'uint256',
        source: 'set at deployment',
        address: rewards.address,
        chain: String(rewards.chainId),
      },
      expect.objectContaining({entry: 'v3/310-vault-factory', address: fees.address, chain: String(fees.chainId)}),
    ]);
  });

  it('replaces an address or chain written by hand with the entry’s', async () => {
    const rewards = entryById('styfi/reward-distributor')!;
    const [props] = await propsOf(
      '<LiveValue entry="styfi/reward-distributor" address="0x0000000000000000000000000000000000000001" chain="10" fn="genesis" returns="uint256" source="set at deployment">1</LiveValue>',
    );
    expect(props).toMatchObject({address: rewards.address, chain: String(rewards.chainId)});
  });

  it('fails the build on an entry the address data does not have, naming it', async () => {
    await expect(
      propsOf(
        '<LiveValue entry="styfi/no-such-contract" fn="genesis" returns="uint256" source="set at deployment">1</LiveValue>',
      ),
    ).rejects.toThrow('<LiveValue entry="styfi/no-such-contract"> names no entry of src/data/addresses.');
  });
});
