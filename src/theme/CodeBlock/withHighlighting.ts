/**
 * Imported by every Markdown page that has a code block (the
 * code-highlighting remark plugin adds the import): registers Prism's extra
 * languages, the token colours and the highlighting code block. Loading it
 * with the page keeps server and browser renders identical, with no flash of
 * plain code.
 */
import '@generated/code-highlighting/default/token-colours.css';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import HighlightedCodeBlock from './HighlightedCodeBlock';
import {registerHighlightedCodeBlock} from './highlighter';

prismIncludeLanguages(Prism);
registerHighlightedCodeBlock(HighlightedCodeBlock);
