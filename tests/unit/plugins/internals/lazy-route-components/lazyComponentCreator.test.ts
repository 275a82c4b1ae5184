import {type ComponentType, createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';

// The original builds a react-loadable component per call; in its place, one that records each call and
// returns a component that renders its route and has react-loadable's preload().
const made: string[] = [];
vi.mock('@docusaurus/ComponentCreator?original', () => ({
  default: (path: string, hash: string) => {
    made.push(`${path}-${hash}`);
    const Loaded = (props: {title?: string}) => createElement('p', null, `${path} ${props.title ?? ''}`.trim());
    Loaded.preload = () => Promise.resolve(`${path} loaded`);
    return Loaded;
  },
}));

const {default: ComponentCreator} = await import('@site/plugins/internals/lazy-route-components/lazyComponentCreator');

describe('route components made on first use', () => {
  beforeEach(() => {
    made.length = 0;
  });

  it('makes none while the route table is built', () => {
    for (let i = 0; i < 700; i++) ComponentCreator(`/docs/page-${i}`, `h${i}`);
    expect(made).toEqual([]);
  });

  it("makes a route's component on its first preload, once, and answers with the original's preload", async () => {
    const route = ComponentCreator('/developers/v3/overview', 'abc');
    await expect(route.preload()).resolves.toBe('/developers/v3/overview loaded');
    await route.preload();
    expect(made).toEqual(['/developers/v3/overview-abc']);
  });

  it('renders what the original component renders, with the props the router gives it', () => {
    const route = ComponentCreator('/getting-started/intro', 'def') as ComponentType<{title?: string}>;
    expect(renderToStaticMarkup(createElement(route, {title: 'Intro'}))).toBe('<p>/getting-started/intro Intro</p>');
    expect(renderToStaticMarkup(createElement(route, {}))).toBe('<p>/getting-started/intro</p>');
    expect(made).toEqual(['/getting-started/intro-def']);
  });

  it('keeps routes apart: each makes its own component', async () => {
    const first = ComponentCreator('/a', '1');
    const second = ComponentCreator('/b', '2');
    await Promise.all([second.preload(), first.preload()]);
    expect(made).toEqual(['/b-2', '/a-1']);
  });
});
