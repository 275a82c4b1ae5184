/**
 * Docusaurus hides a dismissed announcement bar before hydration by reading
 * only the "dismissed" flag, so a new announcement (new id) stays hidden on
 * the reader's first visit after it is published. This inline script runs
 * right after the theme's own and un-hides the bar when the stored id is not
 * the current one; React then shows it and records the new id.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

export function announcementIdScript(currentId: string, storageNamespace: string): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${storageNamespace}`);
  return `(function(){try{if(localStorage.getItem(${idKey})!==${JSON.stringify(currentId)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementIdCheckPlugin(context: LoadContext): Plugin {
  const announcementBar = (context.siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  return {
    name: 'announcement-id-check',
    injectHtmlTags() {
      if (!announcementBar) return {};
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementIdScript(announcementBar.id, context.siteStorage.namespace)}]};
    },
  };
}
