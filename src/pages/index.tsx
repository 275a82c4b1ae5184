import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/config/customFields';
import HomeCards from '@site/src/components/HomeCards';
import Layout from '@theme/Layout';
import type React from 'react';

export default function Home(): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  const {siteDescription} = siteConfig.customFields as SiteCustomFields;
  return (
    <Layout title="Home" description={siteDescription}>
      <main className="home">
        <h1 className="sr-only">{siteConfig.title}</h1>
        <HomeCards />
        <nav className="home-more container" aria-label="More documentation">
          <Link className="home-more__link" to="/resources">
            <strong>Resources</strong>
            <span>Glossary, FAQ, links and deprecated projects</span>
          </Link>
          <Link className="home-more__link" to="/partners/introduction">
            <strong>Partners</strong>
            <span>Integrate vaults and earn with the partner program</span>
          </Link>
          <Link className="home-more__link" to="/developers/addresses">
            <strong>Contract addresses</strong>
            <span>Every published address, verified on-chain</span>
          </Link>
        </nav>
      </main>
    </Layout>
  );
}
