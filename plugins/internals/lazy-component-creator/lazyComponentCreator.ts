/**
 * Core's ComponentCreator, building each route's loadable component on first
 * use. The route table calls it for every route of the site while the main
 * chunk first runs, and each call flattens the route's chunk names and builds
 * a react-loadable class: work in that first, blocking task for routes a
 * reader mostly never opens.
 * What the app uses of a route component is rendering it and its static
 * `preload()` (core's preload.js, before hydration and navigation).
 */

import OriginalComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator.js?original';
import {createElement, type ReactNode} from 'react';

type RouteLoadable = ReturnType<typeof OriginalComponentCreator>;

export default function ComponentCreator(path: string, hash: string): RouteLoadable {
  let loadable: RouteLoadable | undefined;
  const routeLoadable = () => {
    loadable ??= OriginalComponentCreator(path, hash);
    return loadable;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one component per route, made once when the route table is built, as the original makes its loadable
  function RouteComponent(props: Record<string, unknown>): ReactNode {
    return createElement(routeLoadable(), props);
  }
  RouteComponent.preload = () => routeLoadable().preload();
  return RouteComponent as unknown as RouteLoadable;
}
