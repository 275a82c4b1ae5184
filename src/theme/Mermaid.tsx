/**
 * Wraps the stock Mermaid diagram in a figure that carries the diagram's
 * source in the server-rendered HTML (mermaid itself draws only in the
 * browser). The Markdown twin of each page is made from that HTML, so the
 * source must be there for the twin to keep the diagram. Mermaid (~190 KB
 * gzip) loads only once a diagram nears the viewport, so pages whose
 * diagrams sit further down do not fetch it with the page.
 */
import {type ReactNode, useRef} from 'react';
import OriginalMermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import {useNearViewport} from '@site/src/components/NearViewport/useNearViewport';

export default function Mermaid(props: Props): ReactNode {
  const figure = useRef<HTMLDivElement>(null);
  const near = useNearViewport(figure);
  return (
    <div ref={figure} className="mermaid-figure" data-mermaid-source={props.value}>
      {near && <OriginalMermaid {...props} />}
    </div>
  );
}
