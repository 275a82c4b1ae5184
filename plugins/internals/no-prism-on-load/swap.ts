import path from 'node:path';
import type {ClientModuleSwap} from '../clientModuleSwap';

// The classic theme registers `prism.additionalLanguages` from a client
// module, which pulls Prism with every bundled grammar into the main
// chunk. src/theme/CodeBlock/tokenizedContent.ts registers them instead,
// loaded only for a code block the server did not highlight.
export const swap: ClientModuleSwap = {
  id: 'no-prism-on-load',
  module: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
  standIn: path.join(__dirname, 'noPrismOnLoad.ts'),
};
