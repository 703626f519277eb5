import { defineMessage, defineMessages } from 'react-intl';

// The company profile screen (/menu/app/companyprofile, issue 20).
export const companyProfileMessages = defineMessages({
  title: { id: 'sales.company.title', defaultMessage: 'Company profiles' },
  item: { id: 'sales.company.item', defaultMessage: 'company profile' },
  intro: {
    id: 'sales.company.intro',
    defaultMessage:
      'Companies, travel agents, tour operators and wholesalers: whom to call, where invoices go, the credit the hotel gives them and the defaults their bookings take. Codes are unique; a company with bookings, allotments or contracts cannot be deleted.',
  },
  searchPlaceholder: {
    id: 'sales.company.searchPlaceholder',
    defaultMessage: 'Code, name, contact, e-mail or tax id',
  },
  code: { id: 'sales.company.code', defaultMessage: 'Code' },
  name: { id: 'sales.company.name', defaultMessage: 'Name' },
  kind: { id: 'sales.company.kind', defaultMessage: 'Kind' },
  kindCompany: { id: 'sales.company.kind.company', defaultMessage: 'Company' },
  kindTravelAgent: { id: 'sales.company.kind.travelAgent', defaultMessage: 'Travel agent' },
  kindTourOperator: { id: 'sales.company.kind.tourOperator', defaultMessage: 'Tour operator' },
  kindWholesaler: { id: 'sales.company.kind.wholesaler', defaultMessage: 'Wholesaler' },
  contactName: { id: 'sales.company.contactName', defaultMessage: 'Contact' },
  phone: { id: 'sales.company.phone', defaultMessage: 'Phone' },
  email: { id: 'sales.company.email', defaultMessage: 'E-mail' },
  billingEmail: { id: 'sales.company.billingEmail', defaultMessage: 'Billing e-mail' },
  address: { id: 'sales.company.address', defaultMessage: 'Billing address' },
  countryId: { id: 'sales.company.countryId', defaultMessage: 'Country' },
  taxId: { id: 'sales.company.taxId', defaultMessage: 'Tax id' },
  creditLimit: { id: 'sales.company.creditLimit', defaultMessage: 'Credit limit' },
  paymentTermDays: { id: 'sales.company.paymentTermDays', defaultMessage: 'Days to pay' },
  marketId: { id: 'sales.company.marketId', defaultMessage: 'Default market' },
  sourceId: { id: 'sales.company.sourceId', defaultMessage: 'Default source' },
  segmentId: { id: 'sales.company.segmentId', defaultMessage: 'Default segment' },
  active: { id: 'sales.company.active', defaultMessage: 'Active' },

  // The row action and its dialog: the partner's contracts and production.
  details: { id: 'sales.company.details', defaultMessage: 'Contracts and production' },
  detailsDone: { id: 'sales.company.detailsDone', defaultMessage: 'Close' },
  contracts: { id: 'sales.company.contracts', defaultMessage: 'Contracts' },
  contractsLoading: { id: 'sales.company.contractsLoading', defaultMessage: 'Loading the contracts…' },
  contractsNone: { id: 'sales.company.contractsNone', defaultMessage: 'No contract with this company yet.' },
  contractCode: { id: 'sales.company.contractCode', defaultMessage: 'Contract' },
  contractName: { id: 'sales.company.contractName', defaultMessage: 'Name' },
  contractKind: { id: 'sales.company.contractKind', defaultMessage: 'Type' },
  contractKindStatic: { id: 'sales.company.contractKind.static', defaultMessage: 'Static' },
  contractKindDynamic: { id: 'sales.company.contractKind.dynamic', defaultMessage: 'Dynamic' },
  contractVersion: { id: 'sales.company.contractVersion', defaultMessage: 'Version in force' },
  contractValidity: { id: 'sales.company.contractValidity', defaultMessage: 'Valid' },
  contractNotActive: { id: 'sales.company.contractNotActive', defaultMessage: 'None in force' },
  contractDraft: { id: 'sales.company.contractDraft', defaultMessage: 'Draft open' },
  production: { id: 'sales.company.production', defaultMessage: 'Production' },
  productionLoading: { id: 'sales.company.productionLoading', defaultMessage: 'Loading the production…' },
  period: { id: 'sales.company.period', defaultMessage: 'Period' },
  dates: { id: 'sales.company.dates', defaultMessage: 'Dates' },
  roomNights: { id: 'sales.company.roomNights', defaultMessage: 'Room nights' },
  roomRevenue: { id: 'sales.company.roomRevenue', defaultMessage: 'Room revenue' },
  averageRate: { id: 'sales.company.averageRate', defaultMessage: 'Average rate' },
  yearToDate: { id: 'sales.company.yearToDate', defaultMessage: 'This year to date' },
  lastYearToDate: { id: 'sales.company.lastYearToDate', defaultMessage: 'Same dates last year' },
  lastYear: { id: 'sales.company.lastYear', defaultMessage: 'Last year' },
  bookings: { id: 'sales.company.bookings', defaultMessage: 'Bookings' },
  expectedArrivals: { id: 'sales.company.expectedArrivals', defaultMessage: 'Expected arrivals' },
  cancellations: { id: 'sales.company.cancellations', defaultMessage: 'Cancellations' },
});

/** The production's footnote: figures as day-end froze them, up to its last closed date. */
export const productionNoteMessage = defineMessage<{ date: string }>({
  id: 'sales.company.productionNote',
  defaultMessage: 'Room nights and room revenue net of service charge and tax, as day-end froze them up to {date}.',
});

/** The dates of a period, "1 Jan 2026 – 20 Nov 2026". */
export const datesMessage = defineMessage<{ from: string; to: string }>({
  id: 'sales.company.datesValue',
  defaultMessage: '{from} – {to}',
});
