import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The package's CommonJS entry needs tslib for one helper, and a required
// tslib cannot be tree-shaken (all its helpers land in the main chunk).
export const swap: ClientModuleSwap = {
  id: 'utils-common-without-tslib',
  module: /@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
  standIn: path.join(__dirname, 'utilsCommon.ts'),
};
