import type { NavItem } from '@pms/ui';
import type { MessageDescriptor } from 'react-intl';
import { matchPath } from 'react-router';
import type { MenuSectionDefinition, SectionId } from '../../shared/menu/types.ts';
import { grants, type SessionAccess } from '../../shared/session/landing.ts';
import type { MenuRoute } from '../routes/menu.ts';

export const MENU_BASE = '/menu';

/** The address of a path the route table writes relative to /menu. */
export const menuUrl = (path: string): string => `${MENU_BASE}/${path.replace(/^\/+/, '')}`;

/** Whether the session's roles open a section or a route (spec §6); the server decides for itself. */
export function allows(access: SessionAccess | null, required: MenuSectionDefinition['access']): boolean {
  if (!access) return false;
  if (required === 'signed-in') return true;
  return required.some((fn) => grants(access, fn));
}

/** The route table's entry for an address under /menu, parameters (e.g. a reservation's hash) included. */
export function routeAt(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  return routes.find((route) => matchPath({ path: menuUrl(route.path), end: true }, pathname) !== null);
}

/**
 * The section an address belongs to: its route's section, else the section whose home it is, else
 * none (the caller falls back to the tab kept in session storage).
 */
export function sectionAt(
  sections: readonly MenuSectionDefinition[],
  routes: readonly MenuRoute[],
  pathname: string,
): MenuSectionDefinition | undefined {
  const route = routeAt(routes, pathname);
  if (route) return sections.find((section) => section.id === route.section);
  return sections.find((section) => menuUrl(section.home) === pathname);
}

type Translate = (descriptor: MessageDescriptor) => string;

/**
 * The side menu of one section: its routes listed in the menu and open to the session, in table
 * order; routes sharing a `group` gather under one expandable entry where the group first appears.
 * A route without a screen carries notNow (the menus show a close icon).
 */
export function sectionMenu(
  routes: readonly MenuRoute[],
  section: SectionId,
  access: SessionAccess | null,
  translate: Translate,
): NavItem[] {
  const items: NavItem[] = [];
  const groups = new Map<string, { item: NavItem; children: NavItem[] }>();
  for (const route of routes) {
    if (route.section !== section || !route.inMenu || !allows(access, route.access)) continue;
    const entry: NavItem = {
      id: `${section}:${route.path}`,
      label: translate(route.label),
      url: menuUrl(route.path),
      ...(route.screen ? {} : { notNow: true }),
    };
    if (!route.group) {
      items.push(entry);
      continue;
    }
    const groupId = `${section}:group:${route.group.id}`;
    let group = groups.get(groupId);
    if (!group) {
      group = { item: { id: groupId, label: translate(route.group) }, children: [] };
      groups.set(groupId, group);
      items.push(group.item);
    }
    group.children.push(entry);
  }
  // NavItem is read-only once built: fill each group's children in place of the placeholder.
  return items.map((item) => {
    const group = groups.get(item.id);
    return group ? { ...item, children: group.children } : item;
  });
}
