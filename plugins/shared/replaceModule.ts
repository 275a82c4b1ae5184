/**
 * The bundler plugin that makes every import of a module load another file
 * instead. The callback runs twice: before resolution with the request (a
 * bare or aliased request is matched here, and the stand-in then gets the
 * loaders its own file type needs), and after it with the resolved file.
 */
import type {ConfigureWebpackUtils} from '@docusaurus/types';

/** What the bundler hands the replacement callback: before resolution the request, after it the resolved file too. */
export interface ResolveData {
  /** The folder of the importing module. */
  context: string;
  request: string;
  createData?: {resource?: string};
}

export function replaceModule(utils: ConfigureWebpackUtils, module: RegExp, replacement: string) {
  const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
  return new NormalModuleReplacementPlugin(module, (data: ResolveData) => {
    if (data.createData) data.createData.resource = replacement;
    else data.request = replacement;
  });
}
