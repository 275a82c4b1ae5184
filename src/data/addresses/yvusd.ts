/**
 * yvUSD, its locked wrapper and the zap (Ethereum). Rendered on
 * /developers/addresses/yvusd-contracts.
 */
import {addressPage, mainnetEntry, viaCall} from './define';

export const lockedYvusd = mainnetEntry({
  id: 'yvusd/locked-yvusd',
  name: 'Locked yvUSD',
  address: '0xAaaFEa48472f77563961Cdb53291DEDfB46F9040',
  group: 'current',
  notes:
    'Wraps yvUSD shares: withdrawing needs a cooldown, then happens inside a withdrawal window; holders earn a locker bonus.',
});

export const yvusdVault = mainnetEntry({
  id: 'yvusd/yvusd',
  name: 'yvUSD vault',
  address: '0x696d02Db93291651ED510704c9b286841d506987',
  group: 'current',
  notes:
    'USD vault on Yearn V3: takes deposits on Ethereum and sends part of its capital to strategies on other chains.',
  check: viaCall(lockedYvusd, 'asset'),
});

export const yvusdZap = mainnetEntry({
  id: 'yvusd/zap',
  name: 'Zap contract',
  address: '0x7ba61c8e19414dcB8fe769a7Be63B508C8062bbA',
  group: 'current',
  notes: 'Helper contract of the yvUSD deployment; no contract of this page points at it, so only its code is checked.',
});

export const yvusdPage = addressPage({
  id: 'yvusd',
  route: '/developers/addresses/yvusd-contracts',
  title: 'yvUSD Contract Addresses',
  sidebarLabel: 'yvUSD',
  groups: [
    {
      id: 'current',
      title: 'yvUSD on Ethereum',
      description:
        'Every yvUSD contract users and integrators call lives on Ethereum; the remote strategies on other chains are found from the vault itself.',
    },
  ],
  entries: [yvusdVault, lockedYvusd, yvusdZap],
});
