import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// react-router's matcher compiles a regular expression for every route
// it passes while matching a path; static paths get a string comparison.
// Matched by request, before resolution, as nprogress is.
export const swap: ClientModuleSwap = {
  id: 'path-to-regexp',
  module: /^path-to-regexp$/,
  standIn: path.join(__dirname, 'pathToRegexp.ts'),
};
