import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {
  docsShownAsCards,
  type SidebarItemLike,
  withCardDescriptionsOnly,
} from '@site/plugins/internals/lean-docs-metadata/cardDescriptions';
import {describe, expect, it} from 'vitest';

const sidebar: SidebarItemLike[] = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    link: {type: 'doc', id: 'addresses/index'},
    items: [
      {type: 'doc', id: 'addresses/v3'},
      {type: 'category', link: {type: 'doc', id: 'addresses/deep'}, items: [{type: 'doc', id: 'addresses/deep/one'}]},
      {type: 'link'},
    ],
  },
  {
    type: 'category',
    link: {type: 'generated-index'},
    items: [
      {type: 'doc', id: 'deprecated/a'},
      {type: 'ref', id: 'deprecated/b'},
    ],
  },
  {type: 'category', items: [{type: 'doc', id: 'plain/one'}]},
];

describe('docsShownAsCards', () => {
  it('keeps the doc items right under a generated index or a page that lists cards, and nothing else', () => {
    const shown = docsShownAsCards([sidebar], (id) => id === 'addresses/index');
    expect([...shown].sort()).toEqual(['addresses/v3', 'deprecated/a', 'deprecated/b']);
  });

  it('finds card pages at any depth', () => {
    const shown = docsShownAsCards([sidebar], (id) => id === 'addresses/deep');
    expect([...shown].sort()).toEqual(['addresses/deep/one', 'deprecated/a', 'deprecated/b']);
  });
});

describe('withCardDescriptionsOnly', () => {
  const version = {
    pluginId: 'developers',
    version: 'current',
    docsSidebars: {
      developers: [
        {type: 'link', href: '/developers/intro', label: 'Intro', docId: 'intro', unlisted: false},
        {
          type: 'category',
          label: 'Addresses',
          items: [{type: 'link', href: '/developers/addresses/v3', label: 'V3', docId: 'addresses/v3', unlisted: true}],
        },
      ],
    },
    docs: {
      'addresses/v3': {id: 'addresses/v3', title: 'V3', description: 'Every V3 address.', sidebar: 'developers'},
      intro: {id: 'intro', title: 'Intro', description: 'Start here.', sidebar: 'developers'},
    },
  } as unknown as PropVersionMetadata;
  const route: RouteConfig = {
    path: '/developers',
    component: 'root',
    routes: [{path: '/developers', component: 'version', props: {version}}],
  };

  it('keeps in nested version metadata only the docs shown as cards, and leaves the original alone', () => {
    const lean = withCardDescriptionsOnly(route, new Set(['addresses/v3']));
    const docs = (lean.routes![0]!.props!.version as PropVersionMetadata).docs;
    expect(docs).toEqual({
      'addresses/v3': {id: 'addresses/v3', title: 'V3', description: 'Every V3 address.', sidebar: 'developers'},
    });
    expect(version.docs.intro!.description).toBe('Start here.');
  });

  it('drops only the unlisted flags that are false from the sidebars', () => {
    const lean = withCardDescriptionsOnly(route, new Set());
    expect((lean.routes![0]!.props!.version as PropVersionMetadata).docsSidebars).toEqual({
      developers: [
        {type: 'link', href: '/developers/intro', label: 'Intro', docId: 'intro'},
        {
          type: 'category',
          label: 'Addresses',
          items: [{type: 'link', href: '/developers/addresses/v3', label: 'V3', docId: 'addresses/v3', unlisted: true}],
        },
      ],
    });
  });

  it('leaves routes without version metadata as they are', () => {
    const plain: RouteConfig = {path: '/a', component: 'page', props: {other: 1}};
    expect(withCardDescriptionsOnly(plain, new Set())).toEqual(plain);
  });
});
