/** How the route table is built: a page, an area with its index page, a layout — each a lazily loaded chunk. */
import { createElement, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../components/route-handle.ts';

export type Module = { default: ComponentType };
export const lazyModule = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });
/** A page route. */
export function page(path: string, title: string, load: () => Promise<Module>, handle: RouteHandle = {}): RouteObject {
  return { path, lazy: lazyModule(load), handle: { title, ...handle } };
}

/** An area with its own index page and child pages; `{ to }` as its index sends its own address to one of them. */
export function area(
  path: string,
  title: string,
  children: RouteObject[],
  index: (() => Promise<Module>) | { to: string },
): RouteObject {
  const own: RouteObject =
    typeof index === 'function'
      ? { index: true, lazy: lazyModule(index) }
      : { index: true, element: createElement(Navigate, { to: index.to, replace: true }) };
  return { path, handle: { title }, children: [own, ...children] };
}

export function layout(
  load: () => Promise<Module>,
  children: RouteObject[],
  extra: Partial<RouteObject> = {},
): RouteObject {
  return { lazy: lazyModule(load), children, ...extra } as RouteObject;
}
