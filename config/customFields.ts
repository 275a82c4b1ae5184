/**
 * The values the browser receives through `siteConfig.customFields`. Shared by
 * the Node config and by client code, so it must not import Node modules.
 */
import type {ChainId} from '../src/ethereum/chains';

export interface SiteCustomFields {
  productName: string;
  siteDescription: string;
  siteVersion: string;
  /** Node-provider key (`alchemyKey` in the spec); empty when none is configured. */
  alchemyKey: string;
  rpcUrl: string;
  /** RPC_URL_<chain id>, keyed by chain id. */
  rpcUrls: Partial<Record<ChainId, string>>;
  ydaemonUrl: string;
  priceServiceUrl: string;
  issueTracker: string;
  isDev: boolean;
  branchName: string;
  [key: string]: unknown;
}
