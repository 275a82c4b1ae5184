import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The generated routes call ComponentCreator for every route of the site
// while the main chunk evaluates; the stand-in makes each route's loadable
// component on its first use instead.
export const swap: ClientModuleSwap = {
  id: 'lazy-route-components',
  module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
  standIn: path.join(__dirname, 'lazyComponentCreator.ts'),
};
