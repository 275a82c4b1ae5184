import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import routes from '@generated/routes';
import {twinHrefFor} from '@site/src/docs-tooling/twinPath';
import type {ReactNode} from 'react';
import {matchRoutes} from 'react-router-config';

/** Names the page's Markdown twin for agents and feed readers; the not-found page has none. */
export default function MarkdownAlternate(): ReactNode {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const matches = matchRoutes(routes, pathname);
  if (matches.length === 0 || matches[matches.length - 1]!.route.path === '*') return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinHrefFor(pathname, baseUrl)} />
    </Head>
  );
}
