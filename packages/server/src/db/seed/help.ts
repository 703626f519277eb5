import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, LanguageCode } from '../schema.ts';
import { LAO_MANUALS } from './help-la.ts';
import { THAI_MANUALS } from './help-th.ts';

export interface Manual {
  /** The help key: the section's label, as the shell passes it to help/{menu}. */
  menu: string;
  title: string;
  body: string;
}

/**
 * The first manual of each department, in English: short, about the screens as the menu lays
 * them out, and editable by the hotel under Config > Texts and Help (/menu/app/setting-help).
 * Thai and Lao translations (help-th.ts, help-la.ts) follow it line for line.
 */
export const FIRST_MANUALS: readonly Manual[] = [
  {
    menu: 'Reservation',
    title: 'Reservation: bookings from enquiry to arrival',
    body: `Reservation is where bookings are taken, changed and followed up. It needs the RESERVATION role, and it is where you land after signing in.

## Everyday work
- **Reservation dashboard**: the hotel date, today's arrivals and departures and the rooms in house.
- **Room availability**: check free rooms by room type and date before you promise a room.
- **New reservation**: enter the guest, the stay dates, the room type, the rate code and the number of guests, then save and give the guest the reservation number.
- **Booking list**: find a booking by guest name, date or number and open it to change or cancel it.
- **Guest profile**: look the guest up before you make a new profile, so returning guests keep their history.

## Good to know
- Dates are hotel dates: the hotel date moves only at day end. Dates show as dd-MMM-yyyy, for example 21-Nov-2026.
- Use the remark for what the guest asked for, and the internal remark for notes only staff should see.
- "The record was changed by someone else": a colleague saved the same booking first. Reload it and make your change again; nothing of yours was saved.
- Arrival, departure, cancellation and no-show reports and the forecasts are in the Reports and Forecasts groups of the side menu.
- A menu item with a close icon is a screen that is not available yet.`,
  },
  {
    menu: 'Reception',
    title: 'Reception: arrivals, walk-ins and guests in house',
    body: `Reception checks guests in, looks after them during the stay and keeps the room picture right. It needs the RECEPTION role.

## Everyday work
- **Reception dashboard**: the hotel date, arrivals, departures, guests in house and rooms by status.
- **Check-in**: open today's arrival, confirm the guest's details and the room, and check the guest in.
- **Walk-in**: a guest without a booking. Check room availability first, then fill in the walk-in form.
- **In house**: every guest staying now; open a stay to change it or move the room.
- **Room control and room rack**: which rooms are occupied, vacant, clean or dirty.
- **Messages, flags, lost and found, pick-up and drop-off**: keep notes for guests and colleagues where everyone on shift can see them.

## Good to know
- Give a guest a room housekeeping has cleaned (clean or inspected), not a dirty one.
- A room move shows in the move room report; tell housekeeping when you move a guest.
- Expected and actual arrivals and departures, the in-house report and the walk-in report are in the Reports group.
- Dates are hotel dates (dd-MMM-yyyy); the hotel date moves at day end, not at midnight.`,
  },
  {
    menu: 'Cashier',
    title: 'Cashier: folios, payments, shifts and day end',
    body: `The cashier keeps the guests' accounts (folios), takes payments, closes each shift and runs the day end. It needs the CASHIER role.

## Everyday work
- **Guest folio**: every charge and payment of a stay. Post room charges, extras and payments here, and settle the folio at check-out.
- **Posting**: post a charge or a payment with its transaction code.
- **Advance deposit**: money a guest pays before arrival; it is transferred to the folio at check-in.
- **Account receivable and ledger**: balances to be paid later by companies and guests.
- **Close shift**: at the end of your shift (AM, PM or Night) count the cash, compare it with the system and close the shift.
- **Day end**: once a day, at night, after the last shift is closed. It moves the hotel date to the next day, so check that departures are settled first.

## Good to know
- Never delete a wrong posting: post a correction, so the audit trail stays complete (see the corrections and cancelled payments report).
- Amounts show with two decimals, '.' for decimals and ',' for thousands, in the local currency unless a currency is named.
- Trial balance, high balance, closed shift and posting journal reports are in the Reports group.`,
  },
  {
    menu: 'Outlet Services',
    title: 'Outlet services: restaurant, bar and other outlets',
    body: `Outlet services sell food, drinks and services in the hotel's outlets (restaurant, bar, spa and so on). It needs the CASHIER role.

## Everyday work
- **Outlet**: choose the outlet, add the items the guest takes, then either take payment or charge the bill to the guest's room folio.
- Check the room number and the guest's name before charging to a room: the charge appears on that guest's folio at once.
- Close your shift at the end of service like any cashier.

## Setting up
Outlets and their items and prices are set up under Config (Outlets group) by someone with the configuration role; payment types are a financial setting.

## Good to know
- A wrong charge is corrected with a correction posting, not deleted.
- Amounts show with two decimals in the local currency.`,
  },
  {
    menu: 'Housekeeping',
    title: 'Housekeeping: room status and minibar',
    body: `Housekeeping keeps every room's status right, so reception only sells rooms that are ready. It needs the HOUSEKEEPING role.

## Everyday work
- **Housekeeping dashboard**: rooms by status for the hotel date.
- **Room clean update**: set each room's status as you work: dirty, clean, then inspected once a supervisor has checked it.
- **Post to folio**: charge minibar and other room items to the guest staying in the room.
- **Expected departures and arrivals**: plan the day: rooms that will be vacated and rooms that must be ready, VIP arrivals first.

## Good to know
- Update the status as soon as a room is done: reception sees it at once.
- Tell reception about anything that stops a room being sold, and the engineer about anything broken.
- Room status today, vacant rooms and the room status change log are in the Reports group.
- Minibar types are set up under Housekeeping Setting.`,
  },
  {
    menu: 'Engineer',
    title: 'Engineering: maintenance jobs',
    body: `Engineering records and follows up repairs and maintenance. It needs the ENGINEER role.

## Everyday work
- **Engineer dashboard**: the hotel date and the rooms that need attention.
- **Maintenance**: record each job with the room or place, the maintenance type and what was done, and close it when it is finished.
- **Maintenance report**: the jobs of a period, for follow-up and planning.

## Good to know
- Record every job, even small ones: repeated faults in the same room show in the report.
- Tell reception and housekeeping when a room cannot be sold because of a repair, and again when it is ready.
- Maintenance types are set up under Config.`,
  },
  {
    menu: 'Financial',
    title: 'Finance: revenue, ledgers and financial settings',
    body: `Finance follows the hotel's revenue and balances. The Financial entry of the side menu is open to the SALE role; the Financial Settings tab needs FINANCIAL-SETTING.

## Everyday work
- **Financial dashboard**: the day's figures at a glance.
- **Hotel revenue, posting journal and posting summary**: revenue by transaction code for a day or a period.
- **Guest trial balance and ledgers**: what guests and companies owe.
- **Daily statistics and currency exchange summary**: the day's key figures and the money changed.

## Financial settings
- **Currencies and exchange rates**: exactly one currency is the local currency (shown in the top bar); a rate applies from its effective date.
- **Transaction codes and groups, payment types, bank accounts, terms of payment**: set these up before cashiers post with them.

## Good to know
- Figures follow the hotel date; a day's figures are final after its day end.
- Amounts show with two decimals, '.' for decimals and ',' for thousands.`,
  },
  {
    menu: 'Sales',
    title: 'Sales: companies, contracts and rates',
    body: `Sales looks after companies, agents and their contracts. The Sales entry needs the SALE role; the Sales Settings tab needs SALE-SETTING.

## Everyday work
- **Sales dashboard**: the day's figures for sales.
- **Company profile**: the companies and agents the hotel works with.
- **Contracts**: static contracts (fixed rates for a period) and dynamic profiles, with supplements, bonus nights, early-bird and long-stay offers, close-to-arrival and close-to-departure dates and compulsory charges.
- **Cancellation**: charges, policies and seasons that apply to each contract.

## Sales settings
Sources, markets, segments and rate codes are set up under Sales Settings; reservations use them to report where business comes from.

## Good to know
- Expected and actual arrivals and departures and cancellations of contract business are in the Reports group.
- Check a contract's dates and cancellation policy before you confirm it to the partner.`,
  },
  {
    menu: 'Manager Report',
    title: 'Manager reports: how the hotel is doing',
    body: `Manager reports show occupancy, revenue and statistics for management. They need the MANAGEMENT-INFORMATION-SYSTEM role.

## Reports
- **Productivity and revenue**: revenue and room figures for a period.
- **Manager's report**: the day's summary for the general manager.
- **Hotel statistics by date and summary**: occupancy, average rate and guests.
- **Production statistics**: business by source, market and segment.
- **Occupancy forecast**: rooms expected to be occupied in the coming days, also grouped.

## Good to know
- Figures follow the hotel date; run a day's reports after its day end for final figures.
- Dates show as dd-MMM-yyyy and amounts with two decimals in the local currency.`,
  },
  {
    menu: 'Config',
    title: 'Configuration: the hotel, users, texts and help',
    body: `Config holds the hotel's master data, its users and roles, the interface texts and these manuals. It needs the CONFIGULATION-SETTING role.

## Master data
- **Hotel detail and hotel year**: the hotel's name and logo (shown on the login screen) and its business year.
- **Rooms**: buildings, floors, room types, room numbers, bed types and features.
- **Guests**: titles, countries, cities and guest types.

## Users and roles
- Each user gets one or more roles; the first is the main role. A role grants the menu sections of its functions.
- A new user signs in with a temporary password and must choose a new one.
- Three failed sign-ins make the user wait 30 seconds; six block the user until you unlock them in Users.

## Texts and help
- **Language setting**: change a label of the app in one language (for example MENU_RESERVATION in TH). Your text replaces the built-in one for everyone, within about 20 seconds.
- **Help setting**: edit these manuals, one per menu and language. When a language has no manual, the English one is shown.`,
  },
];

/** The first manuals in every staff language, each translation keyed by the English menu. */
export const TRANSLATED_MANUALS: Readonly<Record<Exclude<LanguageCode, 'EN'>, readonly Manual[]>> = {
  TH: THAI_MANUALS,
  LA: LAO_MANUALS,
};

/** Every manual a new hotel starts with: English, Thai and Lao. */
export const SEEDED_MANUALS: readonly (Manual & { language: LanguageCode })[] = [
  ...FIRST_MANUALS.map((manual) => ({ ...manual, language: 'EN' as const })),
  ...Object.entries(TRANSLATED_MANUALS).flatMap(([language, manuals]) =>
    manuals.map((manual) => ({ ...manual, language: language as LanguageCode })),
  ),
];

/**
 * Adds the first manuals to a hotel that has never had any: a hotel whose staff deleted or
 * rewrote them keeps its own choice, across restarts and upgrades alike.
 */
export async function seedFirstManuals(
  trx: Transaction<Database> | Kysely<Database>,
  propertyId: number,
): Promise<boolean> {
  const hadManuals = await trx
    .selectFrom('help_text')
    .select(sql<number>`1`.as('one'))
    .where('property_id', '=', propertyId)
    .union(
      trx
        .selectFrom('audit_log')
        .select(sql<number>`1`.as('one'))
        .where('property_id', '=', propertyId)
        .where('entity', '=', 'help-text'),
    )
    .limit(1)
    .executeTakeFirst();
  if (hadManuals) return false;
  await trx
    .insertInto('help_text')
    .values(
      SEEDED_MANUALS.map((manual) => ({
        property_id: propertyId,
        menu: manual.menu,
        language: manual.language,
        title: manual.title,
        body: manual.body,
      })),
    )
    .execute();
  return true;
}
