import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The helper sorts a handful of ASCII strings with String#localeCompare on
// every docs page; the first such call builds an ICU collator (a block of
// main thread while the page hydrates). The stand-in compares code units
// and re-exports the rest of the original module.
export const swap: ClientModuleSwap = {
  id: 'active-docs-plugin',
  module: /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
  standIn: path.join(__dirname, 'activeDocsPlugin.ts'),
};
