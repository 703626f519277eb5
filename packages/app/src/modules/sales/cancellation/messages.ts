import { defineMessage, defineMessages } from 'react-intl';

/** Cancellation policies by season (issue 20): policies, seasons, charges, and which contract uses which. */
export const cancellationMessages = defineMessages({
  // the policies
  policiesTitle: { id: 'sales.cancellation.policiesTitle', defaultMessage: 'Cancellation policies' },
  policiesIntro: {
    id: 'sales.cancellation.policiesIntro',
    defaultMessage:
      'A policy says what cancelling costs, by season of the arrival date and days before arrival, and what a no-show pays. Give it to contracts under Cancellation policy for static contracts or for dynamic profiles.',
  },
  search: { id: 'sales.cancellation.search', defaultMessage: 'Search policies' },
  searchPlaceholder: { id: 'sales.cancellation.searchPlaceholder', defaultMessage: 'Code or name' },
  toolbar: { id: 'sales.cancellation.toolbar', defaultMessage: 'Policy actions' },
  code: { id: 'sales.cancellation.code', defaultMessage: 'Code' },
  name: { id: 'sales.cancellation.name', defaultMessage: 'Name' },
  appliesTo: { id: 'sales.cancellation.appliesTo', defaultMessage: 'Applies to' },
  appliesToHelp: {
    id: 'sales.cancellation.appliesToHelp',
    defaultMessage: 'The kind of contract the policy is for; it keeps its kind while contracts use it.',
  },
  staticContracts: { id: 'sales.cancellation.staticContracts', defaultMessage: 'Static contracts' },
  dynamicProfiles: { id: 'sales.cancellation.dynamicProfiles', defaultMessage: 'Dynamic profiles' },
  noShowCharge: { id: 'sales.cancellation.noShowCharge', defaultMessage: 'No-show charge' },
  seasonCount: { id: 'sales.cancellation.seasonCount', defaultMessage: 'Seasons' },
  contractCount: { id: 'sales.cancellation.contractCount', defaultMessage: 'Contracts' },
  actions: { id: 'sales.cancellation.actions', defaultMessage: 'Actions' },
  newPolicy: { id: 'sales.cancellation.newPolicy', defaultMessage: 'New cancellation policy' },
  editPolicy: { id: 'sales.cancellation.editPolicy', defaultMessage: 'Edit cancellation policy' },
  deletePolicy: { id: 'sales.cancellation.deletePolicy', defaultMessage: 'Delete cancellation policy' },
  openSeasons: { id: 'sales.cancellation.openSeasons', defaultMessage: 'Seasons of the policy' },
  // charges
  chargeKind: { id: 'sales.cancellation.chargeKind', defaultMessage: 'Charge' },
  kindNone: { id: 'sales.cancellation.kindNone', defaultMessage: 'No charge' },
  kindNights: { id: 'sales.cancellation.kindNights', defaultMessage: 'First nights' },
  kindPercent: { id: 'sales.cancellation.kindPercent', defaultMessage: 'Percent of the stay' },
  kindFixed: { id: 'sales.cancellation.kindFixed', defaultMessage: 'Fixed amount' },
  nights: { id: 'sales.cancellation.nights', defaultMessage: 'Nights' },
  percent: { id: 'sales.cancellation.percent', defaultMessage: 'Percent' },
  amount: { id: 'sales.cancellation.amount', defaultMessage: 'Amount' },
  none: { id: 'sales.cancellation.none', defaultMessage: 'None' },
  required: { id: 'sales.cancellation.required', defaultMessage: 'Required' },
  nightsInvalid: { id: 'sales.cancellation.nightsInvalid', defaultMessage: 'Whole nights from 1 to 365' },
  percentInvalid: {
    id: 'sales.cancellation.percentInvalid',
    defaultMessage: 'A percentage from 0 to 100, at most two decimals',
  },
  amountInvalid: { id: 'sales.cancellation.amountInvalid', defaultMessage: 'An amount with at most two decimals' },
  daysInvalid: { id: 'sales.cancellation.daysInvalid', defaultMessage: 'Whole days from 0 to 999' },
  // the picker of a policy and a season
  policy: { id: 'sales.cancellation.policy', defaultMessage: 'Policy' },
  season: { id: 'sales.cancellation.season', defaultMessage: 'Season' },
  choosePolicy: { id: 'sales.cancellation.choosePolicy', defaultMessage: 'Choose a policy' },
  chooseSeason: { id: 'sales.cancellation.chooseSeason', defaultMessage: 'Choose a season' },
  // seasons
  seasonsTitle: { id: 'sales.cancellation.seasonsTitle', defaultMessage: 'Cancellation seasons' },
  seasonsIntro: {
    id: 'sales.cancellation.seasonsIntro',
    defaultMessage:
      'A stay falls in the season of its arrival date; seasons of a policy never overlap. An arrival in no season costs nothing to cancel.',
  },
  noPolicyChosen: {
    id: 'sales.cancellation.noPolicyChosen',
    defaultMessage: 'Choose a policy to see its seasons.',
  },
  firstArrival: { id: 'sales.cancellation.firstArrival', defaultMessage: 'First arrival' },
  lastArrival: { id: 'sales.cancellation.lastArrival', defaultMessage: 'Last arrival' },
  charges: { id: 'sales.cancellation.charges', defaultMessage: 'Charges' },
  newSeason: { id: 'sales.cancellation.newSeason', defaultMessage: 'New season' },
  editSeason: { id: 'sales.cancellation.editSeason', defaultMessage: 'Edit season' },
  deleteSeason: { id: 'sales.cancellation.deleteSeason', defaultMessage: 'Delete season' },
  openCharges: { id: 'sales.cancellation.openCharges', defaultMessage: 'Charges of the season' },
  seasonsToolbar: { id: 'sales.cancellation.seasonsToolbar', defaultMessage: 'Season actions' },
  noBands: { id: 'sales.cancellation.noBands', defaultMessage: 'Free to cancel' },
  // charges (bands)
  chargesTitle: { id: 'sales.cancellation.chargesTitle', defaultMessage: 'Cancellation charges' },
  chargesIntro: {
    id: 'sales.cancellation.chargesIntro',
    defaultMessage:
      'Each band of days before arrival charges the first nights, a percentage of the stay or a fixed amount. A fee never falls as arrival nears: a band charges at least what the bands before it charge.',
  },
  noSeasonChosen: {
    id: 'sales.cancellation.noSeasonChosen',
    defaultMessage: 'Choose a policy and one of its seasons to see its charges.',
  },
  daysBefore: { id: 'sales.cancellation.daysBefore', defaultMessage: 'Days before arrival' },
  fromDays: { id: 'sales.cancellation.fromDays', defaultMessage: 'From (days before arrival)' },
  fromDaysHelp: {
    id: 'sales.cancellation.fromDaysHelp',
    defaultMessage: 'The most days before arrival; leave empty for any number more.',
  },
  toDays: { id: 'sales.cancellation.toDays', defaultMessage: 'To (days before arrival)' },
  fromColumn: { id: 'sales.cancellation.fromColumn', defaultMessage: 'From day' },
  toColumn: { id: 'sales.cancellation.toColumn', defaultMessage: 'To day' },
  toDaysHelp: { id: 'sales.cancellation.toDaysHelp', defaultMessage: 'The fewest days; 0 is the day of arrival.' },
  anyMore: { id: 'sales.cancellation.anyMore', defaultMessage: 'or more' },
  newBand: { id: 'sales.cancellation.newBand', defaultMessage: 'New charge' },
  editBand: { id: 'sales.cancellation.editBand', defaultMessage: 'Edit charge' },
  deleteBand: { id: 'sales.cancellation.deleteBand', defaultMessage: 'Delete charge' },
  chargesToolbar: { id: 'sales.cancellation.chargesToolbar', defaultMessage: 'Charge actions' },
  // try it
  tryTitle: { id: 'sales.cancellation.tryTitle', defaultMessage: 'Try the season' },
  tryIntro: {
    id: 'sales.cancellation.tryIntro',
    defaultMessage: 'What cancelling a stay arriving in this season costs, worked out as a booking’s would be.',
  },
  tryNights: { id: 'sales.cancellation.tryNights', defaultMessage: 'Nights' },
  tryRate: { id: 'sales.cancellation.tryRate', defaultMessage: 'Rate a night' },
  tryDays: { id: 'sales.cancellation.tryDays', defaultMessage: 'Cancelled days before arrival' },
  // assignments
  staticTitle: { id: 'sales.cancellation.staticTitle', defaultMessage: 'Cancellation policy for static contracts' },
  dynamicTitle: {
    id: 'sales.cancellation.dynamicTitle',
    defaultMessage: 'Cancellation policy for dynamic profiles',
  },
  assignIntro: {
    id: 'sales.cancellation.assignIntro',
    defaultMessage:
      'Cancelling a booking priced by a contract proposes its policy’s fee; a contract without one takes the hotel’s rule (the first night when cancelled within one day of arrival).',
  },
  contract: { id: 'sales.cancellation.contract', defaultMessage: 'Contract' },
  contractName: { id: 'sales.cancellation.contractName', defaultMessage: 'Contract name' },
  partner: { id: 'sales.cancellation.partner', defaultMessage: 'Partner' },
  changePolicy: { id: 'sales.cancellation.changePolicy', defaultMessage: 'Change policy' },
  noPolicy: { id: 'sales.cancellation.noPolicy', defaultMessage: 'None: the hotel’s rule' },
  searchContracts: { id: 'sales.cancellation.searchContracts', defaultMessage: 'Search contracts' },
  searchContractsPlaceholder: {
    id: 'sales.cancellation.searchContractsPlaceholder',
    defaultMessage: 'Contract, partner or policy',
  },
  success: { id: 'sales.cancellation.success', defaultMessage: 'Success' },
});

export const policyCountMessage = defineMessage<{ count: number }>({
  id: 'sales.cancellation.policyCount',
  defaultMessage: '{count, plural, one {# policy} other {# policies}}',
});

export const seasonCountMessage = defineMessage<{ count: number }>({
  id: 'sales.cancellation.seasonCountText',
  defaultMessage: '{count, plural, one {# season} other {# seasons}}',
});

export const bandCountMessage = defineMessage<{ count: number }>({
  id: 'sales.cancellation.bandCount',
  defaultMessage: '{count, plural, one {# charge} other {# charges}}',
});

export const contractCountMessage = defineMessage<{ count: number }>({
  id: 'sales.cancellation.contractCountText',
  defaultMessage: '{count, plural, one {# contract} other {# contracts}}',
});

export const assignTitleMessage = defineMessage<{ contract: string }>({
  id: 'sales.cancellation.assignTitle',
  defaultMessage: 'Cancellation policy of {contract}',
});

export const tryFeeMessage = defineMessage<{ fee: string }>({
  id: 'sales.cancellation.tryFee',
  defaultMessage: 'Fee {fee}',
});
