/**
 * Docusaurus hides a dismissed announcement bar before hydration by reading
 * only the "dismissed" flag, so a new announcement (new id) stays hidden on
 * the reader's first visit after it is published. This inline script runs
 * right after the theme's own and un-hides the bar when the stored id is not
 * the current one; React then shows it and records the new id.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {expectInSource, packageFile} from '../moduleReplacement';

/** The theme's storage key and attribute this script relies on; a build fails when either is gone. */
export function assertThemeStillMatches(): void {
  expectInSource('announcement-id', packageFile('@docusaurus/theme-common', 'lib/contexts/announcementBar.js'), [
    "'docusaurus.announcement.id'",
  ]);
  expectInSource('announcement-id', packageFile('@docusaurus/theme-classic', 'lib/inlineScripts.js'), [
    "'data-announcement-bar-initially-dismissed'",
  ]);
}

export function announcementIdScript(currentId: string, storageNamespace: string): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${storageNamespace}`);
  return `(function(){try{if(localStorage.getItem(${idKey})!==${JSON.stringify(currentId)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementIdCheckPlugin(context: LoadContext): Plugin {
  const announcementBar = (context.siteConfig.themeConfig as {announcementBar?: {id: string}}).announcementBar;
  if (announcementBar) assertThemeStillMatches();
  return {
    name: 'announcement-id-check',
    injectHtmlTags() {
      if (!announcementBar) return {};
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: announcementIdScript(announcementBar.id, context.siteStorage.namespace)},
        ],
      };
    },
  };
}
