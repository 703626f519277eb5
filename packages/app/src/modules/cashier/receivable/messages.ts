import { defineMessage, defineMessages } from 'react-intl';

export const transferMessages = defineMessages({
  title: { id: 'cashier.receivable.title', defaultMessage: 'Transfer to company' },
  company: { id: 'cashier.receivable.company', defaultMessage: 'Company account' },
  restricted: { id: 'cashier.receivable.restricted', defaultMessage: 'restricted' },
  noAccounts: {
    id: 'cashier.receivable.noAccounts',
    defaultMessage: 'No company has an accounts-receivable account yet.',
  },
  transfer: { id: 'cashier.receivable.transfer', defaultMessage: 'Transfer' },
  cancel: { id: 'cashier.receivable.cancel', defaultMessage: 'Cancel' },
});

export const introMessage = defineMessage<{ window: number; amount: string }>({
  id: 'cashier.receivable.intro',
  defaultMessage:
    'The whole balance of window {window} ({amount}) moves to the company’s accounts receivable as an invoice, due after its term of payment.',
});

export const availableMessage = defineMessage<{ amount: string }>({
  id: 'cashier.receivable.available',
  defaultMessage: 'available {amount}',
});

export const overLimitMessage = defineMessage<{ amount: string }>({
  id: 'cashier.receivable.overLimit',
  defaultMessage: 'This transfer would take the account over its credit limit ({amount} available).',
});

export const doneMessage = defineMessage<{ number: string; amount: string }>({
  id: 'cashier.receivable.done',
  defaultMessage: 'Invoice {number} made for {amount}',
});
