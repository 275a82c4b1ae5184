import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/config/customFields';
import type {EthereumSettings} from '@site/src/ethereum/config';
import {useMemo} from 'react';

/** The node settings baked into the build through `siteConfig.customFields`. */
export function useEthereumSettings(): EthereumSettings {
  const fields = useDocusaurusContext().siteConfig.customFields as Partial<SiteCustomFields> | undefined;
  const rpcUrl = fields?.rpcUrl ?? '';
  const alchemyKey = fields?.alchemyKey ?? '';
  return useMemo(() => ({rpcUrl, alchemyKey}), [rpcUrl, alchemyKey]);
}
