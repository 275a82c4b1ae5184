/**
 * What the contract-reference plugin hands each contract page besides the
 * page itself: the developers docs' sidebar and the page's foot. Declared
 * here, below both, so the plugin and the page component share one shape.
 */
import type {PropSidebar} from '@docusaurus/plugin-content-docs';

/** What every contract page needs from the developers docs: their sidebar and search tag parts. */
export interface ContractReferenceDocsContext {
  pluginId: string;
  versionName: string;
  sidebarName: string;
  sidebar: PropSidebar;
}

export interface NavLink {
  title: string;
  permalink: string;
}

export interface ContractPageFooter {
  /** Milliseconds since the epoch. */
  lastUpdatedAt: number | null;
  previous: NavLink | null;
  next: NavLink | null;
}
