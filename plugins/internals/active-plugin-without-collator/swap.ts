import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The docs plugin's client utilities, but the active plugin found without
// localeCompare, whose first call in a page builds a collator.
export const swap: ClientModuleSwap = {
  id: 'active-plugin-without-collator',
  module: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
  standIn: path.join(__dirname, 'docsClientUtils.ts'),
};
