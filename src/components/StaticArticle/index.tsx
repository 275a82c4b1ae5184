/**
 * Content that never changes once rendered, such as a contract reference
 * article of several thousand elements. When the page is opened directly,
 * the server-rendered HTML is kept as it is instead of being hydrated node
 * by node: React leaves alone the children of an element hydrated with
 * `dangerouslySetInnerHTML`. A page reached by client navigation renders the
 * content normally. Links inside keep client-side navigation through one
 * delegated click handler. Give each distinct content its own `key`, so
 * that navigating to another page mounts it afresh.
 */

import {useHistory} from '@docusaurus/router';
import {KeptServerHtml, useHasServerHtml} from '@site/src/components/KeptServerHtml';
import type React from 'react';
import {useEffect, useRef} from 'react';
import {clientRouteFor} from './clientNavigation';

interface StaticArticleProps {
  className?: string;
  children: React.ReactNode;
}

/**
 * Client-side navigation for the plain links of kept server HTML (Enter on a
 * link fires a click too). Rendered content has real `Link`s instead, and a
 * native listener would run before theirs.
 */
function useLinkNavigation(container: React.RefObject<HTMLDivElement | null>, enabled: boolean): void {
  const history = useHistory();
  useEffect(() => {
    const element = container.current;
    if (!enabled || !element) return undefined;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || !element.contains(anchor)) return;
      const route = clientRouteFor(
        event,
        {href: anchor.href, target: anchor.getAttribute('target') ?? '', download: anchor.hasAttribute('download')},
        new URL(window.location.href),
      );
      if (route === null) return;
      event.preventDefault();
      history.push(route);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, enabled, history]);
}

export default function StaticArticle({className, children}: StaticArticleProps): React.ReactElement {
  const container = useRef<HTMLDivElement>(null);
  const keepsServerHtml = useHasServerHtml();
  useLinkNavigation(container, keepsServerHtml);

  if (keepsServerHtml) return <KeptServerHtml ref={container} className={className} />;
  return (
    <div ref={container} className={className}>
      {children}
    </div>
  );
}
