import {stripPermalinkSlashes, withoutTrailingSlash} from '@site/plugins/slashless-docs/permalinks';
import {describe, expect, it} from 'vitest';

describe('withoutTrailingSlash', () => {
  it.each([
    ['/developers/addresses/', '/developers/addresses'],
    ['/resources/', '/resources'],
    ['/some/path/resources//', '/some/path/resources'],
    ['/developers/v3/overview', '/developers/v3/overview'],
    ['/', '/'],
  ])('%s → %s', (permalink, expected) => {
    expect(withoutTrailingSlash(permalink)).toBe(expected);
  });
});

describe('stripPermalinkSlashes', () => {
  it('strips every permalink of a loaded version, nested or in lists, and leaves other fields alone', () => {
    // The shape of @docusaurus/plugin-content-docs' LoadedVersion, reduced to the fields that carry paths.
    const versions = [
      {
        path: '/developers',
        docs: [
          {
            id: 'addresses/index',
            permalink: '/developers/addresses/',
            slug: '/addresses/',
            previous: {title: 'Intro', permalink: '/developers/intro'},
            next: {title: 'Core', permalink: '/developers/addresses/core-contracts'},
          },
          {id: 'security/index', permalink: '/developers/security/', previous: {permalink: '/developers/addresses/'}},
        ],
        categoryGeneratedIndices: [{slug: '/category/x', permalink: '/developers/category/x/'}],
        sidebars: {
          developers: [
            {type: 'category', items: [], link: {type: 'generated-index', permalink: '/developers/category/x/'}},
            {type: 'link', href: '/keep/this/'},
          ],
        },
      },
    ];
    stripPermalinkSlashes(versions);
    const [version] = versions;
    expect(version?.docs.map((doc) => doc.permalink)).toEqual(['/developers/addresses', '/developers/security']);
    expect(version?.docs[1]?.previous.permalink).toBe('/developers/addresses');
    expect(version?.docs[0]?.next?.permalink).toBe('/developers/addresses/core-contracts');
    expect(version?.categoryGeneratedIndices[0]?.permalink).toBe('/developers/category/x');
    expect(version?.sidebars.developers[0]?.link?.permalink).toBe('/developers/category/x');
    // A slug is the author's input and an external href is not a doc's path.
    expect(version?.docs[0]?.slug).toBe('/addresses/');
    expect(version?.sidebars.developers[1]?.href).toBe('/keep/this/');
  });
});
