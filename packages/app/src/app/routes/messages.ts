import { defineMessage, defineMessages } from 'react-intl';

export const routePageMessages = defineMessages({
  refusedTitle: { id: 'routes.refused.title', defaultMessage: 'You are not allowed to open this page' },
  refusedHome: { id: 'routes.refused.home', defaultMessage: 'Back to my start page' },
});

export const notAvailableBodyMessage = defineMessage<{ page: string; path: string }>({
  id: 'routes.notAvailable.body',
  defaultMessage:
    '{page} ({path}) is planned but not built in this version. Its menu entry shows a close icon until it is.',
});

export const refusedBodyMessage = defineMessage<{ page: string; functions: string }>({
  id: 'routes.refused.body',
  defaultMessage:
    '{page} needs one of these functions: {functions}. Ask an administrator to grant one of them to your role.',
});
