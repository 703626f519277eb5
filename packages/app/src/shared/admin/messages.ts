import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts every administration and master-data screen uses. The spec's own texts are kept word for
 * word; the ids keep their first module's name so the translation files stay valid.
 */
export const commonMessages = defineMessages({
  add: { id: 'configuration.common.add', defaultMessage: 'Add' },
  edit: { id: 'configuration.common.edit', defaultMessage: 'Edit' },
  delete: { id: 'configuration.common.delete', defaultMessage: 'Delete' },
  save: { id: 'configuration.common.save', defaultMessage: 'Save' },
  cancel: { id: 'configuration.common.cancel', defaultMessage: 'Cancel' },
  reload: { id: 'configuration.common.reload', defaultMessage: 'Reload' },
  actions: { id: 'configuration.common.actions', defaultMessage: 'Actions' },
  success: { id: 'configuration.common.success', defaultMessage: 'Success' },
  confirmDelete: { id: 'configuration.common.confirmDelete', defaultMessage: 'Do you want to delete?' },
  canNotDelete: { id: 'configuration.common.canNotDelete', defaultMessage: 'Can not Delete' },
  canNotConnect: { id: 'configuration.common.canNotConnect', defaultMessage: 'Can not connect API' },
  checkConnection: { id: 'configuration.common.checkConnection', defaultMessage: 'Please check your connection' },
  tryAgain: { id: 'configuration.common.tryAgain', defaultMessage: 'Please try again' },
  loginAgain: { id: 'configuration.common.loginAgain', defaultMessage: 'Please login again' },
  staleTitle: { id: 'configuration.common.stale.title', defaultMessage: 'Changed by someone else' },
  staleBody: {
    id: 'configuration.common.stale.body',
    defaultMessage:
      'Someone else changed this record after you opened it. The list has been reloaded: please try again.',
  },
  notSaved: { id: 'configuration.common.notSaved', defaultMessage: 'Not saved' },
  refused: { id: 'configuration.common.refused', defaultMessage: 'Not allowed' },
  empty: { id: 'configuration.common.empty', defaultMessage: '—' },
});

export const moreBadgeMessage = defineMessage<{ count: number }>({
  id: 'configuration.common.more',
  defaultMessage: '+{count}',
});

export const moreLabelMessage = defineMessage<{ count: number; names: string }>({
  id: 'configuration.common.moreLabel',
  defaultMessage: '{count} more: {names}',
});
