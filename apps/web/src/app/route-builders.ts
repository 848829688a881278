/** How the route table is built: a page, an area with its index page, a layout — each a lazily loaded chunk. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle.ts';

export type Module = { default: ComponentType };
export const lazyModule = (load: () => Promise<Module>) => async () => ({ Component: (await load()).default });
const comingSoon = () => import('../features/common/ComingSoonPage.tsx');

/** A page route; without a loader it shows the coming-soon state. */
export function page(
  path: string,
  title: string,
  load: () => Promise<Module> = comingSoon,
  handle: RouteHandle = {},
): RouteObject {
  return { path, lazy: lazyModule(load), handle: { title, ...handle } };
}

/** An area with its own index page and child pages. */
export function area(
  path: string,
  title: string,
  children: RouteObject[],
  load: () => Promise<Module> = comingSoon,
): RouteObject {
  return { path, handle: { title }, children: [{ index: true, lazy: lazyModule(load) }, ...children] };
}

export function layout(
  load: () => Promise<Module>,
  children: RouteObject[],
  extra: Partial<RouteObject> = {},
): RouteObject {
  return { lazy: lazyModule(load), children, ...extra } as RouteObject;
}
