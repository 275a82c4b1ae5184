/**
 * Yearn's two main multisigs. The core page lists them and other pages list
 * them again, so they live apart from any one page's data: a page that
 * shows them does not load the core page's data with them.
 */
import {mainnetEntry} from './define';

export const ychad = mainnetEntry({
  id: 'core/ychad',
  name: 'Yearn multisig (daddy)',
  address: '0xFEB4acf3df3cDEA7399794D0869ef76A6EfAff52',
  group: 'ethereum',
  ens: 'ychad.eth',
  notes: 'Governance multisig: a 6-of-9 Gnosis Safe.',
});

export const brain = mainnetEntry({
  id: 'core/brain',
  name: 'Strategist multisig (brain)',
  address: '0x16388463d60FFE0661Cf7F1f31a7D658aC790ff7',
  group: 'ethereum',
  ens: 'brain.ychad.eth',
});
