import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/config/customFields';
import type {EthereumSettings} from '@site/src/ethereum/config';
import {useMemo} from 'react';

const none: EthereumSettings['rpcUrls'] = {};

/** The node settings baked into the build through `siteConfig.customFields`: Ethereum's RPC_URL, RPC_URL_<id> per chain, the provider key. */
export function useEthereumSettings(): EthereumSettings {
  const fields = useDocusaurusContext().siteConfig.customFields as Partial<SiteCustomFields> | undefined;
  const rpcUrl = fields?.rpcUrl ?? '';
  const alchemyKey = fields?.alchemyKey ?? '';
  const rpcUrls = fields?.rpcUrls ?? none;
  return useMemo(() => ({rpcUrl, alchemyKey, rpcUrls}), [rpcUrl, alchemyKey, rpcUrls]);
}
