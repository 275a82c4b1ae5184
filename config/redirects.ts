/**
 * Every redirect the site answers, in one list: the static build writes a
 * redirect page for each (hosts without redirects), the host configuration
 * (`_redirects`) and the local server answer them with a real 301, and the
 * client router follows the section roots. A published folder path of a page
 * that kept its name (`/a/b/` → `/a/b`) is that page's own folder, served as
 * it is.
 */
import {type DocsSection, docsSections, landingPath, sectionRoute} from '../src/data/sections';

export interface SiteRedirect {
  from: string;
  to: string;
}

/** Section roots without a page of their own open the section's entry page. */
export function sectionRootRedirectsOf(sections: readonly Pick<DocsSection, 'id' | 'landingDoc'>[]): SiteRedirect[] {
  return sections
    .map((section) => ({from: sectionRoute(section), to: landingPath(section)}))
    .filter(({from, to}) => from !== to);
}

export const sectionRootRedirects: readonly SiteRedirect[] = sectionRootRedirectsOf(docsSections);

/**
 * Paths under which Yearn's documentation has published a page, mapped to the
 * page that answers them now: pages that moved, one page merged into another,
 * and folder index pages published with a trailing slash.
 */
export const publishedPathRedirects: readonly SiteRedirect[] = [
  {from: '/developers/addresses/', to: '/developers/addresses'},
  {from: '/developers/data-services/metrics/', to: '/developers/data-services/metrics'},
  {from: '/developers/deprecated-products/stablecredit', to: '/resources/deprecated/stablecredit'},
  {from: '/developers/deprecated-products/vecrv-boosts', to: '/resources/deprecated/vecrv-boosts'},
  {from: '/developers/deprecated-products/woofy', to: '/resources/deprecated/woofy'},
  {from: '/developers/deprecated-products/yPools/yETH/adding-assets', to: '/developers/ypools/yeth/adding-assets'},
  {from: '/developers/deprecated-products/yPools/yETH/yeth-faq', to: '/getting-started/products/ypools/yeth/yeth-faq'},
  {from: '/developers/deprecated-products/yPools/yETH/yeth-overview', to: '/developers/ypools/yeth/yeth-overview'},
  {from: '/developers/deprecated-products/yPools/ypools-overview', to: '/developers/ypools/ypools-overview'},
  {from: '/developers/deprecated-products/yPools/ypools-roles', to: '/developers/ypools/ypools-roles'},
  {from: '/developers/deprecated-products/yPrisma/overview', to: '/resources/deprecated/yPrisma/overview'},
  {
    from: '/developers/deprecated-products/yPrisma/yprisma-contracts',
    to: '/resources/deprecated/yPrisma/yprisma-contracts',
  },
  {from: '/developers/deprecated-products/yPrisma/yprisma-faq', to: '/resources/deprecated/yPrisma/yprisma-faq'},
  {from: '/developers/deprecated-products/yPrisma/yprisma-guide', to: '/resources/deprecated/yPrisma/yprisma-guide'},
  {from: '/developers/deprecated-products/ybribe/', to: '/resources/deprecated/ybribe'},
  {from: '/developers/deprecated-products/yearn', to: '/resources/deprecated/yearn'},
  {from: '/developers/deprecated-products/ygift', to: '/resources/deprecated/ygift'},
  {from: '/developers/deprecated-products/ytrade', to: '/resources/deprecated/ytrade'},
  {from: '/developers/governance-apps/', to: '/developers/governance-apps'},
  {from: '/developers/security/', to: '/developers/security'},
  {from: '/developers/security/risks/', to: '/developers/security/risks'},
  {from: '/developers/smart-contracts/', to: '/developers/smart-contracts'},
  {from: '/developers/smart-contracts/V2/', to: '/developers/smart-contracts/V2'},
  {from: '/developers/smart-contracts/V3/', to: '/developers/smart-contracts/V3'},
  {
    from: '/developers/smart-contracts/V3/Periphery/Yearn4626Router/',
    to: '/developers/smart-contracts/V3/Periphery/Yearn4626Router',
  },
  {from: '/developers/smart-contracts/deprecated/', to: '/developers/smart-contracts/deprecated'},
  {from: '/developers/smart-contracts/deprecated/V1/introduction', to: '/developers/v1/introduction'},
  {
    from: '/developers/smart-contracts/deprecated/V2/version-0.4.2/yearn-lens/',
    to: '/developers/smart-contracts/deprecated/V2/version-0.4.2/yearn-lens',
  },
  {
    from: '/developers/smart-contracts/deprecated/V2/version-0.4.3/yearn-lens/',
    to: '/developers/smart-contracts/deprecated/V2/version-0.4.3/yearn-lens',
  },
  {
    from: '/developers/smart-contracts/deprecated/V2/version-0.4.5/yearn-lens/',
    to: '/developers/smart-contracts/deprecated/V2/version-0.4.5/yearn-lens',
  },
  {
    from: '/developers/smart-contracts/deprecated/V3/version-3.0.2/periphery/Yearn4626Router/',
    to: '/developers/smart-contracts/deprecated/V3/version-3.0.2/periphery/Yearn4626Router',
  },
  {
    from: '/developers/smart-contracts/deprecated/V3/version-3.0.3/Periphery/Yearn4626Router/',
    to: '/developers/smart-contracts/deprecated/V3/version-3.0.3/Periphery/Yearn4626Router',
  },
  {from: '/developers/yvusd/', to: '/developers/yvusd'},
  {
    from: '/getting-started/products/ylockers/yprisma/farming',
    to: '/getting-started/products/ylockers/yprisma/overview',
  },
  {from: '/getting-started/products/ylockers/yprisma/yprisma-faq', to: '/resources/deprecated/yPrisma/yprisma-faq'},
  {from: '/getting-started/products/ylockers/yprisma/yprisma-guide', to: '/resources/deprecated/yPrisma/yprisma-guide'},
  {from: '/resources/deprecated/ybribe/', to: '/resources/deprecated/ybribe'},
];

export const siteRedirects: readonly SiteRedirect[] = [...sectionRootRedirects, ...publishedPathRedirects];

const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * A published folder path whose page is now its bare path (`/a/b/` → `/a/b`).
 * Every page is written at `a/b/index.html`, which static hosts serve for
 * `/a/b/` as well, so such a path needs no redirect of its own.
 */
const isSlashedPage = ({from, to}: SiteRedirect) => bare(from) === to;

/**
 * The redirects the client-redirects plugin writes a page for, each at
 * `<from>/index.html`, which a static host serves for the path with and
 * without its trailing slash. The page sends the reader to the target's
 * slashed path (`/a/b/`): hosts answer that from the target's folder with no
 * further redirect, where `/a/b` costs one more on most of them (`/a/b` →
 * `/a/b/`), so a source reaches its page within two hops on every host.
 */
export function redirectPages(redirects: readonly SiteRedirect[]): SiteRedirect[] {
  const pages = new Map<string, SiteRedirect>();
  for (const redirect of redirects) {
    const path = bare(redirect.from);
    if (!isSlashedPage(redirect) && !pages.has(path)) pages.set(path, {from: path, to: `${redirect.to}/`});
  }
  return [...pages.values()];
}

/**
 * The redirects a host configuration (`_redirects`) lists: each source with
 * and without its trailing slash. A slashed page path is left out: the page
 * itself answers it, and a host that follows a listed redirect before its
 * files (Cloudflare Pages) while also sending `/a/b` to `/a/b/` would loop.
 */
export function hostRedirects(redirects: readonly SiteRedirect[]): SiteRedirect[] {
  const listed = new Map<string, SiteRedirect>();
  for (const redirect of redirects) {
    if (isSlashedPage(redirect)) continue;
    for (const from of [bare(redirect.from), `${bare(redirect.from)}/`]) {
      if (!listed.has(from)) listed.set(from, {from, to: redirect.to});
    }
  }
  return [...listed.values()];
}
