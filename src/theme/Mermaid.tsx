/**
 * Wraps the stock Mermaid diagram in a figure that carries the diagram's
 * source in the server-rendered HTML (mermaid itself draws only in the
 * browser). The Markdown twin of each page is made from that HTML, so the
 * source must be there for the twin to keep the diagram.
 */
import type {ReactNode} from 'react';
import OriginalMermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';

export default function Mermaid(props: Props): ReactNode {
  return (
    <div className="mermaid-figure" data-mermaid-source={props.value}>
      <OriginalMermaid {...props} />
    </div>
  );
}
