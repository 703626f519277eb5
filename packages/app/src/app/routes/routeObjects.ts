import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { RouteObject } from 'react-router';
import type { SectionId } from '../../shared/menu/types.ts';
import type { MenuRoute } from './menu.ts';

/** Route data of every route under /menu (spec §2), read through useMatches(). */
export interface MenuRouteHandle {
  section: SectionId;
  helpTitle: string;
  access: MenuRoute['access'];
  /** The page's name, for the pages that stand in for it (not available yet, refused). */
  label: MessageDescriptor;
}

export function isMenuRouteHandle(handle: unknown): handle is MenuRouteHandle {
  return typeof handle === 'object' && handle !== null && 'section' in handle && 'access' in handle;
}

/**
 * The router's children of /menu: a route with a screen loads it lazily (paths sharing a screen
 * share its loader, so its module loads once); one without shows `notAvailable`.
 */
export function menuRouteObjects(routes: readonly MenuRoute[], notAvailable: ComponentType): RouteObject[] {
  return routes.map((route) => {
    const handle: MenuRouteHandle = {
      section: route.section,
      helpTitle: route.helpTitle,
      access: route.access,
      label: route.label,
    };
    return route.screen
      ? { path: route.path, handle, lazy: route.screen }
      : { path: route.path, handle, Component: notAvailable };
  });
}
