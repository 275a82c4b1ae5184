import type {InternalRow} from '../row';

export const row: InternalRow = {
  id: 'announcement-id',
  kind: 'inline script',
  target: {
    package: '@docusaurus/theme-common',
    path: 'lib/contexts/announcementBar.js',
    contains: ["'docusaurus.announcement.id'"],
  },
  ours: 'plugins/internals/announcement-id/index.ts',
  why: 'Behaviour: a new announcement (new id) stays hidden on the first visit after it is published; the script un-hides it.',
  saving: {bytes: null, timing: null, note: 'None sought: behaviour.'},
  guard: [
    'build audit (plugins/internals/moduleReplacement.ts)' + ' (storage key and attribute in the theme)',
    'tests/e2e/chrome.spec.ts',
  ],
  canGoWhen: "The theme's inline script compares the stored id.",
};
