import { defineMessage, defineMessages } from 'react-intl';

export const refreshMessages = defineMessages({
  reload: { id: 'shared.refresh.reload', defaultMessage: 'Reload' },
});

export const updatedMessage = defineMessage<{ time: string }>({
  id: 'shared.refresh.updated',
  defaultMessage: 'Updated {time}',
});
