import { defineMessages } from 'react-intl';

// The sales reports (issue 20): partners' bookings by partner and contract.
export const salesReportIntros = defineMessages({
  expectArrivalIntro: {
    id: 'sales.reports.expectArrivalIntro',
    defaultMessage:
      'Partners’ rooms still to come that arrive in the period, by partner and contract, with each partner’s sub-total.',
  },
  actualArrivalIntro: {
    id: 'sales.reports.actualArrivalIntro',
    defaultMessage: 'Partners’ rooms checked in on the dates of the period, by partner and contract.',
  },
  expectDepartureIntro: {
    id: 'sales.reports.expectDepartureIntro',
    defaultMessage: 'Partners’ rooms due to leave in the period, in house or still to come, by partner and contract.',
  },
  actualDepartureIntro: {
    id: 'sales.reports.actualDepartureIntro',
    defaultMessage: 'Partners’ rooms checked out on the dates of the period, by partner and contract.',
  },
  cancellationIntro: {
    id: 'sales.reports.cancellationIntro',
    defaultMessage:
      'Partners’ bookings cancelled in the period, room by room, with the reason and the booking’s cancellation fee (on its first room).',
  },
});

export const salesReportParameters = defineMessages({
  arrivals: { id: 'sales.reports.arrivals', defaultMessage: 'Arrival dates' },
  departures: { id: 'sales.reports.departures', defaultMessage: 'Departure dates' },
  checkIns: { id: 'sales.reports.checkIns', defaultMessage: 'Check-in dates' },
  checkOuts: { id: 'sales.reports.checkOuts', defaultMessage: 'Check-out dates' },
  cancelledOn: { id: 'sales.reports.cancelledDates', defaultMessage: 'Cancelled on' },
  partner: { id: 'sales.reports.partner', defaultMessage: 'Partner' },
  allPartners: { id: 'sales.reports.allPartners', defaultMessage: 'All partners' },
  contract: { id: 'sales.reports.contract', defaultMessage: 'Contract' },
  allContracts: { id: 'sales.reports.allContracts', defaultMessage: 'All contracts' },
});

export const salesReportColumns = defineMessages({
  partner: { id: 'sales.reports.column.partner', defaultMessage: 'Partner' },
  contract: { id: 'sales.reports.column.contract', defaultMessage: 'Contract' },
  contractVersion: { id: 'sales.reports.column.contractVersion', defaultMessage: 'Version' },
  confirmationNumber: { id: 'sales.reports.column.confirmationNumber', defaultMessage: 'Confirmation no.' },
  guest: { id: 'sales.reports.column.guest', defaultMessage: 'Guest' },
  roomType: { id: 'sales.reports.column.roomType', defaultMessage: 'Room type' },
  arrival: { id: 'sales.reports.column.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'sales.reports.column.departure', defaultMessage: 'Departure' },
  nights: { id: 'sales.reports.column.nights', defaultMessage: 'Nights' },
  adults: { id: 'sales.reports.column.adults', defaultMessage: 'Adults' },
  children: { id: 'sales.reports.column.children', defaultMessage: 'Children' },
  roomRevenue: { id: 'sales.reports.column.roomRevenue', defaultMessage: 'Room revenue' },
  status: { id: 'sales.reports.column.status', defaultMessage: 'Status' },
  checkedInOn: { id: 'sales.reports.column.checkedInOn', defaultMessage: 'Checked in on' },
  checkedOutOn: { id: 'sales.reports.column.checkedOutOn', defaultMessage: 'Checked out on' },
  cancelledOn: { id: 'sales.reports.column.cancelledOn', defaultMessage: 'Cancelled on' },
  reason: { id: 'sales.reports.column.reason', defaultMessage: 'Reason' },
  cancellationFee: { id: 'sales.reports.column.cancellationFee', defaultMessage: 'Cancellation fee' },
});

/** The words of text cells: a partner's sub-total row and the stays' statuses. */
export const salesReportWords = defineMessages({
  subtotal: { id: 'sales.reports.word.subtotal', defaultMessage: 'Partner sub-total' },
  waitlist: { id: 'sales.reports.status.waitlist', defaultMessage: 'Waitlist' },
  tentative: { id: 'sales.reports.status.tentative', defaultMessage: 'Tentative' },
  confirmed: { id: 'sales.reports.status.confirmed', defaultMessage: 'Confirmed' },
  guaranteed: { id: 'sales.reports.status.guaranteed', defaultMessage: 'Guaranteed' },
  'in-house': { id: 'sales.reports.status.inHouse', defaultMessage: 'In house' },
  'checked-out': { id: 'sales.reports.status.checkedOut', defaultMessage: 'Checked out' },
  cancelled: { id: 'sales.reports.status.cancelled', defaultMessage: 'Cancelled' },
  'no-show': { id: 'sales.reports.status.noShow', defaultMessage: 'No-show' },
});
