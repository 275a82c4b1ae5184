import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The theme's React utilities, but useShallowMemoObject orders its keys
// without localeCompare, whose first call in a page builds a collator.
export const swap: ClientModuleSwap = {
  id: 'shallow-memo-without-collator',
  module: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
  standIn: path.join(__dirname, 'reactUtils.ts'),
  originalOutsideExports: {packageName: '@docusaurus/theme-common', fileInLib: 'utils/reactUtils.js'},
};
