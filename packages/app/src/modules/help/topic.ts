import { MENU_ENTRIES, SECTIONS } from '../../shared/menu/catalogue.ts';
import type { MenuEntry, MenuSectionDefinition } from '../../shared/menu/types.ts';

/** What help/{menu} is about, as far as the route table knows it. */
export interface HelpTopic {
  /** The screen whose help title `menu` is; none for a section's own help or an unknown name. */
  route?: MenuEntry;
  /** The section `menu` names, or the one its screen belongs to. */
  section?: MenuSectionDefinition;
  /**
   * The help key to read when `menu` has no manual of its own: the section's label, which is how
   * the first manuals are keyed. Absent when `menu` already is the section's key.
   */
  fallbackKey?: string;
}

const sameKey = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;
const sectionKey = (section: MenuSectionDefinition) => String(section.label.defaultMessage);

/**
 * Reads help/{menu}: the shell passes a route's help title (e.g. 'Reservation Dashboard') or, on
 * a page without one, the section's label. Several sections have a screen of the same title (each
 * has its Actual Arrival report); then the section of `preferredTab`, the tab the staff member was
 * in, wins, else the first in menu order.
 */
export function helpTopic(
  menu: string,
  preferredTab: number | undefined,
  routes: readonly MenuEntry[] = MENU_ENTRIES,
  sections: readonly MenuSectionDefinition[] = SECTIONS,
): HelpTopic {
  const section = sections.find((candidate) => sameKey(sectionKey(candidate), menu));
  if (section) return { section };
  const titled = routes.filter((route) => sameKey(route.helpTitle, menu));
  const sectionOf = (route: MenuEntry) => sections.find((candidate) => candidate.id === route.section);
  const route = titled.find((candidate) => sectionOf(candidate)?.tab === preferredTab) ?? titled[0];
  if (!route) return {};
  const owner = sectionOf(route);
  return { route, ...(owner ? { section: owner, fallbackKey: sectionKey(owner) } : {}) };
}
