import type {PropSidebar} from '@docusaurus/plugin-content-docs';

/** What every contract page needs from the developers docs: their sidebar and search tag parts. */
export interface ContractReferenceDocsContext {
  pluginId: string;
  versionName: string;
  sidebarName: string;
  sidebar: PropSidebar;
}
