/**
 * The two parts of a live code block that load on demand:
 * - the block itself (layout, title, copy and word-wrap buttons), when a
 *   reader nears a block the page came with;
 * - Prism with its grammars, the larger part, only for a block that has no
 *   highlighted HTML to keep, i.e. one rendered after client navigation.
 */

import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import type {Props as ContentProps} from '@theme/CodeBlock/Content';
import type {ComponentType} from 'react';
import {createLoadable} from './loadable';
import type {ServedCode} from './servedCode';

export type LiveCodeBlockProps = CodeBlockProps & {served?: ServedCode};

export const liveCodeBlock = createLoadable<ComponentType<LiveCodeBlockProps>>(() =>
  import('./LiveCodeBlock').then((module) => module.default),
);

export const tokenizedContent = createLoadable<ComponentType<ContentProps>>(() =>
  import('./tokenizedContent').then((module) => module.default),
);
