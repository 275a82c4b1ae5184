/**
 * The crash screen shown when a page throws while rendering. Same content as
 * the original; it also names the tab "Page Error", as the site-wide error
 * page does, so a crashed tab is recognisable in the tab bar.
 */

import Head from '@docusaurus/Head';
import type {WrapperProps} from '@docusaurus/types';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type {ReactNode} from 'react';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
