import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** A horizontal rule between sidebar groups. */
export const divider: SidebarItem = {type: 'html', value: '<hr/>', className: 'divider'};

/** Class of a link item; where it points at the page open, the page's own entry alone is highlighted (src/css/custom.css). */
export const LINK_ITEM_CLASS = 'sidebar-cross-link';

/** A link to another part of the site or an external app, as the sidebars show them. */
export function link(label: string, href: string): SidebarItem {
  return {type: 'link', label, href, className: LINK_ITEM_CLASS};
}
