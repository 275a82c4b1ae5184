import type {SidebarItemHtml, SidebarItemLink} from '@docusaurus/plugin-content-docs';

/** A horizontal rule between sidebar groups. */
export const divider: SidebarItemHtml = {type: 'html', value: '<hr/>', className: 'divider'};

/** A link to another part of the site or an external app, as the sidebars show them. */
export function link(label: string, href: string): SidebarItemLink {
  return {type: 'link', label, href};
}
