import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {
  docListNeed,
  docsPluginsReadByNavbar,
  hasDocLists,
  withMainDocsOnly,
  withoutDocLists,
} from '@site/plugins/internals/lean-docs-metadata/globalData';
import {SITE_ROOT} from '@site/tests/unit/support/siteRoot';
import {describe, expect, it} from 'vitest';

const data: GlobalPluginData = {
  path: '/developers',
  breadcrumbs: false,
  versions: [
    {
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/developers',
      mainDocId: 'building-on-yearn',
      docs: [
        {id: 'building-on-yearn', path: '/developers/building-on-yearn', sidebar: 'developers'},
        {id: 'v3/overview', path: '/developers/v3/overview', sidebar: 'developers'},
      ],
      draftIds: [],
      sidebars: {developers: {link: {label: 'Building on Yearn', path: '/developers/building-on-yearn'}}},
    },
  ],
};

/** Every file under a folder whose name matches `pattern`. */
function filesIn(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => pattern.test(file))
    .map((file) => path.join(folder, file));
}

describe('the docs global data every page loads', () => {
  it('drops each version’s doc list and keeps its path, main doc, drafts and sidebars', () => {
    const lean = withoutDocLists(data);
    expect(lean.versions[0]!.docs).toEqual([]);
    const {docs: _dropped, ...kept} = data.versions[0]!;
    expect(lean.versions[0]).toEqual({...kept, docs: []});
    expect({...lean, versions: []}).toEqual({...data, versions: []});
    expect(data.versions[0]!.docs).toHaveLength(2);
  });

  it('keeps only each version’s main doc, which a version button opens, for a section of one version', () => {
    const lean = withMainDocsOnly(data);
    expect(lean.versions[0]!.docs).toEqual([
      {id: 'building-on-yearn', path: '/developers/building-on-yearn', sidebar: 'developers'},
    ]);
    const {docs: _dropped, ...kept} = data.versions[0]!;
    expect({...lean.versions[0], docs: []}).toEqual({...kept, docs: []});
    expect(data.versions[0]!.docs).toHaveLength(2);
  });

  it('gives a section read only by version items of one version its main docs, and every doc otherwise', () => {
    const dropdown = [{type: 'dropdown', items: [{type: 'docsVersionDropdown', docsPluginId: 'developers'}]}];
    expect(docListNeed(dropdown, 'developers', 1)).toBe('main docs');
    expect(docListNeed([{type: 'docsVersion', docsPluginId: 'developers'}], 'developers', 1)).toBe('main docs');
    // A second version has the reader's doc to link to.
    expect(docListNeed(dropdown, 'developers', 2)).toBe('all');
    // A doc item names any doc by id; a sidebar item marks itself active by the reader's doc.
    expect(docListNeed([...dropdown, {type: 'doc', docsPluginId: 'developers'}], 'developers', 1)).toBe('all');
    expect(docListNeed([...dropdown, {type: 'docSidebar', docsPluginId: 'developers'}], 'developers', 1)).toBe('all');
    expect(docListNeed(dropdown, 'resources', 1)).toBe('none');
  });

  it('recognises the data it trims, and nothing else, so the build audit fails when the shape moves', () => {
    expect(hasDocLists(data)).toBe(true);
    expect(hasDocLists({path: '/x', versions: []})).toBe(false);
    expect(hasDocLists({versions: [{name: 'current'}]})).toBe(false);
    expect(hasDocLists(undefined)).toBe(false);
  });

  it('keeps the lists of the sections a doc or version navbar item reads, dropdowns included', () => {
    const read = docsPluginsReadByNavbar([
      {type: 'default'},
      {type: 'docsVersionDropdown', docsPluginId: 'developers'},
      {type: 'dropdown', items: [{type: 'docSidebar', docsPluginId: 'resources'}, {type: 'default'}]},
      {type: 'doc'},
      {type: 'search'},
    ]);
    expect([...read].sort()).toEqual(['default', 'developers', 'resources']);
    expect(docsPluginsReadByNavbar([{type: 'default'}, {type: 'localeDropdown'}]).size).toBe(0);
  });

  it('is read in the browser only by the navbar items and version banner the site does not use', () => {
    const readers = /\b(useActiveDocContext|useLayoutDoc|useDocVersionSuggestions|getActiveDocContext)\(/;
    const folders = [
      'node_modules/@docusaurus/theme-classic/lib',
      'node_modules/@docusaurus/theme-common/lib',
      'node_modules/@docusaurus/theme-search-algolia/lib',
      'node_modules/@docusaurus/plugin-content-docs/lib/client',
    ];
    const found = folders
      .flatMap((folder) => filesIn(path.join(SITE_ROOT, folder), /\.js$/))
      .concat(filesIn(path.join(SITE_ROOT, 'src'), /\.tsx?$/))
      .filter((file) => readers.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SITE_ROOT, file))
      .sort();
    // The docs plugin's own hooks, then the theme components that call them.
    expect(found).toEqual([
      'node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
      'node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
      'node_modules/@docusaurus/plugin-content-docs/lib/client/index.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem/DocNavbarItem.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem/DocSidebarNavbarItem.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js',
    ]);
  });
});
