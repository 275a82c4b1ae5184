/**
 * Prism's extra languages, the token colours and the highlighting code block,
 * registered together. The server render imports this module up front
 * (./serverHighlighting.ts); the browser loads it when a code block first
 * needs it (./highlighter.ts).
 */
import '@generated/code-highlighting/default/token-colours.css';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import HighlightedCodeBlock from './HighlightedCodeBlock';
import {registerHighlightedCodeBlock} from './highlighter';

prismIncludeLanguages(Prism);
registerHighlightedCodeBlock(HighlightedCodeBlock);
