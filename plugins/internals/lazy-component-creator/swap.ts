import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The route table builds a loadable component for each of the site's
// routes while the main chunk first runs; the stand-in builds each one
// when the route is first rendered or preloaded.
export const swap: ClientModuleSwap = {
  id: 'lazy-component-creator',
  module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
  standIn: path.join(__dirname, 'lazyComponentCreator.ts'),
};
