/**
 * Route component of every contract reference page. It renders inside the
 * same frame as the developer docs — their sidebar, table of contents, page
 * classes and search metadata — so readers and the search indexer treat the
 * pages like any other doc.
 */

import {DocsSidebarProvider, getDocsVersionSearchTag} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
import CopyPage from '@site/src/components/CopyPage';
import {useReadControls} from '@site/src/components/ReadPanel/useReadControls';
import type {ContractPageData} from '@site/src/contracts/page';
import type {ContractPageFooter, ContractReferenceDocsContext} from '@site/src/contracts/pageProps';
import {type PackedContractPage, unpackContractPage} from '@site/src/contracts/pageWire';
import DocPaginator from '@theme/DocPaginator';
import DocRootLayout from '@theme/DocRoot/Layout';
import LastUpdated from '@theme/LastUpdated';
import Layout from '@theme/Layout';
import SearchMetadata from '@theme/SearchMetadata';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import clsx from 'clsx';
import type React from 'react';
import {useMemo} from 'react';
import ContractArticle from './ContractArticle';
import styles from './styles.module.css';

interface ContractReferencePageProps {
  page: PackedContractPage & {footer?: ContractPageFooter};
  docs: ContractReferenceDocsContext;
}

/** "Last updated", as the docs around the page show it: the date of the catalogue data the page is made from. */
function PageFooter({footer}: {footer: ContractPageFooter}): React.ReactElement | null {
  if (footer.lastUpdatedAt === null) return null;
  return (
    <footer className={clsx(ThemeClassNames.docs.docFooter, 'docusaurus-mt-lg')}>
      <div className="row margin-top--sm">
        <div className="col">
          <LastUpdated lastUpdatedAt={footer.lastUpdatedAt} />
        </div>
      </div>
    </footer>
  );
}

function DocColumns({page, footer}: {page: ContractPageData; footer?: ContractPageFooter}): React.ReactElement {
  const windowSize = useWindowSize();
  const showDesktopToc = windowSize === 'desktop' || windowSize === 'ssr';
  useReadControls(page.route);
  return (
    <div className="row">
      <div className={clsx('col', styles.docItemCol)}>
        <div className={styles.docItemContainer}>
          <article>
            <TOCCollapsible toc={page.toc} className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocMobile)} />
            <CopyPage />
            <ContractArticle key={page.route} page={page} />
            {footer && <PageFooter footer={footer} />}
          </article>
          {footer && (footer.previous || footer.next) && (
            <DocPaginator
              className="docusaurus-mt-lg"
              previous={footer.previous ?? undefined}
              next={footer.next ?? undefined}
            />
          )}
        </div>
      </div>
      {showDesktopToc && (
        <div className="col col--3">
          <TOC toc={page.toc} className={ThemeClassNames.docs.docTocDesktop} />
        </div>
      )}
    </div>
  );
}

export default function ContractReferencePage({page: packed, docs}: ContractReferencePageProps): React.ReactElement {
  const page = useMemo(() => unpackContractPage(packed), [packed]);
  const title = page.version ? `${page.title} ${page.version}` : page.title;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages, ThemeClassNames.page.docsDocPage)}>
      <Layout title={title} description={page.description}>
        <SearchMetadata version={docs.versionName} tag={getDocsVersionSearchTag(docs.pluginId, docs.versionName)} />
        <DocsSidebarProvider name={docs.sidebarName} items={docs.sidebar}>
          <DocRootLayout>
            <DocColumns page={page} footer={packed.footer} />
          </DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
