import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// Marks the hydrated page on <html> directly rather than through a Helmet,
// which would make the Helmets take over while the page loads.
export const swap: ClientModuleSwap = {
  id: 'has-hydrated-attribute',
  module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]hasHydratedDataAttribute\.js$/,
  standIn: path.join(__dirname, 'hasHydratedAttribute.ts'),
};
