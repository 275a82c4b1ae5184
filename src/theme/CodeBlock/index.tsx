/**
 * Code blocks highlight with Prism through the stock component's parts
 * (./LiveCodeBlock.tsx). The server render highlights every block. In the
 * browser, a block that came with the page keeps that HTML through
 * hydration; when the reader nears it, points at it or focuses it, the
 * block turns live (copy and word-wrap buttons, ./parts.ts) around the very
 * lines the server highlighted, identical on screen. Prism (its code and the
 * work of registering its grammars) loads only for a block rendered after
 * client navigation, which shows plain code until then.
 */

import {KeptServerHtml, useHasServerHtml} from '@site/src/components/KeptServerHtml';
import {useNearViewport} from '@site/src/components/NearViewport/useNearViewport';
import type {Props} from '@theme/CodeBlock';
import {type ReactNode, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore} from 'react';
import {focusableAt, restoreFocus} from './handOver';
import {liveCodeBlock} from './parts';
import {readServedCode, type ServedCode} from './servedCode';
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
  const Live = useSyncExternalStore(liveCodeBlock.subscribe, liveCodeBlock.get, liveCodeBlock.get);
  const hasServerHtml = useHasServerHtml();
  const near = useNearViewport(slot);
  const [touched, setTouched] = useState(false);
  // Undefined until read from the kept HTML, just before the block turns live; null if it holds no code.
  const [served, setServed] = useState<ServedCode | null | undefined>(undefined);
  const wanted = !hasServerHtml || near || touched;
  const live = !hasServerHtml || (wanted && Live !== null && served !== undefined);

  useEffect(() => {
    if (!wanted) return;
    if (hasServerHtml && served === undefined && slot.current) setServed(readServedCode(slot.current));
    if (!Live) void liveCodeBlock.load();
  }, [wanted, hasServerHtml, served, Live]);

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
      {Live ? <Live {...props} served={served ?? undefined} /> : <PlainCodeBlock {...props} />}
    </div>
  );
}
