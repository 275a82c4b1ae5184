import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useMemo} from 'react';
import type {SiteCustomFields} from '@site/config/customFields';
import type {EthereumSettings} from '@site/src/ethereum/config';

/** The node settings baked into the build through `siteConfig.customFields`. */
export function useEthereumSettings(): EthereumSettings {
  const fields = useDocusaurusContext().siteConfig.customFields as Partial<SiteCustomFields> | undefined;
  const rpcUrl = fields?.rpcUrl ?? '';
  const alchemyKey = fields?.alchemyKey ?? '';
  return useMemo(() => ({rpcUrl, alchemyKey}), [rpcUrl, alchemyKey]);
}
