import type { AnchorHTMLAttributes, DetailedHTMLProps, ReactElement } from 'react';

/**
 * One entry of the staff menu, as the side menu and the hamburger menu show it: a link (`url`) or
 * a group of further entries (`children`). Labels arrive translated; ui does not translate them.
 */
export interface NavItem {
  /** Unique within the whole menu. */
  id: string;
  label: string;
  /** Where the entry leads, e.g. '/menu/app/reservation-dashboard'. Groups may have none. */
  url?: string;
  /** The spec's notNow flag: the screen is not available yet; a close icon says so. */
  notNow?: boolean;
  children?: readonly NavItem[];
}

/** Props a custom link renderer receives: spread them on the anchor (they carry ref and handlers). */
export type NavLinkDomProps = DetailedHTMLProps<AnchorHTMLAttributes<HTMLAnchorElement>, HTMLAnchorElement>;

/**
 * Renders a menu link with the app's router, e.g.
 * `(props) => <RouterLink {...props} to={props.href ?? ''} />`. Without it the menus render
 * react-aria links, which follow RAC's RouterProvider.
 */
export type NavLinkRenderer = (props: NavLinkDomProps, item: NavItem) => ReactElement;

export const isGroup = (item: NavItem): boolean => (item.children?.length ?? 0) > 0;

/**
 * The chain of entries from the top level down to the entry whose url is `url`, both included;
 * empty when no entry has that url. The side menu opens these groups so the current page shows.
 */
export function trailTo(items: readonly NavItem[], url: string | null | undefined): NavItem[] {
  if (!url) return [];
  for (const item of items) {
    if (item.url === url) return [item];
    if (item.children) {
      const below = trailTo(item.children, url);
      if (below.length > 0) return [item, ...below];
    }
  }
  return [];
}

/** The entries of the level reached by opening the groups `path` (ids) one after another. */
export function levelAt(items: readonly NavItem[], path: readonly string[]): readonly NavItem[] {
  let level = items;
  for (const id of path) {
    const group = level.find((item) => item.id === id);
    if (!group?.children) return level;
    level = group.children;
  }
  return level;
}
