/**
 * The server render highlights every code block, so the HTML carries the
 * coloured code: it has every part of the block from the start. The browser
 * bundle swaps this module for an empty one (plugins/internals/no-server-highlighting):
 * there, the parts load on demand (./parts.ts).
 */
import LiveCodeBlock from './LiveCodeBlock';
import {liveCodeBlock, tokenizedContent} from './parts';
import CodeBlockContent from './tokenizedContent';

liveCodeBlock.provide(LiveCodeBlock);
tokenizedContent.provide(CodeBlockContent);
