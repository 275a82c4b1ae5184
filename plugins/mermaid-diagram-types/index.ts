/**
 * Leaves the Mermaid diagram types the site does not draw, and Mermaid's
 * KaTeX for math in labels, out of the browser bundle (see
 * ./bundledDiagrams.ts). The server render never draws diagrams.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ResolveData} from '../shared/replaceModule';
import {isUnbundledDiagramModule} from './bundledDiagrams';

const MERMAID_DIST = /[\\/]node_modules[\\/]mermaid[\\/]dist[\\/]/;

export default function mermaidDiagramTypesPlugin(context: LoadContext): Plugin {
  const standIn = (file: string) => path.join(context.siteDir, 'plugins/mermaid-diagram-types', file);
  return {
    name: 'mermaid-diagram-types',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          // Matched before resolution, by the request Mermaid writes, so that the stand-ins get their TypeScript loader.
          new NormalModuleReplacementPlugin(/-[A-Z0-9]{8}\.mjs$/, (data: ResolveData) => {
            if (data.createData) return;
            if (isUnbundledDiagramModule(path.join(data.context, data.request))) data.request = standIn('unbundledDiagram.ts');
          }),
          new NormalModuleReplacementPlugin(/^katex$/, (data: ResolveData) => {
            if (!data.createData && MERMAID_DIST.test(`${data.context}${path.sep}`)) data.request = standIn('noLabelMath.ts');
          }),
        ],
      };
    },
  };
}
