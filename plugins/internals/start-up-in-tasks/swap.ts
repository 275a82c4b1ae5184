import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The original starts the whole app in the one task that evaluates main.js,
// the longest task of every page load; the stand-in starts it in steps, each
// a task of its own.
export const swap: ClientModuleSwap = {
  id: 'start-up-in-tasks',
  module: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
  standIn: path.join(__dirname, 'clientEntry.tsx'),
};
