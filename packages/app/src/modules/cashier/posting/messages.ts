import { defineMessage } from 'react-intl';

/** The posting dialogs (charge, payment, void) and the posting screen (issue 18). */
export const postingMessages = {
  chargeTitle: defineMessage({ id: 'cashier.posting.chargeTitle', defaultMessage: 'Post a charge' }),
  paymentTitle: defineMessage({ id: 'cashier.posting.paymentTitle', defaultMessage: 'Take a payment' }),
  transactionCode: defineMessage({ id: 'cashier.posting.transactionCode', defaultMessage: 'Transaction code' }),
  codePlaceholder: defineMessage({ id: 'cashier.posting.codePlaceholder', defaultMessage: 'Code or name' }),
  quantity: defineMessage({ id: 'cashier.posting.quantity', defaultMessage: 'Quantity' }),
  unitAmount: defineMessage({ id: 'cashier.posting.unitAmount', defaultMessage: 'Unit amount' }),
  description: defineMessage({ id: 'cashier.posting.description', defaultMessage: 'Description' }),
  descriptionHelp: defineMessage({
    id: 'cashier.posting.descriptionHelp',
    defaultMessage: 'What the guest reads; the code’s name when left empty.',
  }),
  reference: defineMessage({ id: 'cashier.posting.reference', defaultMessage: 'Reference' }),
  referenceHelp: defineMessage({
    id: 'cashier.posting.referenceHelp',
    defaultMessage: 'Check, voucher or slip number.',
  }),
  window: defineMessage({ id: 'cashier.posting.window', defaultMessage: 'Window' }),
  windowNumber: defineMessage<{ window: number }>({
    id: 'cashier.posting.windowNumber',
    defaultMessage: 'Window {window}',
  }),
  net: defineMessage({ id: 'cashier.posting.net', defaultMessage: 'Net' }),
  serviceCharge: defineMessage({ id: 'cashier.posting.serviceCharge', defaultMessage: 'Service charge' }),
  tax: defineMessage({ id: 'cashier.posting.tax', defaultMessage: 'Tax' }),
  total: defineMessage({ id: 'cashier.posting.total', defaultMessage: 'Total' }),
  previewLabel: defineMessage({ id: 'cashier.posting.previewLabel', defaultMessage: 'Amounts of the line' }),
  previewEmpty: defineMessage({
    id: 'cashier.posting.previewEmpty',
    defaultMessage: 'Choose a code and type quantity and amount to see tax and service charge.',
  }),
  post: defineMessage({ id: 'cashier.posting.post', defaultMessage: 'Post' }),
  pay: defineMessage({ id: 'cashier.posting.pay', defaultMessage: 'Take payment' }),
  cancel: defineMessage({ id: 'cashier.posting.cancel', defaultMessage: 'Cancel' }),
  chooseCode: defineMessage({ id: 'cashier.posting.chooseCode', defaultMessage: 'Choose a charge code' }),
  wholeQuantity: defineMessage({ id: 'cashier.posting.wholeQuantity', defaultMessage: 'A whole number, 1 or more' }),
  amountInvalid: defineMessage({
    id: 'cashier.posting.amountInvalid',
    defaultMessage: 'An amount with at most 2 decimals, e.g. 1,250.50',
  }),
  amountPositive: defineMessage({ id: 'cashier.posting.amountPositive', defaultMessage: 'More than 0' }),
  posted: defineMessage<{ description: string; total: string; target: string }>({
    id: 'cashier.posting.posted',
    defaultMessage: '{description} {total} posted to {target}.',
  }),
  paid: defineMessage<{ amount: string; target: string }>({
    id: 'cashier.posting.paid',
    defaultMessage: 'Payment of {amount} taken on {target}.',
  }),
  success: defineMessage({ id: 'cashier.posting.success', defaultMessage: 'Success' }),
  paymentType: defineMessage({ id: 'cashier.posting.paymentType', defaultMessage: 'Payment type' }),
  choosePaymentType: defineMessage({
    id: 'cashier.posting.choosePaymentType',
    defaultMessage: 'Choose a payment type',
  }),
  tendered: defineMessage<{ currency: string }>({
    id: 'cashier.posting.tendered',
    defaultMessage: 'Amount tendered ({currency})',
  }),
  rate: defineMessage<{ currency: string; rate: string; local: string; date: string }>({
    id: 'cashier.posting.rate',
    defaultMessage: '1 {currency} = {rate} {local} (buying rate from {date}, kept on the posting)',
  }),
  localCurrency: defineMessage<{ currency: string }>({
    id: 'cashier.posting.localCurrency',
    defaultMessage: '{currency}, the local currency',
  }),
  noRate: defineMessage<{ currency: string }>({
    id: 'cashier.posting.noRate',
    defaultMessage: 'There is no {currency} exchange rate in force: enter one under Exchange rate first.',
  }),
  localEquivalent: defineMessage<{ currency: string }>({
    id: 'cashier.posting.localEquivalent',
    defaultMessage: 'Local equivalent ({currency})',
  }),
  balanceDue: defineMessage<{ amount: string }>({
    id: 'cashier.posting.balanceDue',
    defaultMessage: 'Balance of the window: {amount}',
  }),
  // The posting screen
  screenTitle: defineMessage({ id: 'cashier.posting.screenTitle', defaultMessage: 'Posting' }),
  screenIntro: defineMessage({
    id: 'cashier.posting.screenIntro',
    defaultMessage:
      'Post charges and payments to an in-house room or a folio. What you post here is listed below; a mistake of your open shift is voided with a reason.',
  }),
  room: defineMessage({ id: 'cashier.posting.room', defaultMessage: 'Room' }),
  folioNumber: defineMessage({ id: 'cashier.posting.folioNumber', defaultMessage: 'Folio no.' }),
  find: defineMessage({ id: 'cashier.posting.find', defaultMessage: 'Find' }),
  postTo: defineMessage({ id: 'cashier.posting.postTo', defaultMessage: 'Post to' }),
  byRoom: defineMessage({ id: 'cashier.posting.byRoom', defaultMessage: 'Room' }),
  byFolio: defineMessage({ id: 'cashier.posting.byFolio', defaultMessage: 'Folio' }),
  roomNotInHouse: defineMessage<{ room: string }>({
    id: 'cashier.posting.roomNotInHouse',
    defaultMessage: 'Room {room} has no guest in house.',
  }),
  folioNotFound: defineMessage<{ folio: string }>({
    id: 'cashier.posting.folioNotFound',
    defaultMessage: 'There is no folio {folio}.',
  }),
  target: defineMessage<{ room: string; guest: string }>({
    id: 'cashier.posting.target',
    defaultMessage: 'Room {room} · {guest}',
  }),
  folioTarget: defineMessage<{ folio: number; name: string }>({
    id: 'cashier.posting.folioTarget',
    defaultMessage: 'Folio {folio} · {name}',
  }),
  folioFacts: defineMessage<{ kind: string; status: string; balance: string }>({
    id: 'cashier.posting.folioFacts',
    defaultMessage: '{kind} folio, {status} · balance {balance}',
  }),
  confirmGuest: defineMessage({
    id: 'cashier.posting.confirmGuest',
    defaultMessage: 'Check the guest’s name with the guest before posting.',
  }),
  postCharge: defineMessage({ id: 'cashier.posting.postCharge', defaultMessage: 'Post charge' }),
  takePayment: defineMessage({ id: 'cashier.posting.takePayment', defaultMessage: 'Take payment' }),
  sessionTitle: defineMessage({ id: 'cashier.posting.sessionTitle', defaultMessage: 'Posted in this session' }),
  time: defineMessage({ id: 'cashier.posting.time', defaultMessage: 'Time' }),
  postedTo: defineMessage({ id: 'cashier.posting.postedTo', defaultMessage: 'Posted to' }),
  code: defineMessage({ id: 'cashier.posting.code', defaultMessage: 'Code' }),
  amount: defineMessage({ id: 'cashier.posting.amount', defaultMessage: 'Amount' }),
  status: defineMessage({ id: 'cashier.posting.status', defaultMessage: 'Status' }),
  statusPosted: defineMessage({ id: 'cashier.posting.statusPosted', defaultMessage: 'Posted' }),
  statusVoid: defineMessage({ id: 'cashier.posting.statusVoid', defaultMessage: 'Void' }),
  voidAction: defineMessage({ id: 'cashier.posting.voidAction', defaultMessage: 'Void' }),
  voidTitle: defineMessage({ id: 'cashier.posting.voidTitle', defaultMessage: 'Void a posting' }),
  voidSubtitle: defineMessage<{ description: string; amount: string }>({
    id: 'cashier.posting.voidSubtitle',
    defaultMessage: '{description}, {amount}',
  }),
  voidReason: defineMessage({ id: 'cashier.posting.voidReason', defaultMessage: 'Reason' }),
  voidHelp: defineMessage({
    id: 'cashier.posting.voidHelp',
    defaultMessage:
      'The posting stays on the folio, struck through, with your reason. Only postings of your open shift today are voided.',
  }),
  reasonRequired: defineMessage({ id: 'cashier.posting.reasonRequired', defaultMessage: 'Give the reason' }),
  voided: defineMessage<{ description: string }>({
    id: 'cashier.posting.voided',
    defaultMessage: '{description} voided.',
  }),
  voidOtherShift: defineMessage({
    id: 'cashier.posting.voidOtherShift',
    defaultMessage: 'Only a posting of your open shift today is voided. Correct it from the guest folio instead.',
  }),
  folioClosed: defineMessage({
    id: 'cashier.posting.folioClosed',
    defaultMessage: 'The folio is closed and takes no postings.',
  }),
  notInHouse: defineMessage({
    id: 'cashier.posting.notInHouse',
    defaultMessage: 'The stay is no longer in house: it cannot be charged to the room.',
  }),
  kindStay: defineMessage({ id: 'cashier.posting.kindStay', defaultMessage: 'Guest' }),
  kindReservation: defineMessage({ id: 'cashier.posting.kindReservation', defaultMessage: 'Deposit' }),
  kindCompany: defineMessage({ id: 'cashier.posting.kindCompany', defaultMessage: 'Company' }),
  kindHouse: defineMessage({ id: 'cashier.posting.kindHouse', defaultMessage: 'House' }),
  statusOpen: defineMessage({ id: 'cashier.posting.statusOpen', defaultMessage: 'open' }),
  statusClosed: defineMessage({ id: 'cashier.posting.statusClosed', defaultMessage: 'closed' }),
  toolbar: defineMessage({ id: 'cashier.posting.toolbar', defaultMessage: 'Posting actions' }),
};
