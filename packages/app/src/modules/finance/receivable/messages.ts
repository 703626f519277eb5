import { defineMessage, defineMessages } from 'react-intl';

export const receivableMessages = defineMessages({
  accountsTitle: { id: 'finance.receivable.accountsTitle', defaultMessage: 'Accounts receivable' },
  accountsIntro: {
    id: 'finance.receivable.accountsIntro',
    defaultMessage:
      'Company accounts of the city ledger: what each owes, its credit limit and what is left of it, and how old the open invoices are (days since the invoice date).',
  },
  search: { id: 'finance.receivable.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'finance.receivable.searchPlaceholder', defaultMessage: 'Company code or name' },
  toolbar: { id: 'finance.receivable.toolbar', defaultMessage: 'List actions' },
  newAccount: { id: 'finance.receivable.newAccount', defaultMessage: 'New account' },
  editAccount: { id: 'finance.receivable.editAccount', defaultMessage: 'Edit account' },
  openLedger: { id: 'finance.receivable.openLedger', defaultMessage: 'Open ledger' },
  actions: { id: 'finance.receivable.actions', defaultMessage: 'Actions' },
  company: { id: 'finance.receivable.company', defaultMessage: 'Company' },
  code: { id: 'finance.receivable.code', defaultMessage: 'Code' },
  term: { id: 'finance.receivable.term', defaultMessage: 'Term of payment' },
  creditLimit: { id: 'finance.receivable.creditLimit', defaultMessage: 'Credit limit' },
  balance: { id: 'finance.receivable.balance', defaultMessage: 'Balance' },
  availableCredit: { id: 'finance.receivable.availableCredit', defaultMessage: 'Available credit' },
  unallocated: { id: 'finance.receivable.unallocated', defaultMessage: 'Unallocated' },
  days0to30: { id: 'finance.receivable.days0to30', defaultMessage: '0–30 days' },
  days31to60: { id: 'finance.receivable.days31to60', defaultMessage: '31–60 days' },
  days61to90: { id: 'finance.receivable.days61to90', defaultMessage: '61–90 days' },
  over90: { id: 'finance.receivable.over90', defaultMessage: 'Over 90 days' },
  overdue: { id: 'finance.receivable.overdue', defaultMessage: 'Overdue' },
  status: { id: 'finance.receivable.status', defaultMessage: 'Status' },
  restricted: { id: 'finance.receivable.restricted', defaultMessage: 'Restricted' },
  active: { id: 'finance.receivable.active', defaultMessage: 'Active' },
  overLimit: { id: 'finance.receivable.overLimit', defaultMessage: 'Over limit' },
  note: { id: 'finance.receivable.note', defaultMessage: 'Note' },
  required: { id: 'finance.receivable.required', defaultMessage: 'Required' },
  moneyInvalid: {
    id: 'finance.receivable.moneyInvalid',
    defaultMessage: 'Type an amount such as 1250 or 1250.50',
  },
  success: { id: 'finance.receivable.success', defaultMessage: 'Success' },
  stale: {
    id: 'finance.receivable.stale',
    defaultMessage: 'Someone else changed this account meanwhile. It has been read again: please check and try again.',
  },
  total: { id: 'finance.receivable.total', defaultMessage: 'Total' },
  // The ledger of one account.
  ledgerTitle: { id: 'finance.receivable.ledgerTitle', defaultMessage: 'Ledger' },
  ledgerIntro: {
    id: 'finance.receivable.ledgerIntro',
    defaultMessage:
      'One company account: its invoices and what is left on each, payments received and where they went, ageing and the statement for a period.',
  },
  account: { id: 'finance.receivable.account', defaultMessage: 'Account' },
  chooseAccount: {
    id: 'finance.receivable.chooseAccount',
    defaultMessage: 'Choose a company account to see its ledger.',
  },
  backToAccounts: { id: 'finance.receivable.backToAccounts', defaultMessage: 'All accounts' },
  invoices: { id: 'finance.receivable.invoices', defaultMessage: 'Invoices' },
  payments: { id: 'finance.receivable.payments', defaultMessage: 'Payments received' },
  statement: { id: 'finance.receivable.statement', defaultMessage: 'Statement' },
  invoiceNumber: { id: 'finance.receivable.invoiceNumber', defaultMessage: 'Invoice no.' },
  invoiceDate: { id: 'finance.receivable.invoiceDate', defaultMessage: 'Invoice date' },
  dueDate: { id: 'finance.receivable.dueDate', defaultMessage: 'Due date' },
  amount: { id: 'finance.receivable.amount', defaultMessage: 'Amount' },
  paid: { id: 'finance.receivable.paid', defaultMessage: 'Paid' },
  remaining: { id: 'finance.receivable.remaining', defaultMessage: 'Remaining' },
  age: { id: 'finance.receivable.age', defaultMessage: 'Age (days)' },
  guestRoom: { id: 'finance.receivable.guestRoom', defaultMessage: 'Room and guest' },
  statusOpen: { id: 'finance.receivable.statusOpen', defaultMessage: 'Open' },
  statusPartiallyPaid: { id: 'finance.receivable.statusPartiallyPaid', defaultMessage: 'Partially paid' },
  statusPaid: { id: 'finance.receivable.statusPaid', defaultMessage: 'Paid' },
  statusOverdue: { id: 'finance.receivable.statusOverdue', defaultMessage: 'Overdue' },
  showPaid: { id: 'finance.receivable.showPaid', defaultMessage: 'Show paid invoices' },
  paymentDate: { id: 'finance.receivable.paymentDate', defaultMessage: 'Date' },
  paymentType: { id: 'finance.receivable.paymentType', defaultMessage: 'Payment type' },
  tendered: { id: 'finance.receivable.tendered', defaultMessage: 'Tendered' },
  localAmount: { id: 'finance.receivable.localAmount', defaultMessage: 'Amount (local)' },
  reference: { id: 'finance.receivable.reference', defaultMessage: 'Reference' },
  allocatedTo: { id: 'finance.receivable.allocatedTo', defaultMessage: 'Allocated to' },
  receivePayment: { id: 'finance.receivable.receivePayment', defaultMessage: 'Receive payment' },
  allocate: { id: 'finance.receivable.allocate', defaultMessage: 'Allocate' },
  allocateTitle: { id: 'finance.receivable.allocateTitle', defaultMessage: 'Allocate payment' },
  allocations: { id: 'finance.receivable.allocations', defaultMessage: 'Allocate to invoices' },
  allocationsHelp: {
    id: 'finance.receivable.allocationsHelp',
    defaultMessage: 'Part of an invoice may be paid; what is not allocated stays on the account to allocate later.',
  },
  fillOldestFirst: { id: 'finance.receivable.fillOldestFirst', defaultMessage: 'Oldest first' },
  clearAllocations: { id: 'finance.receivable.clearAllocations', defaultMessage: 'Clear' },
  toAllocate: { id: 'finance.receivable.toAllocate', defaultMessage: 'To allocate' },
  leftUnallocated: { id: 'finance.receivable.leftUnallocated', defaultMessage: 'Left unallocated' },
  overAllocated: {
    id: 'finance.receivable.overAllocated',
    defaultMessage: 'The allocations are more than the payment.',
  },
  nothingToAllocate: { id: 'finance.receivable.nothingToAllocate', defaultMessage: 'No open invoices.' },
  foreignHelp: {
    id: 'finance.receivable.foreignHelp',
    defaultMessage: 'In the payment type’s currency; turned into local currency at today’s buying rate.',
  },
  period: { id: 'finance.receivable.period', defaultMessage: 'Period' },
  print: { id: 'finance.receivable.print', defaultMessage: 'Print statement' },
  openingBalance: { id: 'finance.receivable.openingBalance', defaultMessage: 'Opening balance' },
  closingBalance: { id: 'finance.receivable.closingBalance', defaultMessage: 'Closing balance' },
  debit: { id: 'finance.receivable.debit', defaultMessage: 'Debit' },
  credit: { id: 'finance.receivable.credit', defaultMessage: 'Credit' },
  date: { id: 'finance.receivable.date', defaultMessage: 'Date' },
  number: { id: 'finance.receivable.number', defaultMessage: 'Number / reference' },
  description: { id: 'finance.receivable.description', defaultMessage: 'Description' },
  kindInvoice: { id: 'finance.receivable.kindInvoice', defaultMessage: 'Invoice' },
  kindPayment: { id: 'finance.receivable.kindPayment', defaultMessage: 'Payment' },
  statementOf: { id: 'finance.receivable.statementOf', defaultMessage: 'Statement of account' },
});

export const accountCountMessage = defineMessage<{ count: number }>({
  id: 'finance.receivable.accountCount',
  defaultMessage: '{count, plural, one {# account} other {# accounts}}',
});

export const termDaysMessage = defineMessage<{ days: number }>({
  id: 'finance.receivable.termDays',
  defaultMessage: '{days} days',
});

export const allocateAmountMessage = defineMessage<{ number: string }>({
  id: 'finance.receivable.allocateAmount',
  defaultMessage: 'Allocate {number}',
});

export const statementPeriodMessage = defineMessage<{ from: string; to: string }>({
  id: 'finance.receivable.statementPeriod',
  defaultMessage: 'From {from} to {to}',
});

export const printedOnMessage = defineMessage<{ date: string }>({
  id: 'finance.receivable.printedOn',
  defaultMessage: 'Hotel date {date}',
});
