import Link from '@docusaurus/Link';
import {Redirect, useLocation} from '@docusaurus/router';
import {sectionRootRedirects} from '@site/config/redirects';
import {notFoundLinks} from '@site/config/sectionLinks';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import clsx from 'clsx';
import type React from 'react';

/**
 * Where a section root (`/developers`, …) leads. The server answers these
 * with a 301; in the browser the router has no route for them, so a client
 * navigation or back/forward lands here and is sent on. Only the section
 * roots, to keep this in the code every docs page loads small.
 */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/+$/, '$1');
  return sectionRootRedirects.find((redirect) => redirect.from === path)?.to;
}

/**
 * The not-found page: says so plainly and offers a way back into every
 * section. A section root (reached by client navigation or
 * back/forward, which never ask the server) is followed to its entry page instead.
 */
export default function NotFoundContent({className}: Props): React.ReactElement {
  const {pathname, search, hash} = useLocation();
  const target = redirectTarget(pathname);
  if (target) return <Redirect to={`${target}${search}${hash}`} />;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
          <p>Try the search box above, or start again from one of the sections:</p>
          <ul className="not-found-links">
            {notFoundLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>: {link.hint}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
