import {type ClickFacts, clientRouteFor} from '@site/src/components/StaticArticle/clientNavigation';
import {describe, expect, it} from 'vitest';

const current = new URL('https://docs.example/developers/smart-contracts/V3/VaultV3?x=1#deposit');
const click: ClickFacts = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string, target = '', download = false) => ({href: new URL(href, current).href, target, download});

describe('clientRouteFor', () => {
  it('routes a plain click on a link to another page of the site, keeping query and anchor', () => {
    expect(clientRouteFor(click, link('/developers/smart-contracts/V3/VaultFactory#deploy'), current)).toBe(
      '/developers/smart-contracts/V3/VaultFactory#deploy',
    );
    expect(clientRouteFor(click, link('../V2/Vault?tab=1', '_self'), current)).toBe(
      '/developers/smart-contracts/V2/Vault?tab=1',
    );
  });

  it('leaves anchors on the same page to the browser', () => {
    expect(clientRouteFor(click, link('#withdraw'), current)).toBeNull();
  });

  it('leaves other sites, new tabs and downloads to the browser', () => {
    expect(clientRouteFor(click, link('https://github.com/yearn/yearn-vaults-v3'), current)).toBeNull();
    expect(clientRouteFor(click, link('/developers', '_blank'), current)).toBeNull();
    expect(clientRouteFor(click, link('/llms.txt', '', true), current)).toBeNull();
  });

  it('leaves modified, non-left and already handled clicks to the browser', () => {
    for (const modified of [
      {metaKey: true},
      {ctrlKey: true},
      {shiftKey: true},
      {altKey: true},
      {button: 1},
      {defaultPrevented: true},
    ]) {
      expect(clientRouteFor({...click, ...modified}, link('/developers'), current)).toBeNull();
    }
  });
});
