/**
 * Writes the code themes' stylesheet (./tokenColours.ts) where the
 * live code block (src/theme/CodeBlock/LiveCodeBlock.tsx) imports it from.
 */
import type {Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenColoursCss} from './tokenColours';

const TOKEN_COLOURS_FILE = 'token-colours.css';

export interface CodeHighlightingOptions {
  light: PrismTheme;
  dark: PrismTheme;
}

export default function codeHighlightingPlugin(_context: unknown, {light, dark}: CodeHighlightingOptions): Plugin {
  return {
    name: 'code-highlighting',
    async contentLoaded({actions}) {
      await actions.createData(TOKEN_COLOURS_FILE, tokenColoursCss(light, dark));
    },
  };
}
