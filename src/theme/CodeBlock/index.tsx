/**
 * Code blocks highlight with Prism through the stock component's parts
 * (./HighlightedCodeBlock.tsx). The server render highlights every block.
 * In the browser, a block that came with the page keeps that HTML through
 * hydration, and Prism (~35 KB gzip, and the work of registering its
 * grammars) loads only when the reader nears a block, points at it or
 * focuses it; the block then turns live, identical on screen. Opening a
 * page thus costs no highlighting work. A block rendered after client
 * navigation shows plain code until the highlighter is there.
 */
import {type ReactNode, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore} from 'react';
import type {Props} from '@theme/CodeBlock';
import {KeptServerHtml, useHasServerHtml} from '@site/src/components/KeptServerHtml';
import {useNearViewport} from '@site/src/components/NearViewport/useNearViewport';
import {focusableAt, restoreFocus} from './handOver';
import {getHighlightedCodeBlock, loadHighlighter, subscribeToHighlighter} from './highlighter';
import './serverHighlighting';
import styles from './styles.module.css';

function PlainCodeBlock({className, children}: Props): ReactNode {
  return (
    <pre className={className}>
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const focused = useRef<string | undefined>(undefined);
  const Highlighted = useSyncExternalStore(subscribeToHighlighter, getHighlightedCodeBlock, getHighlightedCodeBlock);
  const hasServerHtml = useHasServerHtml();
  const near = useNearViewport(slot);
  const [touched, setTouched] = useState(false);
  const wanted = !hasServerHtml || near || touched;
  const live = !hasServerHtml || (wanted && Highlighted !== null);

  useEffect(() => {
    if (wanted && !Highlighted) void loadHighlighter();
  }, [wanted, Highlighted]);

  useLayoutEffect(() => {
    // Only when the swap took the focus away (it then falls back to the body).
    const focusWasLost = document.activeElement === null || document.activeElement === document.body;
    if (live && hasServerHtml && slot.current && focusWasLost) restoreFocus(slot.current, focused.current);
  }, [live, hasServerHtml]);

  if (!live) {
    // The handlers see only events from the kept block's own code: they start the load and remember focus to hand over.
    return (
      <KeptServerHtml
        key="kept"
        ref={slot}
        className={styles.slot}
        onPointerOver={() => setTouched(true)}
        onFocus={(event) => {
          focused.current = focusableAt(event.currentTarget, event.target);
          setTouched(true);
        }}
      />
    );
  }
  return (
    <div key="live" ref={slot} className={styles.slot}>
      {Highlighted ? <Highlighted {...props} /> : <PlainCodeBlock {...props} />}
    </div>
  );
}
