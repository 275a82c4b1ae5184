import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The server render highlights every code block up front; in the browser a
// block keeps that HTML and turns live around it when the reader nears it.
export const swap: ClientModuleSwap = {
  id: 'no-server-highlighting',
  module: /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]serverHighlighting\.ts$/,
  standIn: path.join(__dirname, 'noServerHighlighting.ts'),
};
