/**
 * The values the browser receives through `siteConfig.customFields`. Shared by
 * the Node config and by client code, so it must not import Node modules.
 */
import type {EthereumSettings} from '../src/ethereum/config';

/** The RPC settings (`alchemyKey`, `rpcUrl`, `rpcUrls`) are config/env.ts's `ethereum`, as it built them. */
export interface SiteCustomFields extends Required<EthereumSettings> {
  productName: string;
  siteDescription: string;
  siteVersion: string;
  ydaemonUrl: string;
  priceServiceUrl: string;
  issueTracker: string;
  isDev: boolean;
  branchName: string;
  [key: string]: unknown;
}
