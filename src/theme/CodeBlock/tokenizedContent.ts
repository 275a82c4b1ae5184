/**
 * Prism's extra languages and the stock content of a code block, which
 * tokenizes the code with Prism. The server render imports this module up
 * front (./serverHighlighting.ts); the browser loads it only for a block
 * that has no served HTML (./parts.ts).
 */

import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlockContent from '@theme-original/CodeBlock/Content';
import {Prism} from 'prism-react-renderer';

prismIncludeLanguages(Prism);

export default CodeBlockContent;
