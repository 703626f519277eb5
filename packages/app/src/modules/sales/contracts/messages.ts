import { defineMessage } from 'react-intl';

// The texts of the contract screens (issue 20): the contract list, the static contract and the
// dynamic profile editors with their what-if quote and printed contract, and the rule screens.

/** A contract's terms in words (model/words.ts): the printed contract and the rule lists. */
export const wordMessages = {
  range: defineMessage<{ from: string | number; to: string | number }>({
    id: 'sales.contracts.words.range',
    defaultMessage: '{from} to {to}',
  }),
  roomTypes: defineMessage<{ roomTypes: string | number }>({
    id: 'sales.contracts.words.roomTypes',
    defaultMessage: 'room types {roomTypes}',
  }),
  allRoomTypes: defineMessage({
    id: 'sales.contracts.words.allRoomTypes',
    defaultMessage: 'all room types',
  }),
  percent: defineMessage<{ percent: string | number }>({
    id: 'sales.contracts.words.percent',
    defaultMessage: '{percent} %',
  }),
  amountPerRoom: defineMessage<{ amount: string | number }>({
    id: 'sales.contracts.words.amountPerRoom',
    defaultMessage: '{amount} a room',
  }),
  amountPerPerson: defineMessage<{ amount: string | number }>({
    id: 'sales.contracts.words.amountPerPerson',
    defaultMessage: '{amount} a person',
  }),
  stayWindow: defineMessage<{ nights: string | number }>({
    id: 'sales.contracts.words.stayWindow',
    defaultMessage: 'for nights {nights}',
  }),
  priority: defineMessage<{ priority: string | number }>({
    id: 'sales.contracts.words.priority',
    defaultMessage: 'priority {priority}',
  }),
  combinesWith: defineMessage<{ offers: string | number }>({
    id: 'sales.contracts.words.combinesWith',
    defaultMessage: 'combines with {offers}',
  }),
  combinesWithNone: defineMessage({
    id: 'sales.contracts.words.combinesWithNone',
    defaultMessage: 'does not combine with other offers',
  }),
  supplementPerPerson: defineMessage<{ amount: string | number }>({
    id: 'sales.contracts.words.supplementPerPerson',
    defaultMessage: '{amount} per person per night',
  }),
  supplementPerRoom: defineMessage<{ amount: string | number }>({
    id: 'sales.contracts.words.supplementPerRoom',
    defaultMessage: '{amount} per room per night',
  }),
  mealPlans: defineMessage<{ mealPlans: string | number }>({
    id: 'sales.contracts.words.mealPlans',
    defaultMessage: 'with meal plan {mealPlans}',
  }),
  onNights: defineMessage<{ nights: string | number }>({
    id: 'sales.contracts.words.onNights',
    defaultMessage: 'on the nights {nights}',
  }),
  everyNight: defineMessage({
    id: 'sales.contracts.words.everyNight',
    defaultMessage: 'every night',
  }),
  childrenFrom: defineMessage<{ age: string | number }>({
    id: 'sales.contracts.words.childrenFrom',
    defaultMessage: 'children count from age {age}',
  }),
  compulsory: defineMessage<{ amount: string | number; dates: string | number }>({
    id: 'sales.contracts.words.compulsory',
    defaultMessage: '{amount} per person, charged to every stay with a night on {dates}',
  }),
  closedToArrival: defineMessage<{ dates: string | number }>({
    id: 'sales.contracts.words.closedToArrival',
    defaultMessage: 'closed to arrival on {dates}',
  }),
  closedToDeparture: defineMessage<{ dates: string | number }>({
    id: 'sales.contracts.words.closedToDeparture',
    defaultMessage: 'closed to departure on {dates}',
  }),
  closedBoth: defineMessage<{ dates: string | number }>({
    id: 'sales.contracts.words.closedBoth',
    defaultMessage: 'closed to arrival and to departure on {dates}',
  }),
  earlybirdPeriod: defineMessage<{ value: string | number; booked: string | number; nights: string | number }>({
    id: 'sales.contracts.words.earlybirdPeriod',
    defaultMessage: '{value} off each night for bookings made {booked}, for nights {nights}',
  }),
  earlybirdRolling: defineMessage<{ value: string | number; days: string | number }>({
    id: 'sales.contracts.words.earlybirdRolling',
    defaultMessage:
      '{value} off each night for bookings made at least {days, plural, one {# day} other {# days}} before arrival',
  }),
  longStay: defineMessage<{ value: string | number; nights: string | number }>({
    id: 'sales.contracts.words.longStay',
    defaultMessage: '{value} off each night for stays of {nights, plural, one {# night} other {# nights}} or more',
  }),
  bonusNightRepeats: defineMessage<{ stay: string | number; pay: string | number; free: string | number }>({
    id: 'sales.contracts.words.bonusNightRepeats',
    defaultMessage:
      'stay {stay} nights, pay {pay}: the {free, plural, one {cheapest night is} other {# cheapest nights are}} free, again for every full {stay} nights',
  }),
  bonusNightOnce: defineMessage<{ stay: string | number; pay: string | number; free: string | number }>({
    id: 'sales.contracts.words.bonusNightOnce',
    defaultMessage:
      'stay {stay} nights, pay {pay}: the {free, plural, one {cheapest night is} other {# cheapest nights are}} free, once a stay',
  }),
  rule: defineMessage<{ id: string | number; name: string | number; terms: string | number }>({
    id: 'sales.contracts.words.rule',
    defaultMessage: '{id} {name}: {terms}.',
  }),
  ages: defineMessage<{ from: string | number; to: string | number }>({
    id: 'sales.contracts.words.ages',
    defaultMessage: 'Children aged {from} to {to}',
  }),
  bandFree: defineMessage<{ ages: string | number }>({
    id: 'sales.contracts.words.bandFree',
    defaultMessage: '{ages} stay free.',
  }),
  bandAmount: defineMessage<{ ages: string | number; amount: string | number }>({
    id: 'sales.contracts.words.bandAmount',
    defaultMessage: '{ages} pay {amount} a night.',
  }),
  bandPercent: defineMessage<{ ages: string | number; percent: string | number }>({
    id: 'sales.contracts.words.bandPercent',
    defaultMessage: "{ages} pay {percent} % of one adult's share of the night's room rate.",
  }),
  adultFrom: defineMessage<{ age: string | number }>({
    id: 'sales.contracts.words.adultFrom',
    defaultMessage: 'Guests from age {age} are priced as adults.',
  }),
  noBands: defineMessage({
    id: 'sales.contracts.words.noBands',
    defaultMessage: 'Children below that age cannot be booked under this contract.',
  }),
  discount: defineMessage<{
    id: string | number;
    name: string | number;
    value: string | number;
    nights: string | number;
    roomTypes: string | number;
  }>({
    id: 'sales.contracts.words.discount',
    defaultMessage: '{id} {name}: {value} off the public rate for nights {nights}, {roomTypes}.',
  }),
  markup: defineMessage<{
    id: string | number;
    name: string | number;
    value: string | number;
    nights: string | number;
    roomTypes: string | number;
  }>({
    id: 'sales.contracts.words.markup',
    defaultMessage: '{id} {name}: {value} on top of the public rate for nights {nights}, {roomTypes}.',
  }),
  baseRate: defineMessage<{ code: string | number }>({
    id: 'sales.contracts.words.baseRate',
    defaultMessage: 'Each night is priced from the public rate {code} of the night, room type and occupancy.',
  }),
  floor: defineMessage<{ amount: string | number }>({
    id: 'sales.contracts.words.floor',
    defaultMessage: 'No night is priced below {amount}.',
  }),
  noFloor: defineMessage({
    id: 'sales.contracts.words.noFloor',
    defaultMessage: 'There is no floor price.',
  }),
  allotment: defineMessage<{ roomType: string | number; rooms: string | number; releaseDays: string | number }>({
    id: 'sales.contracts.words.allotment',
    defaultMessage:
      '{roomType}: {rooms, plural, one {# room} other {# rooms}}, {releaseDays, plural, =0 {released on the night itself} one {released # day before the night} other {released # days before the night}}',
  }),
};

/** The contract list, the create form and the editors. */
export const contractMessages = {
  listTitle: defineMessage({
    id: 'sales.contracts.listTitle',
    defaultMessage: 'Contracts',
  }),
  listIntro: defineMessage({
    id: 'sales.contracts.listIntro',
    defaultMessage:
      'Partner contracts and dynamic profiles: the version in force with its validity, and whether a draft is being prepared. Open one to edit its draft, try a stay or print it.',
  }),
  staticTitle: defineMessage({
    id: 'sales.contracts.staticTitle',
    defaultMessage: 'Static contract',
  }),
  staticIntro: defineMessage({
    id: 'sales.contracts.staticIntro',
    defaultMessage:
      'Seasons and net rates per room type, occupancy and meal plan, and the child policy. Changes are made on a draft and put in force with Activate; bookings keep the version that priced them.',
  }),
  dynamicTitle: defineMessage({
    id: 'sales.contracts.dynamicTitle',
    defaultMessage: 'Dynamic profile',
  }),
  dynamicIntro: defineMessage({
    id: 'sales.contracts.dynamicIntro',
    defaultMessage:
      'A discount or markup on the public rate, by period and room type, with a floor. Changes are made on a draft and put in force with Activate.',
  }),
  search: defineMessage({
    id: 'sales.contracts.search',
    defaultMessage: 'Search',
  }),
  searchPlaceholder: defineMessage({
    id: 'sales.contracts.searchPlaceholder',
    defaultMessage: 'Code, name or partner',
  }),
  toolbar: defineMessage({
    id: 'sales.contracts.toolbar',
    defaultMessage: 'List actions',
  }),
  actions: defineMessage({
    id: 'sales.contracts.actions',
    defaultMessage: 'Actions',
  }),
  open: defineMessage({
    id: 'sales.contracts.open',
    defaultMessage: 'Open',
  }),
  code: defineMessage({
    id: 'sales.contracts.code',
    defaultMessage: 'Code',
  }),
  codeInvalid: defineMessage({
    id: 'sales.contracts.codeInvalid',
    defaultMessage: 'Letters, digits, dot, dash and underscore only',
  }),
  name: defineMessage({
    id: 'sales.contracts.name',
    defaultMessage: 'Name',
  }),
  partner: defineMessage({
    id: 'sales.contracts.partner',
    defaultMessage: 'Partner',
  }),
  kind: defineMessage({
    id: 'sales.contracts.kind',
    defaultMessage: 'Kind',
  }),
  kindHelp: defineMessage({
    id: 'sales.contracts.kindHelp',
    defaultMessage: 'Fixed for the life of the contract.',
  }),
  kindStatic: defineMessage({
    id: 'sales.contracts.kindStatic',
    defaultMessage: 'Static',
  }),
  kindDynamic: defineMessage({
    id: 'sales.contracts.kindDynamic',
    defaultMessage: 'Dynamic',
  }),
  allKinds: defineMessage({
    id: 'sales.contracts.allKinds',
    defaultMessage: 'All kinds',
  }),
  state: defineMessage({
    id: 'sales.contracts.state',
    defaultMessage: 'State',
  }),
  allStates: defineMessage({
    id: 'sales.contracts.allStates',
    defaultMessage: 'All',
  }),
  stateInForce: defineMessage({
    id: 'sales.contracts.stateInForce',
    defaultMessage: 'In force',
  }),
  stateDraft: defineMessage({
    id: 'sales.contracts.stateDraft',
    defaultMessage: 'Draft open',
  }),
  stateNone: defineMessage({
    id: 'sales.contracts.stateNone',
    defaultMessage: 'Not in force',
  }),
  currency: defineMessage({
    id: 'sales.contracts.currency',
    defaultMessage: 'Currency',
  }),
  inForce: defineMessage({
    id: 'sales.contracts.inForce',
    defaultMessage: 'In force',
  }),
  noneInForce: defineMessage({
    id: 'sales.contracts.noneInForce',
    defaultMessage: 'None',
  }),
  versionNumber: defineMessage<{ number: string | number }>({
    id: 'sales.contracts.versionNumber',
    defaultMessage: 'v{number}',
  }),
  validFrom: defineMessage({
    id: 'sales.contracts.validFrom',
    defaultMessage: 'Valid from',
  }),
  validTo: defineMessage({
    id: 'sales.contracts.validTo',
    defaultMessage: 'Valid to',
  }),
  validity: defineMessage({
    id: 'sales.contracts.validity',
    defaultMessage: 'Validity',
  }),
  validityRange: defineMessage<{ from: string | number; to: string | number }>({
    id: 'sales.contracts.validityRange',
    defaultMessage: '{from} – {to}',
  }),
  draft: defineMessage({
    id: 'sales.contracts.draft',
    defaultMessage: 'Draft',
  }),
  draftOpen: defineMessage({
    id: 'sales.contracts.draftOpen',
    defaultMessage: 'Open',
  }),
  draftNone: defineMessage({
    id: 'sales.contracts.draftNone',
    defaultMessage: '—',
  }),
  newContract: defineMessage({
    id: 'sales.contracts.newContract',
    defaultMessage: 'New contract',
  }),
  newProfile: defineMessage({
    id: 'sales.contracts.newProfile',
    defaultMessage: 'New dynamic profile',
  }),
  searchSource: defineMessage({
    id: 'sales.contracts.searchSource',
    defaultMessage: 'Search by source',
  }),
  searchCountry: defineMessage({
    id: 'sales.contracts.searchCountry',
    defaultMessage: 'Search by country',
  }),
  searchHelp: defineMessage({
    id: 'sales.contracts.searchHelp',
    defaultMessage: 'Narrows the partners to those with this default source and country.',
  }),
  baseRateCode: defineMessage({
    id: 'sales.contracts.baseRateCode',
    defaultMessage: 'Public rate',
  }),
  baseRateCodeHelp: defineMessage({
    id: 'sales.contracts.baseRateCodeHelp',
    defaultMessage: 'The rate code whose nightly price each night starts from.',
  }),
  contract: defineMessage({
    id: 'sales.contracts.contract',
    defaultMessage: 'Contract',
  }),
  profile: defineMessage({
    id: 'sales.contracts.profile',
    defaultMessage: 'Dynamic profile',
  }),
  version: defineMessage({
    id: 'sales.contracts.version',
    defaultMessage: 'Version',
  }),
  versionWithStatus: defineMessage<{ number: string | number; status: string | number }>({
    id: 'sales.contracts.versionWithStatus',
    defaultMessage: 'Version {number} · {status}',
  }),
  statusDraft: defineMessage({
    id: 'sales.contracts.statusDraft',
    defaultMessage: 'Draft',
  }),
  statusActive: defineMessage({
    id: 'sales.contracts.statusActive',
    defaultMessage: 'Active',
  }),
  statusRetired: defineMessage({
    id: 'sales.contracts.statusRetired',
    defaultMessage: 'Retired',
  }),
  allContracts: defineMessage({
    id: 'sales.contracts.allContracts',
    defaultMessage: 'All contracts',
  }),
  otherKindTitle: defineMessage({
    id: 'sales.contracts.otherKindTitle',
    defaultMessage: 'This contract is edited on its own screen',
  }),
  otherKindLink: defineMessage<{ code: string | number }>({
    id: 'sales.contracts.otherKindLink',
    defaultMessage: 'Open {code}',
  }),
  noContractsTitle: defineMessage({
    id: 'sales.contracts.noContractsTitle',
    defaultMessage: 'No contracts yet',
  }),
  noContracts: defineMessage({
    id: 'sales.contracts.noContracts',
    defaultMessage: 'There is no static contract yet: add one with New contract.',
  }),
  noProfiles: defineMessage({
    id: 'sales.contracts.noProfiles',
    defaultMessage: 'There is no dynamic profile yet: add one with New dynamic profile.',
  }),
  discardChanges: defineMessage({
    id: 'sales.contracts.discardChanges',
    defaultMessage: 'Your changes to this version are not saved. Leave it and lose them?',
  }),
  saveDraft: defineMessage({
    id: 'sales.contracts.saveDraft',
    defaultMessage: 'Save draft',
  }),
  activate: defineMessage({
    id: 'sales.contracts.activate',
    defaultMessage: 'Activate',
  }),
  activateTitle: defineMessage({
    id: 'sales.contracts.activateTitle',
    defaultMessage: 'Put the draft in force?',
  }),
  activated: defineMessage<{ version: string | number }>({
    id: 'sales.contracts.activated',
    defaultMessage: 'Version {version} is in force',
  }),
  newDraft: defineMessage<{ number: string | number }>({
    id: 'sales.contracts.newDraft',
    defaultMessage: 'New draft from version {number}',
  }),
  notSaved: defineMessage({ id: 'sales.contracts.notSaved', defaultMessage: 'Not saved' }),
  draftCreated: defineMessage({
    id: 'sales.contracts.draftCreated',
    defaultMessage: 'A draft was made',
  }),
  saved: defineMessage({
    id: 'sales.contracts.saved',
    defaultMessage: 'Success',
  }),
  print: defineMessage({
    id: 'sales.contracts.print',
    defaultMessage: 'Print contract',
  }),
  readOnlyTitle: defineMessage<{ status: string | number }>({
    id: 'sales.contracts.readOnlyTitle',
    defaultMessage: 'This {status} version cannot change',
  }),
  readOnlyBody: defineMessage({
    id: 'sales.contracts.readOnlyBody',
    defaultMessage:
      'Bookings priced by it keep it as it is. To change the terms, make a draft, edit it and activate it.',
  }),
  staleTitle: defineMessage({
    id: 'sales.contracts.staleTitle',
    defaultMessage: 'Changed by someone else',
  }),
  staleBody: defineMessage({
    id: 'sales.contracts.staleBody',
    defaultMessage: 'Someone else saved this contract after you opened it. Reload it and make your change again.',
  }),
  checkFields: defineMessage({
    id: 'sales.contracts.checkFields',
    defaultMessage: 'Please check the marked fields.',
  }),
  required: defineMessage({
    id: 'sales.contracts.required',
    defaultMessage: 'Required',
  }),
  sections: defineMessage({
    id: 'sales.contracts.sections',
    defaultMessage: 'Parts of the contract',
  }),
  termsTab: defineMessage({
    id: 'sales.contracts.termsTab',
    defaultMessage: 'Terms',
  }),
  rulesTab: defineMessage<{ count: string | number }>({
    id: 'sales.contracts.rulesTab',
    defaultMessage: 'Rules ({count})',
  }),
  quoteTab: defineMessage({
    id: 'sales.contracts.quoteTab',
    defaultMessage: 'What-if quote',
  }),
  childPolicy: defineMessage({
    id: 'sales.contracts.childPolicy',
    defaultMessage: 'Child policy',
  }),
  adultFromAge: defineMessage({
    id: 'sales.contracts.adultFromAge',
    defaultMessage: 'Adult from age',
  }),
  fromAge: defineMessage({
    id: 'sales.contracts.fromAge',
    defaultMessage: 'From age',
  }),
  toAge: defineMessage({
    id: 'sales.contracts.toAge',
    defaultMessage: 'To age',
  }),
  charge: defineMessage({
    id: 'sales.contracts.charge',
    defaultMessage: 'Charge',
  }),
  chargeValue: defineMessage({
    id: 'sales.contracts.chargeValue',
    defaultMessage: 'Amount or %',
  }),
  chargeFree: defineMessage({
    id: 'sales.contracts.chargeFree',
    defaultMessage: 'Free',
  }),
  chargeAmount: defineMessage({
    id: 'sales.contracts.chargeAmount',
    defaultMessage: 'Amount a night',
  }),
  chargePercent: defineMessage({
    id: 'sales.contracts.chargePercent',
    defaultMessage: '% of an adult',
  }),
  amount: defineMessage({
    id: 'sales.contracts.amount',
    defaultMessage: 'Amount',
  }),
  percent: defineMessage({
    id: 'sales.contracts.percent',
    defaultMessage: 'Percent',
  }),
  addBand: defineMessage({
    id: 'sales.contracts.addBand',
    defaultMessage: 'Add age band',
  }),
  removeBand: defineMessage({
    id: 'sales.contracts.removeBand',
    defaultMessage: 'Remove age band',
  }),
  noBands: defineMessage({
    id: 'sales.contracts.noBands',
    defaultMessage: 'No age bands: children below the adult age cannot be booked.',
  }),
  bandNumber: defineMessage<{ number: string | number }>({
    id: 'sales.contracts.bandNumber',
    defaultMessage: 'Age band {number}',
  }),
  seasons: defineMessage({
    id: 'sales.contracts.seasons',
    defaultMessage: 'Seasons and net rates',
  }),
  mealPlanColumns: defineMessage({
    id: 'sales.contracts.mealPlanColumns',
    defaultMessage: 'Meal plans with rates of their own',
  }),
  mealPlanColumnsHelp: defineMessage({
    id: 'sales.contracts.mealPlanColumnsHelp',
    defaultMessage: 'The "Any meal plan" rates price every meal plan without a rate of its own.',
  }),
  adultsUpTo: defineMessage({
    id: 'sales.contracts.adultsUpTo',
    defaultMessage: 'Adults up to',
  }),
  noSeasons: defineMessage({
    id: 'sales.contracts.noSeasons',
    defaultMessage: 'No seasons yet.',
  }),
  seasonCode: defineMessage({
    id: 'sales.contracts.seasonCode',
    defaultMessage: 'Season',
  }),
  seasonName: defineMessage({
    id: 'sales.contracts.seasonName',
    defaultMessage: 'Season name',
  }),
  nights: defineMessage({
    id: 'sales.contracts.nights',
    defaultMessage: 'Nights',
  }),
  minNights: defineMessage({
    id: 'sales.contracts.minNights',
    defaultMessage: 'Min. nights',
  }),
  copySeason: defineMessage({
    id: 'sales.contracts.copySeason',
    defaultMessage: 'New season with these rates',
  }),
  removeSeason: defineMessage({
    id: 'sales.contracts.removeSeason',
    defaultMessage: 'Remove season',
  }),
  addSeason: defineMessage({
    id: 'sales.contracts.addSeason',
    defaultMessage: 'Add season',
  }),
  ratesCaption: defineMessage<{ season: string | number }>({
    id: 'sales.contracts.ratesCaption',
    defaultMessage: '{season}: net rate of one room for one night; an empty cell has no rate.',
  }),
  roomType: defineMessage({
    id: 'sales.contracts.roomType',
    defaultMessage: 'Room type',
  }),
  allotmentCaption: defineMessage<{ season: string | number }>({
    id: 'sales.contracts.allotmentCaption',
    defaultMessage:
      '{season}: allotment, the rooms held for the partner every night of the season until the release days before the night; empty rooms: no allotment.',
  }),
  allotmentTable: defineMessage<{ season: string | number }>({
    id: 'sales.contracts.allotmentTable',
    defaultMessage: '{season}: allotment',
  }),
  noAllotment: defineMessage<{ season: string | number }>({
    id: 'sales.contracts.noAllotment',
    defaultMessage: '{season}: no allotment.',
  }),
  allotmentRooms: defineMessage({
    id: 'sales.contracts.allotmentRooms',
    defaultMessage: 'Rooms',
  }),
  releaseDays: defineMessage({
    id: 'sales.contracts.releaseDays',
    defaultMessage: 'Release days',
  }),
  roomTypes: defineMessage({
    id: 'sales.contracts.roomTypes',
    defaultMessage: 'Room types',
  }),
  roomTypesHelp: defineMessage({
    id: 'sales.contracts.roomTypesHelp',
    defaultMessage: 'None ticked: every room type.',
  }),
  anyMealPlan: defineMessage({
    id: 'sales.contracts.anyMealPlan',
    defaultMessage: 'Any meal plan',
  }),
  publicRate: defineMessage({
    id: 'sales.contracts.publicRate',
    defaultMessage: 'Public rate and adjustments',
  }),
  floor: defineMessage({
    id: 'sales.contracts.floor',
    defaultMessage: 'Floor',
  }),
  floorHelp: defineMessage({
    id: 'sales.contracts.floorHelp',
    defaultMessage: 'No night below this amount; empty: none.',
  }),
  adjustments: defineMessage({
    id: 'sales.contracts.adjustments',
    defaultMessage: 'Adjustments by period',
  }),
  noAdjustments: defineMessage({
    id: 'sales.contracts.noAdjustments',
    defaultMessage: 'No adjustments: every night costs the public rate.',
  }),
  addAdjustment: defineMessage({
    id: 'sales.contracts.addAdjustment',
    defaultMessage: 'Add adjustment',
  }),
  removeAdjustment: defineMessage({
    id: 'sales.contracts.removeAdjustment',
    defaultMessage: 'Remove adjustment',
  }),
  ruleId: defineMessage({
    id: 'sales.contracts.ruleId',
    defaultMessage: 'Id',
  }),
  direction: defineMessage({
    id: 'sales.contracts.direction',
    defaultMessage: 'Discount or markup',
  }),
  discount: defineMessage({
    id: 'sales.contracts.discount',
    defaultMessage: 'Discount',
  }),
  markup: defineMessage({
    id: 'sales.contracts.markup',
    defaultMessage: 'Markup',
  }),
  valueKind: defineMessage({
    id: 'sales.contracts.valueKind',
    defaultMessage: 'Value',
  }),
  valuePercent: defineMessage({
    id: 'sales.contracts.valuePercent',
    defaultMessage: 'Percent',
  }),
  valueAmountPerNight: defineMessage({
    id: 'sales.contracts.valueAmountPerNight',
    defaultMessage: 'Amount a room and night',
  }),
  noRulesOfKind: defineMessage({
    id: 'sales.contracts.noRulesOfKind',
    defaultMessage: 'None.',
  }),
  retiredRules: defineMessage({
    id: 'sales.contracts.retiredRules',
    defaultMessage: 'The rules of a retired version, as they were when it was in force.',
  }),
};

export const contractCountMessage = defineMessage<{ count: string | number }>({
  id: 'sales.contracts.count',
  defaultMessage: '{count, plural, one {# contract} other {# contracts}}',
});

export const draftOpenMessage = defineMessage<{ number: string | number }>({
  id: 'sales.contracts.draftOpenButton',
  defaultMessage: 'Show the draft (version {number})',
});

export const activateConfirmMessage = defineMessage<{
  hasActive: string | number;
  version: string | number;
  active: string | number;
}>({
  id: 'sales.contracts.activateConfirm',
  defaultMessage:
    '{hasActive, select, yes {Version {version} will price new bookings from now on and version {active} will be retired.} other {Version {version} will price new bookings from now on.}} Bookings already made keep the version that priced them. Unsaved changes are saved first.',
});

export const bandLabelMessage = defineMessage<{ number: string | number }>({
  id: 'sales.contracts.bandLabel',
  defaultMessage: 'Age band {number}',
});

export const seasonLabelMessage = defineMessage<{ code: string | number }>({
  id: 'sales.contracts.seasonLabel',
  defaultMessage: 'Season {code}',
});

export const adjustmentLabelMessage = defineMessage<{ id: string | number }>({
  id: 'sales.contracts.adjustmentLabel',
  defaultMessage: 'Adjustment {id}',
});

export const adultsMessage = defineMessage<{ count: string | number }>({
  id: 'sales.contracts.adults',
  defaultMessage: '{count, plural, one {# adult} other {# adults}}',
});

export const rateCellLabelMessage = defineMessage<{
  season: string | number;
  roomType: string | number;
  adults: string | number;
  mealPlan: string | number;
}>({
  id: 'sales.contracts.rateCellLabel',
  defaultMessage: '{season}, {roomType}, {adults, plural, one {# adult} other {# adults}}, {mealPlan}',
});

export const allotmentLabelMessage = defineMessage<{
  season: string | number;
  roomType: string | number;
  field: string | number;
}>({
  id: 'sales.contracts.allotmentLabel',
  defaultMessage: '{season}, allotment {roomType}, {field, select, rooms {rooms held} other {release days}}',
});

/** What is wrong with a field before anything is sent (model/body.ts FieldProblem). */
export const problemMessages = {
  required: defineMessage({
    id: 'sales.contracts.problem.required',
    defaultMessage: 'Required',
  }),
  amount: defineMessage({
    id: 'sales.contracts.problem.amount',
    defaultMessage: 'Type an amount such as 1250 or 1250.50',
  }),
  percent: defineMessage({
    id: 'sales.contracts.problem.percent',
    defaultMessage: 'Type a percentage from 0 to 100, such as 12.5',
  }),
  dateRange: defineMessage({
    id: 'sales.contracts.problem.dateRange',
    defaultMessage: 'Ends before it starts',
  }),
  ageOrder: defineMessage({
    id: 'sales.contracts.problem.ageOrder',
    defaultMessage: 'Lower than the age it starts from',
  }),
  duplicate: defineMessage({
    id: 'sales.contracts.problem.duplicate',
    defaultMessage: 'Used twice',
  }),
  payOverStay: defineMessage({
    id: 'sales.contracts.problem.payOverStay',
    defaultMessage: 'Cannot be more than the nights stayed',
  }),
};

/** The what-if quote. */
export const quoteMessages = {
  title: defineMessage({
    id: 'sales.contracts.quote.title',
    defaultMessage: 'What-if quote',
  }),
  intro: defineMessage<{ version: string | number }>({
    id: 'sales.contracts.quote.intro',
    defaultMessage: 'Prices a sample stay through {version} as saved, night by night, as a booking would be priced.',
  }),
  unsavedTitle: defineMessage({
    id: 'sales.contracts.quote.unsavedTitle',
    defaultMessage: 'Changes not saved yet',
  }),
  unsavedBody: defineMessage({
    id: 'sales.contracts.quote.unsavedBody',
    defaultMessage: 'The quote prices the version as saved: save the draft to try your changes.',
  }),
  stay: defineMessage({
    id: 'sales.contracts.quote.stay',
    defaultMessage: 'Arrival – departure',
  }),
  adults: defineMessage({
    id: 'sales.contracts.quote.adults',
    defaultMessage: 'Adults',
  }),
  childAges: defineMessage({
    id: 'sales.contracts.quote.childAges',
    defaultMessage: 'Children’s ages',
  }),
  childAgesHelp: defineMessage({
    id: 'sales.contracts.quote.childAgesHelp',
    defaultMessage: 'One age a child, e.g. 4, 9',
  }),
  agesInvalid: defineMessage({
    id: 'sales.contracts.quote.agesInvalid',
    defaultMessage: 'Whole ages from 0 to 120, separated by commas',
  }),
  mealPlan: defineMessage({
    id: 'sales.contracts.quote.mealPlan',
    defaultMessage: 'Meal plan',
  }),
  noMealPlan: defineMessage({
    id: 'sales.contracts.quote.noMealPlan',
    defaultMessage: 'None asked',
  }),
  bookingDate: defineMessage({
    id: 'sales.contracts.quote.bookingDate',
    defaultMessage: 'Booking date',
  }),
  bookingDateHelp: defineMessage({
    id: 'sales.contracts.quote.bookingDateHelp',
    defaultMessage: 'Early-bird offers are judged by it; empty: the hotel date.',
  }),
  departureAfterArrival: defineMessage({
    id: 'sales.contracts.quote.departureAfterArrival',
    defaultMessage: 'The departure is after the arrival',
  }),
  price: defineMessage({
    id: 'sales.contracts.quote.price',
    defaultMessage: 'Price the stay',
  }),
  failed: defineMessage({
    id: 'sales.contracts.quote.failed',
    defaultMessage: 'The stay could not be priced',
  }),
  refused: defineMessage({
    id: 'sales.contracts.quote.refused',
    defaultMessage: 'This stay cannot be sold under this version',
  }),
  totalTitle: defineMessage<{ total: string | number; currency: string | number }>({
    id: 'sales.contracts.quote.totalTitle',
    defaultMessage: 'Total {total} {currency}',
  }),
  nightsHeading: defineMessage({
    id: 'sales.contracts.quote.nightsHeading',
    defaultMessage: 'Each night, step by step',
  }),
  refusedInvalidContract: defineMessage({
    id: 'sales.contracts.quote.refusedInvalidContract',
    defaultMessage: 'The contract has a mistake',
  }),
  refusedInvalidRequest: defineMessage({
    id: 'sales.contracts.quote.refusedInvalidRequest',
    defaultMessage: 'The stay is not valid',
  }),
  refusedOutsideValidity: defineMessage({
    id: 'sales.contracts.quote.refusedOutsideValidity',
    defaultMessage: 'Outside the validity',
  }),
  refusedClosedToArrival: defineMessage({
    id: 'sales.contracts.quote.refusedClosedToArrival',
    defaultMessage: 'Closed to arrival',
  }),
  refusedClosedToDeparture: defineMessage({
    id: 'sales.contracts.quote.refusedClosedToDeparture',
    defaultMessage: 'Closed to departure',
  }),
  refusedMinStay: defineMessage({
    id: 'sales.contracts.quote.refusedMinStay',
    defaultMessage: 'Minimum stay',
  }),
  refusedNoSeason: defineMessage({
    id: 'sales.contracts.quote.refusedNoSeason',
    defaultMessage: 'No season',
  }),
  refusedNoRate: defineMessage({
    id: 'sales.contracts.quote.refusedNoRate',
    defaultMessage: 'No rate',
  }),
  refusedNoPublicRate: defineMessage({
    id: 'sales.contracts.quote.refusedNoPublicRate',
    defaultMessage: 'No public rate',
  }),
  refusedChildAge: defineMessage({
    id: 'sales.contracts.quote.refusedChildAge',
    defaultMessage: 'Child’s age not covered',
  }),
};

export const quotedThroughMessage = defineMessage<{
  contract: string | number;
  version: string | number;
  nights: string | number;
  nightsTotal: string | number;
  compulsoryTotal: string | number;
}>({
  id: 'sales.contracts.quote.through',
  defaultMessage:
    '{contract} version {version}: {nights, plural, one {# night} other {# nights}} {nightsTotal}, compulsory charges {compulsoryTotal}.',
});

/** The printed contract. */
export const printMessages = {
  titleStatic: defineMessage<{ code: string | number; name: string | number }>({
    id: 'sales.contracts.print.titleStatic',
    defaultMessage: 'Contract {code} · {name}',
  }),
  titleDynamic: defineMessage<{ code: string | number; name: string | number }>({
    id: 'sales.contracts.print.titleDynamic',
    defaultMessage: 'Dynamic profile {code} · {name}',
  }),
  printedOn: defineMessage({
    id: 'sales.contracts.print.printedOn',
    defaultMessage: 'Printed on',
  }),
  termsHeading: defineMessage({
    id: 'sales.contracts.print.termsHeading',
    defaultMessage: 'Terms',
  }),
  termsIntro: defineMessage<{ hotel: string | number; partner: string | number; currency: string | number }>({
    id: 'sales.contracts.print.termsIntro',
    defaultMessage:
      '{hotel} sells rooms to {partner} at the following net prices in {currency}, a room and a night, under the conditions below, for stays within the validity of this version.',
  }),
  termsIntroDynamic: defineMessage<{ hotel: string | number; partner: string | number; currency: string | number }>({
    id: 'sales.contracts.print.termsIntroDynamic',
    defaultMessage:
      '{hotel} sells rooms to {partner} in {currency}, a room and a night, at its public rate adjusted as below, under the conditions below, for stays within the validity of this version.',
  }),
  ratesOf: defineMessage<{ season: string | number; currency: string | number }>({
    id: 'sales.contracts.print.ratesOf',
    defaultMessage: 'Net rates {season} ({currency})',
  }),
  noRates: defineMessage({
    id: 'sales.contracts.print.noRates',
    defaultMessage: 'No rates.',
  }),
  allotment: defineMessage<{ allotments: string | number }>({
    id: 'sales.contracts.print.allotment',
    defaultMessage: 'Allotment: {allotments}.',
  }),
  noAllotment: defineMessage({
    id: 'sales.contracts.print.noAllotment',
    defaultMessage: 'No allotment.',
  }),
  allotmentNote: defineMessage({
    id: 'sales.contracts.print.allotmentNote',
    defaultMessage:
      'The hotel holds the allotment of a season for the partner every night of the season, per room type; rooms not booked by the release date return to the hotel.',
  }),
  rulesHeading: defineMessage({
    id: 'sales.contracts.print.rulesHeading',
    defaultMessage: 'Supplements, offers and restrictions',
  }),
  noRules: defineMessage({
    id: 'sales.contracts.print.noRules',
    defaultMessage: 'None.',
  }),
  combinationNote: defineMessage({
    id: 'sales.contracts.print.combinationNote',
    defaultMessage:
      'Offers apply in the order of their priority (lowest first) and combine only with the offers named; discounts never take a night below zero.',
  }),
  forHotel: defineMessage<{ hotel: string | number }>({
    id: 'sales.contracts.print.forHotel',
    defaultMessage: 'For {hotel}',
  }),
  forPartner: defineMessage<{ partner: string | number }>({
    id: 'sales.contracts.print.forPartner',
    defaultMessage: 'For {partner}',
  }),
  signature: defineMessage({
    id: 'sales.contracts.print.signature',
    defaultMessage: 'Signature',
  }),
  nameAndTitle: defineMessage({
    id: 'sales.contracts.print.nameAndTitle',
    defaultMessage: 'Name and title',
  }),
  date: defineMessage({
    id: 'sales.contracts.print.date',
    defaultMessage: 'Date',
  }),
};

/** A kind of rule, as a heading. */
export const ruleKindMessages = {
  supplement: defineMessage({
    id: 'sales.contracts.kind.supplement',
    defaultMessage: 'Supplements',
  }),
  compulsory: defineMessage({
    id: 'sales.contracts.kind.compulsory',
    defaultMessage: 'Compulsory charges',
  }),
  'bonus-night': defineMessage({
    id: 'sales.contracts.kind.bonusNight',
    defaultMessage: 'Bonus nights',
  }),
  'earlybird-period': defineMessage({
    id: 'sales.contracts.kind.earlybirdPeriod',
    defaultMessage: 'Early bird by period',
  }),
  'earlybird-rolling': defineMessage({
    id: 'sales.contracts.kind.earlybirdRolling',
    defaultMessage: 'Early bird rolling',
  }),
  'long-stay': defineMessage({
    id: 'sales.contracts.kind.longStay',
    defaultMessage: 'Long stay',
  }),
  'cta-ctd': defineMessage({
    id: 'sales.contracts.kind.ctaCtd',
    defaultMessage: 'Closed to arrival / departure',
  }),
};

/** The title of each rule screen. */
export const ruleScreenTitles = {
  supplement: defineMessage({ id: 'sales.contracts.screen.supplement.title', defaultMessage: 'Supplements' }),
  compulsory: defineMessage({ id: 'sales.contracts.screen.compulsory.title', defaultMessage: 'Compulsory charges' }),
  'bonus-night': defineMessage({ id: 'sales.contracts.screen.bonusNight.title', defaultMessage: 'Bonus nights' }),
  'earlybird-period': defineMessage({
    id: 'sales.contracts.screen.earlybirdPeriod.title',
    defaultMessage: 'Early bird by period',
  }),
  'earlybird-rolling': defineMessage({
    id: 'sales.contracts.screen.earlybirdRolling.title',
    defaultMessage: 'Early bird rolling',
  }),
  'long-stay': defineMessage({ id: 'sales.contracts.screen.longStay.title', defaultMessage: 'Long stay' }),
  'cta-ctd': defineMessage({
    id: 'sales.contracts.screen.ctaCtd.title',
    defaultMessage: 'Closed to arrival / departure',
  }),
};

/** The introduction of each rule screen. */
export const ruleScreenIntros = {
  supplement: defineMessage({
    id: 'sales.contracts.screen.supplement.intro',
    defaultMessage:
      'Extras charged every night they apply, per person or per room: a view, a meal plan, single use; by room type, meal plan and nights.',
  }),
  compulsory: defineMessage({
    id: 'sales.contracts.screen.compulsory.intro',
    defaultMessage:
      'A charge per person that every stay with a night on one of its dates must take, such as a Christmas gala dinner.',
  }),
  'bonus-night': defineMessage({
    id: 'sales.contracts.screen.bonusNight.intro',
    defaultMessage: 'Stay X nights, pay Y: the cheapest nights are free, once a stay or for every full X nights.',
  }),
  'earlybird-period': defineMessage({
    id: 'sales.contracts.screen.earlybirdPeriod.intro',
    defaultMessage: 'A discount for bookings made between two dates, for nights in a stay window.',
  }),
  'earlybird-rolling': defineMessage({
    id: 'sales.contracts.screen.earlybirdRolling.intro',
    defaultMessage: 'A discount for bookings made at least a number of days before arrival.',
  }),
  'long-stay': defineMessage({
    id: 'sales.contracts.screen.longStay.intro',
    defaultMessage: 'A discount on every night of stays from a number of nights.',
  }),
  'cta-ctd': defineMessage({
    id: 'sales.contracts.screen.ctaCtd.intro',
    defaultMessage:
      'Dates a stay may not arrive on (closed to arrival) or leave on (closed to departure), by room type. A booking that would is refused with the reason.',
  }),
};

/** The rule screens and their form. */
export const ruleMessages = {
  terms: defineMessage({
    id: 'sales.contracts.rules.terms',
    defaultMessage: 'Terms',
  }),
  addTitle: defineMessage<{ kind: string | number }>({
    id: 'sales.contracts.rules.addTitle',
    defaultMessage: 'Add to {kind}',
  }),
  editTitle: defineMessage<{ kind: string | number }>({
    id: 'sales.contracts.rules.editTitle',
    defaultMessage: 'Change in {kind}',
  }),
  intoDraft: defineMessage<{ number: string | number }>({
    id: 'sales.contracts.rules.intoDraft',
    defaultMessage: 'draft version {number}',
  }),
  intoNewDraft: defineMessage<{ number: string | number }>({
    id: 'sales.contracts.rules.intoNewDraft',
    defaultMessage: 'a new draft from version {number}',
  }),
  newDraftTitle: defineMessage({
    id: 'sales.contracts.rules.newDraftTitle',
    defaultMessage: 'This change makes a draft',
  }),
  newDraftBody: defineMessage<{ number: string | number }>({
    id: 'sales.contracts.rules.newDraftBody',
    defaultMessage:
      'Version {number} in force does not change. Saving makes a draft from it with your change; it prices nothing until it is activated on the contract’s screen.',
  }),
  activeReadOnlyTitle: defineMessage({
    id: 'sales.contracts.rules.activeReadOnlyTitle',
    defaultMessage: 'The version in force',
  }),
  activeReadOnlyBody: defineMessage<{ number: string | number }>({
    id: 'sales.contracts.rules.activeReadOnlyBody',
    defaultMessage: 'Changes go into the draft (version {number}).',
  }),
  showDraft: defineMessage({
    id: 'sales.contracts.rules.showDraft',
    defaultMessage: 'Show the draft',
  }),
  noVersionTitle: defineMessage({
    id: 'sales.contracts.rules.noVersionTitle',
    defaultMessage: 'This contract has no version yet',
  }),
  openContract: defineMessage({
    id: 'sales.contracts.rules.openContract',
    defaultMessage: 'Open the contract',
  }),
  confirmDelete: defineMessage<{ id: string | number }>({
    id: 'sales.contracts.rules.confirmDelete',
    defaultMessage: 'Do you want to delete {id}?',
  }),
  deleted: defineMessage<{ id: string | number }>({
    id: 'sales.contracts.rules.deleted',
    defaultMessage: '{id} deleted from the draft',
  }),
  savedRule: defineMessage<{ kind: string | number }>({
    id: 'sales.contracts.rules.savedRule',
    defaultMessage: 'The draft’s {kind} are saved',
  }),
  idHelp: defineMessage({
    id: 'sales.contracts.rules.idHelp',
    defaultMessage: 'Named in every price explanation.',
  }),
  idTaken: defineMessage({
    id: 'sales.contracts.rules.idTaken',
    defaultMessage: 'Another rule of this version has this id',
  }),
  basis: defineMessage({
    id: 'sales.contracts.rules.basis',
    defaultMessage: 'Charged',
  }),
  perRoomNight: defineMessage({
    id: 'sales.contracts.rules.perRoomNight',
    defaultMessage: 'Per room a night',
  }),
  perPersonNight: defineMessage({
    id: 'sales.contracts.rules.perPersonNight',
    defaultMessage: 'Per person a night',
  }),
  amountPerNight: defineMessage({
    id: 'sales.contracts.rules.amountPerNight',
    defaultMessage: 'Amount a night',
  }),
  amountPerPerson: defineMessage({
    id: 'sales.contracts.rules.amountPerPerson',
    defaultMessage: 'Amount per person',
  }),
  mealPlans: defineMessage({
    id: 'sales.contracts.rules.mealPlans',
    defaultMessage: 'Meal plans',
  }),
  mealPlansHelp: defineMessage({
    id: 'sales.contracts.rules.mealPlansHelp',
    defaultMessage: 'None ticked: any meal plan.',
  }),
  childrenFromAge: defineMessage({
    id: 'sales.contracts.rules.childrenFromAge',
    defaultMessage: 'Children from age',
  }),
  childrenFromAgeHelp: defineMessage({
    id: 'sales.contracts.rules.childrenFromAgeHelp',
    defaultMessage: 'Younger children are not charged; empty: every child is.',
  }),
  onlyNights: defineMessage({
    id: 'sales.contracts.rules.onlyNights',
    defaultMessage: 'Only these nights',
  }),
  onlyNightsHelp: defineMessage({
    id: 'sales.contracts.rules.onlyNightsHelp',
    defaultMessage: 'None: every night.',
  }),
  addRange: defineMessage({
    id: 'sales.contracts.rules.addRange',
    defaultMessage: 'Add dates',
  }),
  removeRange: defineMessage({
    id: 'sales.contracts.rules.removeRange',
    defaultMessage: 'Remove these dates',
  }),
  addDate: defineMessage({
    id: 'sales.contracts.rules.addDate',
    defaultMessage: 'Add date',
  }),
  removeDate: defineMessage({
    id: 'sales.contracts.rules.removeDate',
    defaultMessage: 'Remove this date',
  }),
  chargeDates: defineMessage({
    id: 'sales.contracts.rules.chargeDates',
    defaultMessage: 'Charged on the nights of',
  }),
  closedToArrival: defineMessage({
    id: 'sales.contracts.rules.closedToArrival',
    defaultMessage: 'Closed to arrival',
  }),
  closedToDeparture: defineMessage({
    id: 'sales.contracts.rules.closedToDeparture',
    defaultMessage: 'Closed to departure',
  }),
  closedDates: defineMessage({
    id: 'sales.contracts.rules.closedDates',
    defaultMessage: 'Dates',
  }),
  closedDatesHelp: defineMessage({
    id: 'sales.contracts.rules.closedDatesHelp',
    defaultMessage: 'Arrival is checked on the arrival date, departure on the departure date.',
  }),
  priority: defineMessage({
    id: 'sales.contracts.rules.priority',
    defaultMessage: 'Priority',
  }),
  priorityHelp: defineMessage({
    id: 'sales.contracts.rules.priorityHelp',
    defaultMessage: 'Lower goes first.',
  }),
  combinesWith: defineMessage({
    id: 'sales.contracts.rules.combinesWith',
    defaultMessage: 'Combines with',
  }),
  combinesWithHelp: defineMessage({
    id: 'sales.contracts.rules.combinesWithHelp',
    defaultMessage: 'Written on both offers when saved; an offer not ticked is not combined.',
  }),
  noOtherOffers: defineMessage({
    id: 'sales.contracts.rules.noOtherOffers',
    defaultMessage: 'There are no other offers in this version.',
  }),
  stayWindow: defineMessage({
    id: 'sales.contracts.rules.stayWindow',
    defaultMessage: 'Nights',
  }),
  stayWindowHelp: defineMessage({
    id: 'sales.contracts.rules.stayWindowHelp',
    defaultMessage: 'Only nights in this window are discounted.',
  }),
  limitStayWindow: defineMessage({
    id: 'sales.contracts.rules.limitStayWindow',
    defaultMessage: 'Only some nights',
  }),
  booked: defineMessage({
    id: 'sales.contracts.rules.booked',
    defaultMessage: 'Booked between',
  }),
  bookedHelp: defineMessage({
    id: 'sales.contracts.rules.bookedHelp',
    defaultMessage: 'The day the booking is made.',
  }),
  valueKind: defineMessage({
    id: 'sales.contracts.rules.valueKind',
    defaultMessage: 'Discount',
  }),
  valueAmount: defineMessage({
    id: 'sales.contracts.rules.valueAmount',
    defaultMessage: 'Amount a night',
  }),
  per: defineMessage({
    id: 'sales.contracts.rules.per',
    defaultMessage: 'Per',
  }),
  perRoom: defineMessage({
    id: 'sales.contracts.rules.perRoom',
    defaultMessage: 'Room',
  }),
  perPerson: defineMessage({
    id: 'sales.contracts.rules.perPerson',
    defaultMessage: 'Person',
  }),
  daysBeforeArrival: defineMessage({
    id: 'sales.contracts.rules.daysBeforeArrival',
    defaultMessage: 'Days before arrival',
  }),
  fromNights: defineMessage({
    id: 'sales.contracts.rules.fromNights',
    defaultMessage: 'From nights',
  }),
  stayNights: defineMessage({
    id: 'sales.contracts.rules.stayNights',
    defaultMessage: 'Stay nights',
  }),
  payNights: defineMessage({
    id: 'sales.contracts.rules.payNights',
    defaultMessage: 'Pay nights',
  }),
  repeats: defineMessage({
    id: 'sales.contracts.rules.repeats',
    defaultMessage: 'Repeats for every full run of stay nights',
  }),
};

export const makeDraftMessage = defineMessage<{ code: string | number; number: string | number }>({
  id: 'sales.contracts.rules.makeDraft',
  defaultMessage:
    '{code} has no draft. Your change will make one from version {number} in force, which stays as it is; the draft prices nothing until it is activated. Continue?',
});

export const ruleCountMessage = defineMessage<{ count: string | number }>({
  id: 'sales.contracts.rules.count',
  defaultMessage: '{count, plural, =0 {No rules} one {# rule} other {# rules}}',
});

export const rangeNumberMessage = defineMessage<{ label: string | number; number: string | number }>({
  id: 'sales.contracts.rules.rangeNumber',
  defaultMessage: '{label} {number}',
});

export const dateNumberMessage = defineMessage<{ label: string | number; number: string | number }>({
  id: 'sales.contracts.rules.dateNumber',
  defaultMessage: '{label} {number}',
});
