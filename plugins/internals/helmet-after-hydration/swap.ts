import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The page's Helmets take over the head only when it has to change (a
// client navigation, say), in one render: right after hydration they cost
// a long task, and during sliced hydration the head was written twice.
export const swap: ClientModuleSwap = {
  id: 'helmet-after-hydration',
  module: /^react-helmet-async$/,
  standIn: path.join(__dirname, 'helmetAfterHydration.ts'),
};
