import { defineMessage, defineMessages } from 'react-intl';

export const connectionMessages = defineMessages({
  offline: { id: 'connection.offline', defaultMessage: 'Please Check Your Network Connection' },
  timeoutName: { id: 'connection.timeout.name', defaultMessage: 'TimeoutError' },
  gaveUpBody: {
    id: 'connection.gaveUp.body',
    defaultMessage: 'The server did not answer three times in a row. Nothing more was sent; try again in a moment.',
  },
});

/** Spec §8: the alert at the third timed-out attempt. */
export const gaveUpMessage = defineMessage<{ errorName: string }>({
  id: 'connection.gaveUp',
  defaultMessage: '{errorName} Please try again',
});

/** Spec §8: the line non-production builds add, naming the status and the call. */
export const gaveUpDetailMessage = defineMessage<{ status: number; where: string }>({
  id: 'connection.gaveUp.detail',
  defaultMessage: 'Please try again {status} {where}',
});
