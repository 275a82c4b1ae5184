import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type React from 'react';

/**
 * What the service worker shows, without its scripts, for a page that is not
 * saved on the device while the reader is offline. Kept out of the sitemap,
 * search and llms.txt by its noindex tag.
 */
export default function Offline(): React.ReactElement {
  return (
    <Layout title="Offline" description="This page is not saved on this device.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl" data-offline-page>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h1" className="hero__title">
              You are offline
            </Heading>
            <p>This page is not saved on this device yet, so it cannot open without a connection.</p>
            <p>
              Pages you have already read still open, and search finds words you have searched for before. Reload this
              page once you are back online.
            </p>
            <p>
              To keep every page at hand, tick <strong>Save the docs for offline reading</strong> at the bottom of any
              page while you are online.
            </p>
            <p>
              <Link to="/">Go to the home page</Link>
            </p>
          </div>
        </div>
      </main>
    </Layout>
  );
}
