import { defineMessage, defineMessages } from 'react-intl';

export const sharedMessages = defineMessages({
  loading: { id: 'shared.loading', defaultMessage: 'Loading...' },
  canNotConnect: { id: 'shared.canNotConnect', defaultMessage: 'Can not connect API' },
  notBuiltTitle: { id: 'shared.notBuilt.title', defaultMessage: 'This screen is not built yet' },
});

export const notBuiltBodyMessage = defineMessage<{ path: string }>({
  id: 'shared.notBuilt.body',
  defaultMessage: 'The address {path} belongs to a screen that is planned but does not exist in this version.',
});
