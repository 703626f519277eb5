import type { MessageDescriptor } from 'react-intl';
import type { FunctionCode } from '../session/landing.ts';

/** The menu's sections: the top tabs and the side entries of spec §2. */
export type SectionId =
  | 'manager-report'
  | 'config'
  | 'financial-settings'
  | 'housekeeping-setting'
  | 'sales-settings'
  | 'reservation'
  | 'reception'
  | 'outlet'
  | 'cashier'
  | 'housekeeping'
  | 'engineer'
  | 'financial'
  | 'sales';

export interface MenuSectionDefinition {
  id: SectionId;
  /** The value kept in session storage `menu` while the section is active (spec §2; 6 is Reservation). */
  tab: number;
  /** Top tab (1–9) or side entry (10–13). */
  placement: 'top' | 'side';
  label: MessageDescriptor;
  /** Interface-text code whose text, when the service has one, replaces the label (spec §2). */
  textCode: string;
  /** Who sees the section (spec §6); 'signed-in' where the menu data carries no role list. */
  access: readonly FunctionCode[] | 'signed-in';
  /** Where the tab or entry leads, relative to /menu. */
  home: string;
}

/**
 * One route of spec §2 under /menu, as the menu, help and access know it: everything but its
 * screen, which the app joins on from the department modules (app/routes/menu.ts).
 */
export interface MenuEntry {
  /** Relative to /menu, exactly as the spec writes it (typos included), e.g. 'app/cencellation-reason'. */
  path: string;
  section: SectionId;
  /** The side menu's submenu group (e.g. reports); none for items at the section's top level. */
  group?: MessageDescriptor;
  label: MessageDescriptor;
  /** Route data (spec §2): the title of the route's manual, as help/{menu} shows it. */
  helpTitle: string;
  /** Who may open it (spec §6). */
  access: readonly FunctionCode[] | 'signed-in';
  /** Listed in the side menu; false for paths other screens open (e.g. a reservation by its hash). */
  inMenu: boolean;
  /**
   * The route that owns the screen this path also opens (spec §2: the reception room-availability
   * paths open reservation's; reception and {hash} paths open edit-reservation). It takes that
   * route's screen and manual, so it goes live the moment the owner does.
   */
  sharesScreenWith?: string;
}
