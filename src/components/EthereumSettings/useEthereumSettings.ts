import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/config/customFields';
import type {EthereumSettings} from '@site/src/ethereum/config';

const none: EthereumSettings = {};

/**
 * The node settings baked into the build through `siteConfig.customFields`
 * (Ethereum's RPC_URL, RPC_URL_<id> per chain, the provider key), as
 * config/env.ts built them: the fields object itself, the same one on every render.
 */
export function useEthereumSettings(): EthereumSettings {
  return (useDocusaurusContext().siteConfig.customFields as Partial<SiteCustomFields> | undefined) ?? none;
}
