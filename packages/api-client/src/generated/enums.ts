// generated from openapi/ by packages/api-client/scripts/generate.mjs: do not edit
/** The statuses a new booking may take; waitlist and tentative take no inventory. */
export const BOOKING_STATUSES = ['waitlist', 'tentative', 'confirmed', 'guaranteed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The kind of contract the policy is for; a contract of the other kind cannot take it. */
export const CANCELLATION_APPLIES_TOS = ['static', 'dynamic'] as const;
export type CancellationAppliesTo = (typeof CANCELLATION_APPLIES_TOS)[number];

export const CASHIER_REPORT_NAMES = ['high-balance-report', 'deposit-ledger-report', 'deposit-transfer-at-check-in-report', 'departure-extendad-report', 'currency-exchange-summary-report', 'correnctions-cancelled-payment-report', 'checked-out-messages-report', 'closed-shift-report', 'closed-shift-time-report', 'posting-journal-report'] as const;
export type CashierReportName = (typeof CASHIER_REPORT_NAMES)[number];

export const CHANNELS = ['OTA', 'NON-OTA'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What kind of partner the profile is. */
export const COMPANY_KINDS = ['company', 'travel-agent', 'tour-operator', 'wholesaler'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** static: seasons with net rates per room type; dynamic: a dynamic profile, the public rate of a rate code less a discount or plus a markup by period (`body.dynamic`). */
export const CONTRACT_KINDS = ['static', 'dynamic'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** draft (edited in place, one at a time) → active (one at a time, never changes) → retired. */
export const CONTRACT_VERSION_STATUSES = ['draft', 'active', 'retired'] as const;
export type ContractVersionStatus = (typeof CONTRACT_VERSION_STATUSES)[number];

/** The steps of a run in their order: checks (the blockers again, under the run's locks), no-shows, room-charges, room-status (occupied rooms dirty, out-of-order periods ending tonight return their rooms), statistics (frozen for the date), close-date (the system shift closed, the hotel date moved on by one). */
export const DAY_END_STEP_NAMES = ['checks', 'no-shows', 'room-charges', 'room-status', 'statistics', 'close-date'] as const;
export type DayEndStepName = (typeof DAY_END_STEP_NAMES)[number];

/** `expected`: in-house stays due out on or before the date (with `scope` all: every in-house stay, for an early departure); `actual`: stays checked out on the date. */
export const DEPARTURE_KINDS = ['expected', 'actual'] as const;
export type DepartureKind = (typeof DEPARTURE_KINDS)[number];

/** Which bookings `list` answers: `due-today` (deposit due on the hotel date and not fully received), `overdue` (due before it and not fully received), `outstanding` (any not fully received), `held` (holding a deposit now), `all` (every booking that asks for a deposit or has deposit postings). */
export const DEPOSIT_VIEWS = ['due-today', 'overdue', 'outstanding', 'held', 'all'] as const;
export type DepositView = (typeof DEPOSIT_VIEWS)[number];

/** The travel document a guest showed at registration. */
export const DOCUMENT_TYPES = ['passport', 'id-card', 'driving-licence', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const FINANCE_REPORT_NAMES = ['guest-trial-balance', 'trial-balance-report', 'hotel-revenue', 'posting-journal', 'posting-summary', 'journal-by-transaction-code-report', 'daily-statistic-report'] as const;
export type FinanceReportName = (typeof FINANCE_REPORT_NAMES)[number];

export const FLAG_KINDS = ['amenity', 'late-check-out', 'early-check-in', 'birthday', 'anniversary', 'vip', 'wake-up', 'other'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

export const FLAG_STATUSES = ['open', 'resolved'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** Derived from stays, never typed (occupied while an in-house stay holds the room). */
export const FRONT_OFFICE_STATUSES = ['vacant', 'occupied'] as const;
export type FrontOfficeStatus = (typeof FRONT_OFFICE_STATUSES)[number];

/** What a role grants: one of the spec roles, or ADMIN for everything. */
export const FUNCTION_CODES = ['ADMIN', 'RESERVATION', 'RECEPTION', 'CASHIER', 'HOUSEKEEPING', 'ENGINEER', 'SALE', 'MANAGEMENT-INFORMATION-SYSTEM', 'CONFIGULATION-SETTING', 'FINANCIAL-SETTING', 'HOUSEKEEPING-SETTING', 'SALE-SETTING'] as const;
export type FunctionCode = (typeof FUNCTION_CODES)[number];

/** Which of the hotel's two images. */
export const HOTEL_IMAGES = ['logo', 'background'] as const;
export type HotelImage = (typeof HOTEL_IMAGES)[number];

export const HOUSEKEEPING_REPORT_NAMES = ['expect-arrival', 'actual-arrival', 'expect-departure', 'actual-departure', 'forecast', 'vip', 'vip-expected-arrival', 'room-status-today-report', 'hk-room-status-vacant-report', 'room-status-change-log-report'] as const;
export type HousekeepingReportName = (typeof HOUSEKEEPING_REPORT_NAMES)[number];

export const HOUSEKEEPING_STATUSES = ['dirty', 'clean', 'inspected'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

/** A language of the staff app (spec §9): EN, TH, LA. */
export const INTERFACE_LANGUAGES = ['EN', 'TH', 'LA'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** A language as a query key: EN, TH, LA, or the lower-case file names en, th, la (GET /assets/i18n/{lang}.json). Answers always carry the upper-case code. */
export const INTERFACE_LANGUAGE_KEYS = ['EN', 'TH', 'LA', 'en', 'th', 'la'] as const;
export type InterfaceLanguageKey = (typeof INTERFACE_LANGUAGE_KEYS)[number];

/** 1 marks the hotel's local currency, the one amounts are kept in; exactly one currency has it (422 LOCAL_CURRENCY_TAKEN or LOCAL_CURRENCY_REQUIRED otherwise), and it has no exchange rates. */
export const LOCAL_CURRENCY_FLAGS = [0, 1] as const;
export type LocalCurrencyFlag = (typeof LOCAL_CURRENCY_FLAGS)[number];

export const LOST_FOUND_STATUSES = ['stored', 'returned', 'disposed'] as const;
export type LostFoundStatus = (typeof LOST_FOUND_STATUSES)[number];

export const MAINTENANCE_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type MaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

/** open → in-progress → done; open or in-progress → cancelled. */
export const MAINTENANCE_STATUSES = ['open', 'in-progress', 'done', 'cancelled'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** What production is counted by; room types by default. */
export const MANAGEMENT_REPORT_DIMENSIONS = ['room-type', 'source', 'market', 'segment', 'company', 'country', 'rate-code'] as const;
export type ManagementReportDimension = (typeof MANAGEMENT_REPORT_DIMENSIONS)[number];

export const MANAGEMENT_REPORT_NAMES = ['mis-report-productivity-revenue', 'mis-manager-report', 'mis-report-hotel-statistic-date', 'mis-report-hotel-statistic-summary', 'mis-report-statistic-production', 'occupancy-forecast', 'occupancy-forecast-group'] as const;
export type ManagementReportName = (typeof MANAGEMENT_REPORT_NAMES)[number];

/** new — not yet given to the guest; delivered — given (who and when). */
export const MESSAGE_STATUSES = ['new', 'delivered'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** keep — the stay keeps its nightly rates; change — the nights from the hotel date on take new rates. */
export const RATE_POLICIES = ['keep', 'change'] as const;
export type RatePolicy = (typeof RATE_POLICIES)[number];

/** Where a night's price came from: the booking company's contract in force (the whole stay, with its explanation in the quote's `contract`), the rate code's rate table, or the room type's base rate when the rate code has no price for that night (or the booking has no rate code). */
export const RATE_SOURCES = ['contract', 'rate-code', 'base-rate'] as const;
export type RateSource = (typeof RATE_SOURCES)[number];

export const RECEPTION_REPORT_NAMES = ['expect-arrival', 'actual-arrival', 'expected-departure', 'actual-departure', 'rc001-in-house-report', 'move-room-report', 'rc008-guest-walk-in', 'rc009-over-pax-report'] as const;
export type ReceptionReportName = (typeof RECEPTION_REPORT_NAMES)[number];

export const RESERVATION_REPORT_NAMES = ['reserved-occupancy-forecast', 'history-reservation-forecast', 'reservation-forecast-by-roomtype', 'reservation-report', 'actual-arrival', 'actual-departure', 'expect-departure', 'cancellation', 'no-show', 'flag', 'pick-up'] as const;
export type ReservationReportName = (typeof RESERVATION_REPORT_NAMES)[number];

/** waitlist → tentative → confirmed | guaranteed → in-house → checked-out; before arrival also cancelled; at day-end no-show. Confirmed, guaranteed and in-house stays take inventory. */
export const RESERVATION_STATUSES = ['waitlist', 'tentative', 'confirmed', 'guaranteed', 'in-house', 'checked-out', 'cancelled', 'no-show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** The housekeeping status the room returns with when the order is done. */
export const RETURN_STATUSES = ['dirty', 'clean', 'inspected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const SALES_REPORT_NAMES = ['expect-arrival-report', 'actual-arrival-report', 'expect-departure-report', 'actual-departure-report', 'cancellation-report'] as const;
export type SalesReportName = (typeof SALES_REPORT_NAMES)[number];

export const SHIFT_NAMES = ['AM', 'PM', 'Night'] as const;
export type ShiftName = (typeof SHIFT_NAMES)[number];

export const STOCK_DOCUMENT_KINDS = ['receipt', 'transfer', 'issue'] as const;
export type StockDocumentKind = (typeof STOCK_DOCUMENT_KINDS)[number];

export const TRANSFER_DIRECTIONS = ['pick-up', 'drop-off'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export const TRANSFER_STATUSES = ['requested', 'confirmed', 'done', 'no-show', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
