import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// Right after hydration the browser context turns true, re-rendering every
// useIsBrowser() consumer; as a plain update that is one long task, as a
// transition it renders in slices.
export const swap: ClientModuleSwap = {
  id: 'browser-context',
  module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
  standIn: path.join(__dirname, 'browserContext.ts'),
};
