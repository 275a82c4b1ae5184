import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The route-change progress bar: nprogress carries options, a spinner and
// a queue the theme never uses, all in the main chunk.
// Matched by request, before resolution: a resolved file of a plain
// JavaScript package would keep the (no) loaders chosen for it.
export const swap: ClientModuleSwap = {
  id: 'nprogress',
  module: /^nprogress$/,
  standIn: path.join(__dirname, 'progressBar.ts'),
};
