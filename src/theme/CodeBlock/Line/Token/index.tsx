/**
 * A highlighted token, except that plain text is written as text: a span
 * whose only class is `token plain` has no style of its own (the block sets
 * the base colour), and a code block holds many such spans in the page's HTML.
 */

import type {Props} from '@theme/CodeBlock/Line/Token';
import type {ReactNode} from 'react';

export default function CodeBlockLineToken({line: _line, token: _token, ...props}: Props): ReactNode {
  if (props.className === 'token plain' && props.style === undefined) return props.children;
  return <span {...props} />;
}
