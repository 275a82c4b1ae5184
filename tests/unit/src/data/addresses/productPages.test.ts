import {addressPages, entryById} from '@site/src/data/addresses';
import {yfiToken} from '@site/src/data/addresses/core';
import {liquidLockers, previousStakingMiddleware, stakingMiddleware} from '@site/src/data/addresses/styfi';
import {veyfiToken} from '@site/src/data/addresses/veyfi';
import {yvcrvUsdVault} from '@site/src/data/addresses/ycrv';
import {getAddress} from 'viem';
import {describe, expect, it} from 'vitest';

// The stYFI, yvUSD, yBOLD and yYB pages: the ids prose quotes through the address
// directive, and the checks that tie each system together.

const ids = {
  styfi: [
    'styfi/yfi',
    'styfi/styfi',
    'styfi/styfix',
    'styfi/reward-token',
    'styfi/reward-claimer',
    'styfi/reward-distributor',
    'styfi/styfi-reward-distributor',
    'styfi/styfix-reward-distributor',
    'styfi/staking-middleware',
    'styfi/legacy-veyfi',
    'styfi/veyfi-reward-distributor',
    'styfi/ll-redemption',
    'styfi/ll-reward-distributor',
    'styfi/sdyfi',
    'styfi/sdyfi-staking',
    'styfi/upyfi',
    'styfi/upyfi-staking',
    'styfi/coveyfi',
    'styfi/coveyfi-staking',
  ],
  yvusd: ['yvusd/yvusd', 'yvusd/locked-yvusd', 'yvusd/zap'],
  ybold: ['ybold/ybold', 'ybold/ysybold', 'ybold/bold'],
  yyb: [
    'yyb/boosted-staker',
    'yyb/rewards-distributor',
    'yyb/staker-utilities',
    'yyb/yvyyb',
    'yyb/yvcrvusd-2',
    'yyb/lp-yyb-v2',
    'yyb/yb',
    'yyb/yyb',
  ],
} as const;

describe.each(Object.keys(ids) as (keyof typeof ids)[])('address page %s', (page) => {
  const data = addressPages[page];

  it('publishes every id the prose quotes, on Ethereum, in checksummed form', () => {
    for (const id of ids[page]) {
      const entry = entryById(id);
      expect(entry, id).toBeDefined();
      expect(entry!.chainId).toBe(1);
      expect(getAddress(entry!.address)).toBe(entry!.address);
    }
  });

  it('never gives one address two names on the page', () => {
    const names = new Map<string, Set<string>>();
    for (const entry of data.entries)
      names.set(entry.address.toLowerCase(), (names.get(entry.address.toLowerCase()) ?? new Set()).add(entry.name));
    expect([...names].filter(([, set]) => set.size > 1)).toEqual([]);
  });

  it('checks at least one entry through a getter of another contract of the same page', () => {
    const calls = data.entries.filter((e) => e.check.kind === 'call');
    expect(calls.length).toBeGreaterThan(0);
    for (const entry of calls)
      if (entry.check.kind === 'call') expect(entry.check.call.target.id.startsWith(`${page}/`), entry.id).toBe(true);
  });
});

describe('stYFI data', () => {
  it('lists contracts other pages publish again rather than typing them twice', () => {
    expect(entryById('styfi/yfi')!.address).toBe(yfiToken.address);
    expect(entryById('styfi/legacy-veyfi')!.address).toBe(veyfiToken.address);
    expect(entryById('styfi/reward-token')!.address).toBe(entryById('veyfi/vault-usdc-1')!.address);
    expect(entryById('yyb/yvcrvusd-2')!.address).toBe(yvcrvUsdVault.address);
  });

  it('names the current Staking Middleware, checked through stYFI.hooks(), and keeps the replaced one as deprecated', () => {
    expect(stakingMiddleware.status).toBe('current');
    expect(stakingMiddleware.check).toMatchObject({
      kind: 'call',
      call: {target: {id: 'styfi/styfi'}, fn: 'hooks', args: []},
    });
    expect(previousStakingMiddleware.status).toBe('deprecated');
    expect(previousStakingMiddleware.address).not.toBe(stakingMiddleware.address);
  });

  it('checks each liquid locker at its index on the redemption and reward contracts', () => {
    expect(liquidLockers.map((l) => [l.index, l.symbol, l.scale])).toEqual([
      [0, 'sdYFI', 1],
      [1, 'upYFI', 69420],
      [2, 'coveYFI', 1],
    ]);
    for (const locker of liquidLockers) {
      expect(locker.token.check).toMatchObject({
        kind: 'call',
        call: {target: {id: 'styfi/ll-redemption'}, fn: 'tokens', args: [BigInt(locker.index)]},
      });
      expect(locker.staking.check).toMatchObject({
        kind: 'call',
        call: {target: {id: 'styfi/ll-reward-distributor'}, fn: 'staking', args: [BigInt(locker.index)]},
      });
    }
  });
});

describe('yBOLD data', () => {
  it('checks yBOLD through staked yBOLD and BOLD through yBOLD, both by asset()', () => {
    expect(entryById('ybold/ybold')!.check).toMatchObject({
      kind: 'call',
      call: {target: {id: 'ybold/ysybold'}, fn: 'asset', args: []},
    });
    expect(entryById('ybold/bold')!.check).toMatchObject({
      kind: 'call',
      call: {target: {id: 'ybold/ybold'}, fn: 'asset', args: []},
    });
  });

  it('lists one strategy per Liquity V2 branch in each of the two sets', () => {
    for (const branch of ['weth', 'wsteth', 'reth']) {
      expect(entryById(`ybold/strategy-${branch}`)!.group).toBe('strategies');
      expect(entryById(`ybold/strategy-${branch}-first`)!.group).toBe('strategies-first');
    }
  });
});
