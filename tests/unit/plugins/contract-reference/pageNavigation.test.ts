import {mkdtempSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PropSidebar} from '@docusaurus/plugin-content-docs';
import {contractNeighbours, lastUpdatedTimes, sidebarPages} from '@site/plugins/contract-reference/pageNavigation';
import {describe, expect, it} from 'vitest';

const sidebar = [
  {type: 'link', label: 'Overview', href: '/developers/v3/overview', docId: 'v3/overview'},
  {
    type: 'category',
    label: 'V3 contracts',
    href: '/developers/smart-contracts/V3',
    collapsed: true,
    collapsible: true,
    items: [
      {type: 'link', label: 'VaultV3', href: '/developers/smart-contracts/V3/VaultV3'},
      {type: 'link', label: 'VaultFactory →', href: '/developers/smart-contracts/V3/VaultFactory'},
      {type: 'link', label: 'App', href: 'https://yearn.fi'},
      {type: 'link', label: 'VaultV3 again', href: '/developers/smart-contracts/V3/VaultV3'},
    ],
  },
] as unknown as PropSidebar;

describe('contract page footer', () => {
  it('reads the sidebar’s internal pages in order, each once, without the arrow of cross-links', () => {
    expect(sidebarPages(sidebar).map((p) => p.title)).toEqual(['Overview', 'V3 contracts', 'VaultV3', 'VaultFactory']);
  });

  it('takes neighbours from the sidebar where it lists the page, from the catalogue order otherwise', () => {
    const pages = [
      {title: 'VaultV3 3.0.4', permalink: '/developers/smart-contracts/V3/VaultV3'},
      {title: 'VaultFactory 3.0.4', permalink: '/developers/smart-contracts/V3/VaultFactory'},
      {title: 'Old 3.0.2', permalink: '/developers/smart-contracts/deprecated/V3/version-3.0.2/Old'},
      {title: 'Older 3.0.2', permalink: '/developers/smart-contracts/deprecated/V3/version-3.0.2/Older'},
    ];
    const neighbours = contractNeighbours(pages, sidebar);
    expect(neighbours.get(pages[0]!.permalink)).toEqual({
      previous: {title: 'V3 contracts', permalink: '/developers/smart-contracts/V3'},
      next: {title: 'VaultFactory', permalink: '/developers/smart-contracts/V3/VaultFactory'},
    });
    expect(neighbours.get(pages[1]!.permalink)?.next).toBeNull();
    expect(neighbours.get(pages[2]!.permalink)).toEqual({previous: pages[1], next: pages[3]});
    expect(neighbours.get(pages[3]!.permalink)).toEqual({previous: pages[2], next: null});
  });

  it('dates a file git does not know by its modification time', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'contract-footer-'));
    const file = path.join(dir, 'Vault.json');
    writeFileSync(file, '{}');
    const when = new Date('2026-03-04T05:06:07Z');
    utimesSync(file, when, when);
    expect(lastUpdatedTimes(dir, [file]).get(file)).toBe(when.getTime());
    expect(lastUpdatedTimes(dir, [path.join(dir, 'missing.json')]).get(path.join(dir, 'missing.json'))).toBeNull();
  });

  it('dates a committed catalogue file by its last commit', () => {
    const file = path.resolve('src/contracts/catalogue/index.json');
    const time = lastUpdatedTimes(path.dirname(file), [file]).get(file)!;
    expect(time).toBeGreaterThan(Date.parse('2024-01-01'));
    expect(time % 1000).toBe(0);
  });
});
