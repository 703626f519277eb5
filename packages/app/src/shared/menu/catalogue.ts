import type { MessageDescriptor } from 'react-intl';
import type { FunctionCode } from '../session/landing.ts';
import { groupMessages as group, pageMessages as page, sectionMessages } from './messages.ts';
import type { MenuEntry, MenuSectionDefinition, SectionId } from './types.ts';

/**
 * The menu's sections in tab order (spec §2 indices; 6, Reservation, is the default). Access per
 * spec §6. The spec's menu data gives the sales-contract section, finance and engineering no role
 * list at all, which would open them to anyone signed in; a PMS must not show ledgers or contracts
 * to a housekeeper, so they take their side entry's function instead: Financial and Sales → SALE
 * ("SALE (Sales and Financial)"), Engineer → ENGINEER. ADMIN opens everything (landing.ts grants).
 */
export const SECTIONS: readonly MenuSectionDefinition[] = [
  {
    id: 'manager-report',
    tab: 1,
    placement: 'top',
    label: sectionMessages.managerReport,
    textCode: 'MENU_MANAGER_REPORT',
    access: ['MANAGEMENT-INFORMATION-SYSTEM'],
    home: 'app/mis-report-productivity-revenue',
  },
  {
    id: 'config',
    tab: 2,
    placement: 'top',
    label: sectionMessages.config,
    textCode: 'MENU_CONFIG',
    access: ['CONFIGULATION-SETTING'],
    home: 'app/hotel-year',
  },
  {
    id: 'financial-settings',
    tab: 3,
    placement: 'top',
    label: sectionMessages.financialSettings,
    textCode: 'MENU_FINANCIAL_SETTINGS',
    access: ['FINANCIAL-SETTING'],
    home: 'app/transaction-group',
  },
  {
    id: 'housekeeping-setting',
    tab: 4,
    placement: 'top',
    label: sectionMessages.housekeepingSetting,
    textCode: 'MENU_HOUSEKEEPING_SETTING',
    access: ['HOUSEKEEPING-SETTING'],
    home: 'app/minibar-type',
  },
  {
    id: 'sales-settings',
    tab: 5,
    placement: 'top',
    label: sectionMessages.salesSettings,
    textCode: 'MENU_SALES_SETTINGS',
    access: ['SALE-SETTING'],
    home: 'app/source',
  },
  {
    id: 'reservation',
    tab: 6,
    placement: 'top',
    label: sectionMessages.reservation,
    textCode: 'MENU_RESERVATION',
    access: ['RESERVATION'],
    home: 'app/reservation-dashboard',
  },
  {
    id: 'reception',
    tab: 7,
    placement: 'top',
    label: sectionMessages.reception,
    textCode: 'MENU_RECEPTION',
    access: ['RECEPTION'],
    home: 'app-dashboard-reception',
  },
  {
    id: 'outlet',
    tab: 8,
    placement: 'top',
    label: sectionMessages.outlet,
    textCode: 'MENU_OUTLET_SERVICES',
    access: ['CASHIER'],
    home: 'app/outlet',
  },
  {
    id: 'cashier',
    tab: 9,
    placement: 'top',
    label: sectionMessages.cashier,
    textCode: 'MENU_CASHIER',
    access: ['CASHIER'],
    home: 'app/dashboard-cashier',
  },
  {
    id: 'housekeeping',
    tab: 10,
    placement: 'side',
    label: sectionMessages.housekeeping,
    textCode: 'MENU_HOUSEKEEPING',
    access: ['HOUSEKEEPING'],
    home: 'app-dashboard-housekeeping',
  },
  {
    id: 'engineer',
    tab: 11,
    placement: 'side',
    label: sectionMessages.engineer,
    textCode: 'MENU_ENGINEER',
    access: ['ENGINEER'],
    home: 'app-dashboard-engineer',
  },
  {
    id: 'financial',
    tab: 12,
    placement: 'side',
    label: sectionMessages.financial,
    textCode: 'MENU_FINANCIAL',
    access: ['SALE'],
    home: 'app-dashboard-financial',
  },
  {
    id: 'sales',
    tab: 13,
    placement: 'side',
    label: sectionMessages.sales,
    textCode: 'MENU_SALES',
    access: ['SALE'],
    home: 'app-dashboard-sale',
  },
];

interface Declared {
  path: string;
  label: MessageDescriptor;
  group?: MessageDescriptor;
  inMenu?: false;
  sharesScreenWith?: string;
  /** Functions that open this route besides its section's (a screen another department also works on). */
  alsoFor?: readonly FunctionCode[];
}

/*
 * The front desk books and changes bookings as the reservation office does (the server's
 * BOOKERS): reception's room availability starts a new reservation, its booking list opens
 * edit-reservation/{id}, and a booking just made links to its card. Without these the front desk
 * met a refusal one step into each (issue 16).
 */
const FRONT_DESK: readonly FunctionCode[] = ['RECEPTION'];

const inSection = (section: SectionId, declared: readonly Declared[]) =>
  declared.map((route) => ({ ...route, section }));

/*
 * Every path of spec §2 "Children of menu", spelled as the spec spells it (typos and odd casing
 * included: staff bookmarks must keep working), in menu order: the section's home first.
 * The spec's five {hash} entries are paths that open one reservation by its hash; each is its
 * screen's path plus /:hash and lives outside the menu (other screens link to it).
 *
 * The spec's "Master data" line is split by the settings tab that owns each list: money
 * (transactions, payments, banks, currencies, tax) under Financial Settings; minibar, maintenance
 * and lost-property places under Housekeeping Setting; the codes that classify and price a booking
 * (source, market, segment, territory, rate, meal, occupancy, child policy, cancellation reason)
 * under Sales Settings; the hotel, its rooms, guests' reference lists, outlets, users, roles,
 * interface texts and manuals under Config. Outlet sales and inventory go with Outlet Services.
 */
const DECLARED = [
  ...inSection('manager-report', [
    { path: 'app/mis-report-productivity-revenue', label: page.misProductivityRevenue },
    { path: 'app/mis-manager-report', label: page.misManagerReport },
    { path: 'app/mis-report-hotel-statistic-date', label: page.misHotelStatisticDate },
    { path: 'app/mis-report-hotel-statistic-summary', label: page.misHotelStatisticSummary },
    { path: 'app/mis-report-statistic-production', label: page.misStatisticProduction },
    { path: 'app/occupancy-forecast', label: page.occupancyForecast, group: group.forecasts },
    { path: 'app/occupancy-forecast-group', label: page.occupancyForecastGroup, group: group.forecasts },
  ]),
  ...inSection('config', [
    { path: 'app/hotel-year', label: page.hotelYear },
    { path: 'app/hotel-detail', label: page.hotelDetail },
    { path: 'app/department', label: page.department },
    { path: 'app/room-type', label: page.roomType, group: group.rooms },
    { path: 'app/room-category', label: page.roomCategory, group: group.rooms },
    { path: 'app/room-feature', label: page.roomFeature, group: group.rooms },
    { path: 'app/room-number', label: page.roomNumber, group: group.rooms },
    { path: 'app/room-bed', label: page.roomBed, group: group.rooms },
    { path: 'app/bed-type', label: page.bedType, group: group.rooms },
    { path: 'app/floor-category', label: page.floorCategory, group: group.rooms },
    { path: 'app/building', label: page.building, group: group.rooms },
    { path: 'app/title', label: page.title, group: group.guests },
    { path: 'app/guest-type', label: page.guestType, group: group.guests },
    { path: 'app/country', label: page.country, group: group.guests },
    { path: 'app/city', label: page.city, group: group.guests },
    { path: 'app/out-let', label: page.outletSetup, group: group.outlets },
    { path: 'app/outlet-item', label: page.outletItem, group: group.outlets },
    { path: 'app/user', label: page.user, group: group.usersAndRoles },
    { path: 'app/role-management', label: page.roleManagement, group: group.usersAndRoles },
    { path: 'app/language-config', label: page.languageConfig, group: group.textsAndHelp },
    { path: 'app/setting-help', label: page.settingHelp, group: group.textsAndHelp },
  ]),
  ...inSection('financial-settings', [
    { path: 'app/transaction-group', label: page.transactionGroup },
    { path: 'app/transaction-code', label: page.transactionCode },
    { path: 'app/payment-type', label: page.paymentType },
    { path: 'app/term-of-payment', label: page.termOfPayment },
    { path: 'app/bank-account', label: page.bankAccount },
    { path: 'app/hotel-tax-type', label: page.hotelTaxType },
    { path: 'app/currency-unit', label: page.currencyUnit, group: group.currencies },
    { path: 'app/exchangerate', label: page.exchangeRate, group: group.currencies },
  ]),
  ...inSection('housekeeping-setting', [
    { path: 'app/minibar-type', label: page.minibarType },
    { path: 'app/maintenance-type', label: page.maintenanceType },
    { path: 'app/keep-at', label: page.keepAt },
  ]),
  ...inSection('sales-settings', [
    { path: 'app/source', label: page.source },
    { path: 'app/market', label: page.market },
    { path: 'app/segment', label: page.segment },
    { path: 'app/territory', label: page.territory },
    { path: 'app/rate-code', label: page.rateCode },
    { path: 'app/meal-type', label: page.mealType },
    { path: 'app/occupancy-type', label: page.occupancyType },
    { path: 'app/child-policy', label: page.childPolicy },
    { path: 'app/cencellation-reason', label: page.cancellationReason },
  ]),
  ...inSection('reservation', [
    { path: 'app/reservation-dashboard', label: page.reservationDashboard },
    { path: 'app/new-reservation-v3', label: page.newReservation, alsoFor: FRONT_DESK },
    { path: 'app/new-booking/walk-in', label: page.walkInBooking, alsoFor: FRONT_DESK },
    { path: 'app/booking-list', label: page.bookingList },
    { path: 'app/booking-list-reservation', label: page.bookingListReservation },
    { path: 'app/room-availability', label: page.roomAvailability },
    { path: 'app/allotment-setting', label: page.allotmentSetting },
    { path: 'app/guest-profile', label: page.guestProfile },
    { path: 'app/reservation-card', label: page.reservationCard, alsoFor: FRONT_DESK },
    { path: 'app/edit-reservation', label: page.editReservation, inMenu: false, alsoFor: FRONT_DESK },
    { path: 'app/poc', label: page.poc, inMenu: false },
    {
      path: 'app/edit-reservation/:hash',
      label: page.editReservation,
      inMenu: false,
      sharesScreenWith: 'app/edit-reservation',
      alsoFor: FRONT_DESK,
    },
    {
      path: 'app/reservation-card/:hash',
      label: page.reservationCard,
      inMenu: false,
      sharesScreenWith: 'app/reservation-card',
      alsoFor: FRONT_DESK,
    },
    { path: 'app/guest-profile/:hash', label: page.guestProfile, inMenu: false, sharesScreenWith: 'app/guest-profile' },
    { path: 'app/reserved-occupancy-forecast', label: page.reservedOccupancyForecast, group: group.forecasts },
    { path: 'app/reservation-forecast-by-roomtype', label: page.reservationForecastByRoomType, group: group.forecasts },
    { path: 'app/history-reservation-forecast', label: page.historyReservationForecast, group: group.forecasts },
    { path: 'app/reservation-report', label: page.reservationReport, group: group.reports },
    { path: 'app/actual-arrival-v2', label: page.actualArrival, group: group.reports },
    { path: 'app/actual-departure-v2', label: page.actualDeparture, group: group.reports },
    { path: 'app/expect-departure-v2', label: page.expectedDeparture, group: group.reports },
    { path: 'app/cancellation-report', label: page.cancellationReport, group: group.reports },
    { path: 'app/no-show-report', label: page.noShowReport, group: group.reports },
    { path: 'app/flag-report-reservation', label: page.flagReport, group: group.reports },
  ]),
  ...inSection('reception', [
    { path: 'app-dashboard-reception', label: page.receptionDashboard },
    { path: 'app/new-walk-in', label: page.newWalkIn },
    { path: 'app/walk-in-form', label: page.walkInForm, inMenu: false, sharesScreenWith: 'app/edit-reservation' },
    { path: 'app/booking-list-reception', label: page.checkIn },
    { path: 'app/bookingList-reception', label: page.bookingList, sharesScreenWith: 'app/booking-list' },
    { path: 'app/Arrival', label: page.arrival },
    { path: 'app/arrival-reception', label: page.arrivalList },
    { path: 'app/in-house', label: page.inHouse },
    { path: 'app/inHouse-reception', label: page.inHouseList },
    {
      path: 'app/reception-room-availability',
      label: page.roomAvailability,
      sharesScreenWith: 'app/room-availability',
    },
    {
      path: 'app/room-availability-reception',
      label: page.roomAvailability,
      inMenu: false,
      sharesScreenWith: 'app/room-availability',
    },
    { path: 'app/roomControl', label: page.roomControl },
    { path: 'app/room-rack', label: page.roomRack },
    { path: 'app/message', label: page.guestMessage },
    { path: 'app/flag-control', label: page.flagControl },
    { path: 'app/lost-found', label: page.lostFound },
    {
      path: 'app/arrival-reception/:hash',
      label: page.arrivalCheckIn,
      inMenu: false,
      sharesScreenWith: 'app/edit-reservation',
    },
    {
      path: 'app/inHouse-reception/:hash',
      label: page.inHouseStay,
      inMenu: false,
      sharesScreenWith: 'app/edit-reservation',
    },
    { path: 'app/expect-arrival', label: page.expectedArrival, group: group.reports },
    { path: 'app/actual-arrival', label: page.actualArrival, group: group.reports },
    { path: 'app/expected-departure', label: page.expectedDeparture, group: group.reports },
    { path: 'app/actual-departure', label: page.actualDeparture, group: group.reports },
    { path: 'app/rc001-in-house-report', label: page.inHouseReport, group: group.reports },
    { path: 'app/move-room-report', label: page.moveRoomReport, group: group.reports },
    { path: 'app/pickUp-Droup-off-by-Date', label: page.pickUpDropOff, group: group.reports },
    { path: 'app/flag-report-reception', label: page.flagReport, group: group.reports },
    { path: 'app/rc008-guest-walk-in', label: page.walkInGuestReport, group: group.reports },
    { path: 'app/rc009-over-pax-report', label: page.overPaxReport, group: group.reports },
  ]),
  ...inSection('outlet', [
    { path: 'app/outlet', label: page.outletSales },
    { path: 'app/inventory-location', label: page.inventoryLocation, group: group.inventory },
    { path: 'app/item-category', label: page.itemCategory, group: group.inventory },
    { path: 'app/item-master', label: page.itemMaster, group: group.inventory },
    { path: 'app/item-receiving', label: page.itemReceiving, group: group.inventory },
    { path: 'app/item-transferring', label: page.itemTransferring, group: group.inventory },
  ]),
  ...inSection('cashier', [
    { path: 'app/dashboard-cashier', label: page.cashierDashboard },
    { path: 'app/guest-folio', label: page.guestFolio },
    { path: 'app/guest-folio-v2', label: page.guestFolioV2 },
    { path: 'app/posting', label: page.posting },
    { path: 'app/advanced-deposit', label: page.advanceDeposit },
    { path: 'app/cashier/expect-departure', label: page.expectedDeparture },
    { path: 'app/cashier/actual-departure', label: page.actualDeparture },
    { path: 'app/app-close-shift', label: page.closeShift },
    { path: 'app-report-close-shift', label: page.closeShiftReport },
    // The night auditor works the cashier's desk or the front desk (the server runs day-end for
    // CASHIER and RECEPTION); management reads its preview and status.
    { path: 'app/day-end', label: page.dayEnd, alsoFor: ['RECEPTION', 'MANAGEMENT-INFORMATION-SYSTEM'] },
    { path: 'app/high-balance-report', label: page.highBalanceReport, group: group.reports },
    { path: 'app/deposit-transfer-at-check-in-report', label: page.depositTransferReport, group: group.reports },
    { path: 'app/deposit-ledger-report', label: page.depositLedgerReport, group: group.reports },
    { path: 'app/departure-extendad-report', label: page.departureExtendedReport, group: group.reports },
    { path: 'app/currency-exchange-summary-report', label: page.currencyExchangeSummaryReport, group: group.reports },
    {
      path: 'app/correnctions-cancelled-payment-report',
      label: page.correctionsCancelledPaymentReport,
      group: group.reports,
    },
    { path: 'app/checked-out-messages-report', label: page.checkedOutMessagesReport, group: group.reports },
    { path: 'app/closed-shift-report', label: page.closedShiftReport, group: group.reports },
    { path: 'app/closed-shift-time-report', label: page.closedShiftTimeReport, group: group.reports },
    { path: 'app/posting-journal-report', label: page.postingJournalReport, group: group.reports },
  ]),
  ...inSection('housekeeping', [
    { path: 'app-dashboard-housekeeping', label: page.housekeepingDashboard },
    { path: 'app/room-clean-update', label: page.roomCleanUpdate },
    { path: 'app/room-clean-update-v3', label: page.roomCleanUpdateV3 },
    { path: 'app/post-to-folio', label: page.postToFolio },
    { path: 'app/housekeeping/expect-arrival', label: page.expectedArrival, group: group.reports },
    { path: 'app/housekeeping/actual-arrival', label: page.actualArrival, group: group.reports },
    { path: 'app/housekeeping/expect-departure', label: page.expectedDeparture, group: group.reports },
    { path: 'app/housekeeping/actual-departure', label: page.actualDeparture, group: group.reports },
    { path: 'app/housekeeping/vip-expected-arrival', label: page.vipExpectedArrival, group: group.reports },
    { path: 'app/housekeeping/vip', label: page.vipGuests, group: group.reports },
    { path: 'app/housekeeping/forecast', label: page.housekeepingForecast, group: group.reports },
    { path: 'app/room-status-today-report', label: page.roomStatusTodayReport, group: group.reports },
    { path: 'app/hk-room-status-vacant-report', label: page.vacantRoomStatusReport, group: group.reports },
    { path: 'app/room-status-change-log-report', label: page.roomStatusChangeLogReport, group: group.reports },
  ]),
  ...inSection('engineer', [
    { path: 'app-dashboard-engineer', label: page.engineerDashboard },
    { path: 'app/maintenance', label: page.maintenance },
    { path: 'app/maintenance-report', label: page.maintenanceReport, group: group.reports },
  ]),
  ...inSection('financial', [
    { path: 'app-dashboard-financial', label: page.financialDashboard },
    { path: 'app/account-receivable', label: page.accountReceivable },
    { path: 'app/ledger', label: page.ledger },
    { path: 'app/guest-trial-balance', label: page.guestTrialBalance },
    { path: 'app/hotel-revenue', label: page.hotelRevenue },
    { path: 'app/posting-journal', label: page.postingJournal },
    { path: 'app/posting-summary', label: page.postingSummary },
    { path: 'app/daily-statistic-report', label: page.dailyStatisticReport, group: group.reports },
    { path: 'app/trial-balance-report', label: page.trialBalanceReport, group: group.reports },
    {
      path: 'app/journal-by-transaction-code-report',
      label: page.journalByTransactionCodeReport,
      group: group.reports,
    },
  ]),
  ...inSection('sales', [
    { path: 'app-dashboard-sale', label: page.salesDashboard },
    { path: 'app/companyprofile', label: page.companyProfile },
    { path: 'app/sales/contract', label: page.contract, group: group.contracts },
    { path: 'app/sales/static-contract', label: page.staticContract, group: group.contracts },
    { path: 'app/sales/dynamic-profile', label: page.dynamicProfile, group: group.contracts },
    { path: 'app/supplement', label: page.supplement, group: group.contracts },
    { path: 'app/compulsory', label: page.compulsory, group: group.contracts },
    { path: 'app/bonus-night', label: page.bonusNight, group: group.contracts },
    { path: 'app/earlybird-period', label: page.earlyBirdPeriod, group: group.contracts },
    { path: 'app/earlybird-rolling', label: page.earlyBirdRolling, group: group.contracts },
    { path: 'app/long-stay', label: page.longStay, group: group.contracts },
    { path: 'app/cta-ctd', label: page.ctaCtd, group: group.contracts },
    { path: 'app/cancellation-policy', label: page.cancellationPolicy, group: group.cancellation },
    { path: 'app/cancellation-season', label: page.cancellationSeason, group: group.cancellation },
    { path: 'app/cancellation-charge', label: page.cancellationCharge, group: group.cancellation },
    { path: 'app/cancel-policy-for-static', label: page.cancelPolicyForStatic, group: group.cancellation },
    { path: 'app/cancel-policy-for-dynamic', label: page.cancelPolicyForDynamic, group: group.cancellation },
    { path: 'app/sales/expect-arrival-report', label: page.expectedArrivalReport, group: group.reports },
    { path: 'app/sales/actual-arrival-report', label: page.actualArrivalReport, group: group.reports },
    { path: 'app/sales/expect-departure-report', label: page.expectedDepartureReport, group: group.reports },
    { path: 'app/sales/actual-departure-report', label: page.actualDepartureReport, group: group.reports },
    { path: 'app/sales/cancellation-report', label: page.cancellationReport, group: group.reports },
  ]),
];

const declaredAt = new Map(DECLARED.map((route) => [route.path, route]));

/**
 * The menu catalogue: every route of spec §2 with its section, label, manual title and access, but
 * no screen (the app joins those on in app/routes/menu.ts), so modules can read it.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = DECLARED.map((route) => {
  const owner = route.sharesScreenWith ? declaredAt.get(route.sharesScreenWith) : route;
  if (!owner || owner.sharesScreenWith) {
    throw new Error(`${route.path} shares the screen of ${route.sharesScreenWith}, which does not own one`);
  }
  const section = SECTIONS.find((candidate) => candidate.id === route.section) as MenuSectionDefinition;
  const { alsoFor, ...entry } = route as Declared & { section: SectionId };
  return {
    ...entry,
    helpTitle: String(owner.label.defaultMessage),
    access: section.access === 'signed-in' || !alsoFor ? section.access : [...section.access, ...alsoFor],
    inMenu: route.inMenu ?? true,
  };
});
