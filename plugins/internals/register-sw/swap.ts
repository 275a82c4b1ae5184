import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// plugin-pwa's registration, guarded: where service workers are blocked the
// original logs "registerSW failed TypeError" on every page.
export const swap: ClientModuleSwap = {
  id: 'register-sw',
  module: /@docusaurus[\\/]plugin-pwa[\\/]lib[\\/]registerSw\.js$/,
  standIn: path.join(__dirname, 'registerSw.ts'),
};
