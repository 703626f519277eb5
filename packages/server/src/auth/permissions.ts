import type { ActionOf, ApiPath } from '@pms/api-client';

/** What a role can grant: the spec's role names (§6), and ADMIN for everything. */
export const FUNCTIONS = [
  'ADMIN',
  'RESERVATION',
  'RECEPTION',
  'CASHIER',
  'HOUSEKEEPING',
  'ENGINEER',
  'SALE',
  'MANAGEMENT-INFORMATION-SYSTEM',
  'CONFIGULATION-SETTING',
  'FINANCIAL-SETTING',
  'HOUSEKEEPING-SETTING',
  'SALE-SETTING',
] as const;
export type FunctionCode = (typeof FUNCTIONS)[number];

/**
 * Who may call an action:
 * - `public`: anyone, signed in or not (sign-in itself, the hotel's name and logo for the login screen);
 * - `session`: any open session, even one that must change its password first (sign-out, password change);
 * - `signed-in`: any signed-in user whose password is their own (reference data every screen reads);
 * - a list of functions: users whose roles grant one of them. ADMIN is always allowed.
 */
export type Access = 'public' | 'session' | 'signed-in' | readonly FunctionCode[];

/** The one authorization table: the compiler refuses an action of the contract left out of it. */
export type PermissionTable = { readonly [P in ApiPath]: { readonly [A in ActionOf<P>]: Access } };

const CONFIG = ['CONFIGULATION-SETTING'] as const;
const FINANCIAL_SETTINGS = ['FINANCIAL-SETTING'] as const;
/** Who books and changes reservations: the reservation office and the front desk. */
const BOOKERS = ['RESERVATION', 'RECEPTION'] as const;

/** A master-data list (the kit's generic actions): everyone signed in reads it, `writers` change it. */
const masterDataAccess = (writers: readonly FunctionCode[]) =>
  ({
    list: 'signed-in',
    'list-minimum': 'signed-in',
    get: 'signed-in',
    search: 'signed-in',
    create: writers,
    update: writers,
    delete: writers,
  }) as const;

export const PERMISSIONS: PermissionTable = {
  'configuration/floor': masterDataAccess(CONFIG),
  'configuration/room': masterDataAccess(CONFIG),
  'configuration/room-type': { ...masterDataAccess(CONFIG), features: 'signed-in', 'set-features': CONFIG },
  'configuration/rate-code': {
    ...masterDataAccess(['SALE-SETTING']),
    rates: 'signed-in',
    'set-rates': ['SALE-SETTING'],
  },
  'configuration/room-bed': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/hotel-year': { ...masterDataAccess(CONFIG), periods: 'signed-in', 'set-period-closed': CONFIG },
  'configuration/child-policy': masterDataAccess(['SALE-SETTING']),
  'configuration/minibar-type': masterDataAccess(['HOUSEKEEPING-SETTING']),
  'configuration/outlet-item': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/outlet': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/bank-account': masterDataAccess(['FINANCIAL-SETTING']),
  'configuration/payment-type': masterDataAccess(['FINANCIAL-SETTING']),
  'configuration/hotel-tax-type': masterDataAccess(['FINANCIAL-SETTING']),
  'configuration/transaction-code': masterDataAccess(['FINANCIAL-SETTING']),
  'configuration/city': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/room-category': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/term-of-payment': masterDataAccess(['FINANCIAL-SETTING']),
  'configuration/transaction-group': masterDataAccess(['FINANCIAL-SETTING']),
  'configuration/occupancy-type': masterDataAccess(['SALE-SETTING']),
  'configuration/maintenance-type': masterDataAccess(['HOUSEKEEPING-SETTING']),
  'configuration/department': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/territory': masterDataAccess(['SALE-SETTING']),
  'configuration/guest-type': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/cancellation-reason': masterDataAccess(['SALE-SETTING']),
  'configuration/keep-at': masterDataAccess(['HOUSEKEEPING-SETTING']),
  'configuration/bed-type': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/room-feature': masterDataAccess(['CONFIGULATION-SETTING']),
  'configuration/source': masterDataAccess(['SALE-SETTING']),
  'configuration/meal-type': masterDataAccess(['SALE-SETTING']),
  'configuration/market': masterDataAccess(['SALE-SETTING']),
  'configuration/segment': masterDataAccess(['SALE-SETTING']),
  'configuration/title': masterDataAccess(['CONFIGULATION-SETTING']),
  // Reservation (spec §6: reservation pages to RESERVATION); reception books walk-ins and edits
  // bookings on its own paths, so it books too. Every department reads bookings and profiles
  // (arrival lists, folios, VIP reports), and availability. Sales keeps the company profiles.
  // Merging duplicates rewrites whose reservations they are: the bookers' call, as editing is.
  'reservation/guest-profile': { ...masterDataAccess(BOOKERS), stays: 'signed-in', merge: BOOKERS },
  'reservation/company-profile': masterDataAccess(['RESERVATION', 'SALE']),
  // Allotments are contracted by sales and kept by the reservation office.
  'reservation/allotment': { get: 'signed-in', set: ['RESERVATION', 'SALE'], fill: ['RESERVATION', 'SALE'] },
  'reservation/availability': { get: 'signed-in', 'free-rooms': 'signed-in' },
  // Every booking screen prices its stays from the rate resolution.
  'reservation/rate': { quote: 'signed-in' },
  // Repricing a booking by its contract is the bookers' explicit act, after they saw the difference.
  'reservation/reprice': { preview: BOOKERS, apply: BOOKERS },
  'reservation/reservation': {
    get: 'signed-in',
    search: 'signed-in',
    list_ota: 'signed-in',
    list_nonota: 'signed-in',
    get_nonota: 'signed-in',
    create: BOOKERS,
    update: BOOKERS,
    cancel: BOOKERS,
    reinstate: BOOKERS,
    history: 'signed-in',
    // Setup only: moving the business date by hand is for an administrator; day-end moves it daily.
    SetHotelDate: ['ADMIN'],
    // The front desk (issue 17). Checking in, taking a check-in back, changing an in-house stay's
    // departure and registering guests are reception's (spec §6: reception pages to RECEPTION).
    // A walk-in is also booked from the reservation office's new-booking/walk-in (spec §2), so
    // the bookers make it. Every department reads who is in house (housekeeping, cashier, outlets).
    checkin: ['RECEPTION'],
    'undo-checkin': ['RECEPTION'],
    walkin: BOOKERS,
    'change-departure': ['RECEPTION'],
    register: ['RECEPTION'],
    registrations: ['RECEPTION'],
    'in-house': 'signed-in',
    // Arrivals are read by every department as in-house is; giving a stay its room is the front
    // desk's (arrivals, room rack) and the reservation office's, which assigns rooms when booking.
    arrivals: 'signed-in',
    'assign-room': BOOKERS,
  },
  // Room status: attendants set it dirty or clean (room-clean-update, spec §6: housekeeping to
  // HOUSEKEEPING); the supervisor, the housekeeping settings role (spec §6 has no supervisor role),
  // also inspects and gives attendants their rooms. Room control, the rack and every department
  // read it; the change log is housekeeping's and the front office's record.
  'housekeeping/room-status': {
    list: 'signed-in',
    set: ['HOUSEKEEPING', 'HOUSEKEEPING-SETTING'],
    inspect: ['HOUSEKEEPING-SETTING'],
    assign: ['HOUSEKEEPING-SETTING'],
    attendants: ['HOUSEKEEPING', 'HOUSEKEEPING-SETTING'],
    log: ['HOUSEKEEPING', 'HOUSEKEEPING-SETTING', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Minibar counts (issue 21): room attendants and housekeeping clerks post them (into the hotel's
  // system shift, no cashier shift needed), and so may a cashier; the items and the room lookup
  // are the screen's.
  'housekeeping/minibar': {
    items: ['HOUSEKEEPING', 'CASHIER'],
    room: ['HOUSEKEEPING', 'CASHIER'],
    post: ['HOUSEKEEPING', 'CASHIER'],
  },
  // Maintenance orders (issue 21): engineers work them; housekeeping and the front desk report a
  // fault and follow it; management reads the report.
  'engineering/maintenance': {
    list: ['ENGINEER', 'HOUSEKEEPING', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    get: ['ENGINEER', 'HOUSEKEEPING', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    create: ['ENGINEER', 'HOUSEKEEPING', 'RECEPTION'],
    update: ['ENGINEER'],
    start: ['ENGINEER'],
    done: ['ENGINEER'],
    cancel: ['ENGINEER'],
    engineers: ['ENGINEER', 'HOUSEKEEPING', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    report: ['ENGINEER', 'HOUSEKEEPING', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Sales contracts (issue 20, spec §6 "SALE"): sales enter and activate partner contracts;
  // reservations and management read them and quote stays through them.
  'sales/contract': {
    list: ['SALE', 'RESERVATION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    get: ['SALE', 'RESERVATION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    save: ['SALE'],
    activate: ['SALE'],
    quote: ['SALE', 'RESERVATION', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Cancellation policies (issue 20): their five screens are in the Sales section, which the menu
  // opens to SALE (spec §6 "SALE (Sales and Financial)"), not in Sales Settings (SALE-SETTING), so
  // SALE writes them and assigns them to contracts; whoever cancels a booking asks for the fee.
  'sales/cancellation-policy': {
    list: ['SALE', 'RESERVATION', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    get: ['SALE', 'RESERVATION', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    save: ['SALE'],
    remove: ['SALE'],
    assignments: ['SALE', 'RESERVATION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    assign: ['SALE'],
    fee: ['SALE', 'RESERVATION', 'RECEPTION'],
  },
  // Inventory (issue 21; spec menu Outlet Services → Inventory): the cashier and outlet staff keep
  // the stores, items and stock; everyone signed in reads the lists; management reads the stock.
  'inventory/inventory-location': masterDataAccess(['CASHIER']),
  'inventory/item-category': masterDataAccess(['CASHIER']),
  'inventory/inventory-item': masterDataAccess(['CASHIER']),
  'inventory/stock': {
    'on-hand': ['CASHIER', 'HOUSEKEEPING', 'ENGINEER', 'MANAGEMENT-INFORMATION-SYSTEM'],
    documents: ['CASHIER', 'MANAGEMENT-INFORMATION-SYSTEM'],
    receive: ['CASHIER'],
    transfer: ['CASHIER'],
    issue: ['CASHIER'],
  },
  // Room moves are the front desk's; the move-room report is a reception report.
  'reception/room-move': {
    move: ['RECEPTION'],
    list: ['RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Reception records (issue 17). Messages are the front desk's: it takes and delivers them;
  // the reservation office reads them (a caller asks about a booking) and the cashier sees the
  // undelivered ones at check-out.
  'reception/message': {
    list: ['RECEPTION', 'RESERVATION', 'CASHIER'],
    create: ['RECEPTION'],
    update: ['RECEPTION'],
    deliver: ['RECEPTION'],
    print: ['RECEPTION'],
  },
  // Flags are instructions for a department (an amenity for housekeeping, a late check-out for
  // the cashier): the front desk and the reservation office put them on bookings, and the
  // departments read theirs. Housekeeping resolves the ones it carries out (amenities, turn-downs).
  'reception/flag': {
    list: ['RECEPTION', 'RESERVATION', 'HOUSEKEEPING', 'CASHIER'],
    create: ['RECEPTION', 'RESERVATION'],
    update: ['RECEPTION', 'RESERVATION'],
    resolve: ['RECEPTION', 'HOUSEKEEPING'],
    reopen: ['RECEPTION', 'HOUSEKEEPING'],
    // The flag report (a reception report) is read by whoever reads the flags, and management.
    report: ['RECEPTION', 'RESERVATION', 'HOUSEKEEPING', 'CASHIER', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Lost and found: room attendants find most items and keep them in the housekeeping store, so
  // housekeeping records, reads and disposes of them as the front desk does; returns to guests
  // happen at either desk.
  'reception/lost-found': {
    list: ['RECEPTION', 'HOUSEKEEPING'],
    create: ['RECEPTION', 'HOUSEKEEPING'],
    update: ['RECEPTION', 'HOUSEKEEPING'],
    'set-status': ['RECEPTION', 'HOUSEKEEPING'],
  },
  // Pick-up and drop-off: requested with the booking (the reservation office) or at the desk;
  // the front desk confirms them and records what happened.
  'reception/transfer': {
    list: ['RECEPTION', 'RESERVATION'],
    create: ['RECEPTION', 'RESERVATION'],
    update: ['RECEPTION', 'RESERVATION'],
    'set-status': ['RECEPTION'],
    cancel: ['RECEPTION', 'RESERVATION'],
  },
  // The room rack is the front desk's board (spec §6: room-rack is a reception page); the
  // reservation office reads it too, to see which rooms a booking could take before assigning.
  // It only reads: its drags run assign-room's, room-move's and change-departure's own permissions.
  'reception/room-rack': {
    get: ['RECEPTION', 'RESERVATION'],
  },
  // The cashier's (issue 18): only a cashier opens a shift and posts. The front desk reads a
  // guest's folio (balance questions at the desk, checking a stay before a room move or late
  // check-out) but never posts: every posting belongs to a cashier's shift.
  'cashier/shift': {
    current: ['CASHIER'],
    open: ['CASHIER'],
    close: ['CASHIER'],
    list: ['CASHIER', 'MANAGEMENT-INFORMATION-SYSTEM'],
    summary: ['CASHIER', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Outlet sales (issue 18): posted by a cashier in their shift (an outlet cashier has CASHIER);
  // management reads the day's sales.
  'outlet/sale': {
    room: ['CASHIER'],
    quote: ['CASHIER'],
    post: ['CASHIER'],
    list: ['CASHIER', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  'cashier/folio': {
    get: ['CASHIER', 'RECEPTION'],
    post: ['CASHIER'],
    pay: ['CASHIER'],
    void: ['CASHIER'],
    correct: ['CASHIER'],
    transfer: ['CASHIER'],
    list: ['CASHIER', 'RECEPTION'],
    open: ['CASHIER'],
    close: ['CASHIER'],
    reopen: ['CASHIER'],
    invoice: ['CASHIER', 'RECEPTION'],
    // Check-out is the cashier's (spec: expect-departure is under Cashier): it settles the folio.
    checkout: ['CASHIER'],
    'reverse-checkout': ['CASHIER'],
  },
  // Advance deposits (operations.md §2.7): the cashier takes, refunds and forfeits them; the
  // reservation office and the front desk read what a booking paid (a caller asks, an arrival).
  'cashier/deposit': {
    list: ['CASHIER', 'RESERVATION', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    get: ['CASHIER', 'RESERVATION', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    take: ['CASHIER'],
    refund: ['CASHIER'],
    forfeit: ['CASHIER'],
  },
  // Who leaves today and who left: the cashier works them, the front desk and management read them.
  'cashier/departure': {
    list: ['CASHIER', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Accounts receivable (operations.md §2.8): the cashier moves a balance to a company's account at
  // check-out and reads the accounts to choose one; sales (the Financial menu's function, spec §6)
  // keeps the accounts, takes the payments and sends statements; management reads.
  'cashier/receivable': {
    list: ['CASHIER', 'SALE', 'MANAGEMENT-INFORMATION-SYSTEM'],
    get: ['CASHIER', 'SALE', 'MANAGEMENT-INFORMATION-SYSTEM'],
    invoices: ['CASHIER', 'SALE', 'MANAGEMENT-INFORMATION-SYSTEM'],
    payments: ['CASHIER', 'SALE', 'MANAGEMENT-INFORMATION-SYSTEM'],
    statement: ['CASHIER', 'SALE', 'MANAGEMENT-INFORMATION-SYSTEM'],
    save: ['SALE'],
    transfer: ['CASHIER'],
    pay: ['SALE'],
    allocate: ['SALE'],
  },
  // Routing is set up where the stay is arranged: at the front desk (a company pays the room) or by
  // the cashier; it only decides where later charges go, so neither needs a shift for it.
  'cashier/routing': {
    list: ['CASHIER', 'RECEPTION'],
    create: ['CASHIER', 'RECEPTION'],
    delete: ['CASHIER', 'RECEPTION'],
  },
  // Day-end (issue 19; spec menu Cashier → day-end): the night auditor works the front desk and the
  // cashier's desk at night, so both run it and see what blocks it (the findings are resolved by
  // their own commands: check-out and check-in are theirs). Management reads where a run stands.
  'finance/day-end': {
    preview: ['CASHIER', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    run: ['CASHIER', 'RECEPTION'],
    status: ['CASHIER', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    cancel: ['CASHIER', 'RECEPTION'],
  },
  // Every department has a dashboard of today's figures (spec §2), so every signed-in user reads them.
  'report/dashboard': {
    get: 'signed-in',
  },
  // The reservation office's forecasts and lists; the front desk and management read them too.
  'report/reservationReport': {
    get_detail: ['RESERVATION', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // The front desk's reports (issue 17): reception and management read them.
  'report/receptionReport': {
    get_detail: ['RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // The cashier's reports (issue 18): cashiers and management read them (money, so not every
  // department); the cashier dashboard's figures follow the same entry.
  'report/cashierReport': {
    get_detail: ['CASHIER', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // The finance reports (issue 19): the ledgers, revenue and journals. The menu's Financial
  // section is the SALE role's (spec §6 "Side: SALE (Sales and Financial)"); cashiers balance
  // their day on them and management reads them.
  'report/financeReport': {
    get_detail: ['SALE', 'CASHIER', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // Housekeeping's lists and reports (issue 21): housekeeping works from them; the front desk
  // checks rooms against them and management reads them. The housekeeping dashboard's figures
  // follow the same entry.
  'report/housekeepingReport': {
    get_detail: ['HOUSEKEEPING', 'RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // The management-information reports (issue 19): statistics, production and forecasts are
  // management's own (the MIS role), frozen history and live forecasts alike.
  'report/managementReport': {
    get_detail: ['MANAGEMENT-INFORMATION-SYSTEM'],
  },
  // The sales reports (issue 20): partners' bookings by partner and contract, for sales, the
  // reservation office that books them and management; a partner's production (the company
  // profile screen) for sales and management.
  'report/salesReport': {
    get_detail: ['SALE', 'RESERVATION', 'MANAGEMENT-INFORMATION-SYSTEM'],
    production: ['SALE', 'MANAGEMENT-INFORMATION-SYSTEM'],
  },
  'security/authentication': {
    login: 'public',
    refresh: 'public',
    logout: 'session',
    'change-password': 'session',
    // Also before a required password change, so that screen already speaks the user's language.
    'set-language': 'session',
  },
  // Users and roles are configuration pages (/menu/app/user, /menu/app/role-management).
  'security/user': {
    list: CONFIG,
    get: CONFIG,
    create: CONFIG,
    update: CONFIG,
    unlock: CONFIG,
    'reset-password': CONFIG,
  },
  'security/role': {
    list: CONFIG,
    get: CONFIG,
    create: CONFIG,
    update: CONFIG,
    delete: CONFIG,
    'list-functions': CONFIG,
  },
  // The login screen shows the name and images before sign-in; the address, contacts and tax
  // registration are for staff (folios and invoices print them). `update` also covers the image
  // upload (POST /api/files/hotel-detail/{image}), which is authorized through this entry.
  'configuration/HotelDetail': { get: 'public', 'get-full': 'signed-in', update: CONFIG, 'remove-image': CONFIG },
  'configuration/hotel': {
    GetHotelDate: 'signed-in',
    // Only reads the date the next day-end will move the hotel to (the day after the hotel date);
    // it moves nothing, so every screen that shows it may ask. The day-end moves the date.
    NextHotelDate: 'signed-in',
  },
  // Currencies and their rates are financial settings; every screen reads them.
  'configuration/currency': masterDataAccess(FINANCIAL_SETTINGS),
  'configuration/exchange-rate': { ...masterDataAccess(FINANCIAL_SETTINGS), 'list-in-force': 'signed-in' },
  // Master data of the Config tab: everyone reads (other screens' ComboBoxes), configuration writes.
  'configuration/building': masterDataAccess(CONFIG),
  // The ISO country list is a Config page (/menu/app/country); guest screens read it.
  'configuration/country': { ...masterDataAccess(CONFIG), 'list-full': 'signed-in', 'get-minimum': 'signed-in' },
  // Interface texts and manuals are labels and instructions, not secrets: the login screen shows
  // texts before anyone signs in, and help without a menu is unguarded (spec §2). Editing them is
  // a configuration page (/menu/app/language-config, /menu/app/setting-help).
  'configuration/UserInterfaceText': {
    get: 'public',
    list: 'public',
    new: CONFIG,
    update: CONFIG,
    delete: CONFIG,
  },
  'configuration/help-text': {
    list: 'public',
    get: 'public',
    create: CONFIG,
    update: CONFIG,
    delete: CONFIG,
  },
};

/** The table entry of one action; undefined (refused) for anything the table does not name. */
export function accessOf(path: string, action: string): Access | undefined {
  const actions = (PERMISSIONS as Record<string, Record<string, Access>>)[path];
  if (!actions || !Object.hasOwn(actions, action)) return undefined;
  return actions[action];
}

/** Whether granted functions meet an action's access; the levels without functions are about the session. */
export function isGranted(access: Access, functions: readonly string[]): boolean {
  if (typeof access === 'string') return true;
  return functions.includes('ADMIN') || access.some((fn) => functions.includes(fn));
}

/** Each function and the actions it grants, as "path action", for the role screen. */
export function grantsByFunction(): { function: FunctionCode; grants: string[] }[] {
  return FUNCTIONS.map((fn) => ({
    function: fn,
    grants: Object.entries(PERMISSIONS as Record<string, Record<string, Access>>).flatMap(([path, actions]) =>
      Object.entries(actions)
        .filter(([, access]) => fn === 'ADMIN' || (typeof access !== 'string' && access.includes(fn)))
        .map(([action]) => `${path} ${action}`),
    ),
  }));
}
