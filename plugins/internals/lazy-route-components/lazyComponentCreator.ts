/**
 * Docusaurus's ComponentCreator, each route's component made when the route
 * is first preloaded or rendered. The generated route table calls it for
 * every route of the site (some seven hundred here) while the main chunk
 * evaluates, and each call flattens the route's chunk names and builds a
 * react-loadable component: work in the longest task of every page load, for
 * routes the reader may never open. The route table only needs a component
 * with `preload()` (core's preload() calls it before hydration and on
 * navigation); both are answered by the original's component, made once.
 */
import createRouteComponent from '@docusaurus/ComponentCreator?original';
import {type ComponentType, createElement} from 'react';

type RouteComponent = ComponentType<object> & {preload(): Promise<unknown>};

export default function ComponentCreator(path: string, hash?: string): RouteComponent {
  let made: RouteComponent | undefined;
  const make = (): RouteComponent => {
    made ??= createRouteComponent(path, hash as string) as RouteComponent;
    return made;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route, when the route table is built, so each route keeps one component
  const Route = (props: object) => createElement(make(), props);
  Route.preload = () => make().preload();
  return Route;
}
