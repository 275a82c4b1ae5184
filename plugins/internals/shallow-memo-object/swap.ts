import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// useShallowMemoObject sorts its keys with String#localeCompare, building
// the same ICU collator as active-docs-plugin. The stand-in compares code
// units and re-exports the rest of the original module.
export const swap: ClientModuleSwap = {
  id: 'shallow-memo-object',
  module: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
  standIn: path.join(__dirname, 'shallowMemoObject.ts'),
  originalOutsideExports: {packageName: '@docusaurus/theme-common', fileInLib: 'utils/reactUtils.js'},
};
