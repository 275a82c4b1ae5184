import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

/** A horizontal rule between sidebar groups. */
export const divider: SidebarItem = {type: 'html', value: '<hr/>', className: 'divider'};

/** A link to another part of the site or an external app, as the sidebars show them. */
export function link(label: string, href: string): SidebarItem {
  return {type: 'link', label, href};
}
