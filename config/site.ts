/**
 * Facts about the product that code needs. The product name lives here and
 * only here; pages and components read it from `customFields.productName`.
 */
export const PRODUCT_NAME = 'Yearn';

export const site = {
  productName: PRODUCT_NAME,
  title: `${PRODUCT_NAME} Docs`,
  tagline: 'DeFi made simple',
  description: `Documentation for ${PRODUCT_NAME}, the decentralised yield protocol: vaults, strategies, governance, contract addresses and integration guides.`,
  /** Opens /llms.txt: what the site documents, for readers arriving through an assistant. */
  llmsSummary: `Documentation of ${PRODUCT_NAME}, a decentralised yield protocol on Ethereum and other EVM chains: how its vaults, strategies and lockers work and how to use them, how to build on and integrate it (V3 and V2 vaults, periphery contracts, data services, contract addresses and interface reference), how the DAO governs it, and partner integration. Each link below is the Markdown version of one page.`,
  defaultUrl: 'https://docs.yearn.fi',
  docsRepository: 'https://github.com/yearn/yearn-devdocs',
  /** Where "Let us know." in search sends readers who expected a result. */
  issueTracker: 'https://github.com/yearn/yearn-devdocs/issues',
  /** Bumped whenever the announcement text changes, so readers see it again. */
  announcementId: 'yearn-docs-2026-11-styfi',
  version: '0.4.3',
  links: {
    app: 'https://yearn.fi',
    blog: 'https://blog.yearn.fi',
    github: 'https://github.com/yearn',
    discord: 'https://discord.gg/yearn',
    x: 'https://x.com/yearnfi',
    telegram: 'https://t.me/yearnfinance/',
    medium: 'https://medium.com/iearn',
    forum: 'https://gov.yearn.fi',
    snapshot: 'https://snapshot.org/#/s:styfi.eth',
  },
} as const;
