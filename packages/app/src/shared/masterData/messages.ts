import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the generic master-data screen; each screen adds its own title, intro and labels. */
export const masterDataMessages = defineMessages({
  search: { id: 'shared.masterData.search', defaultMessage: 'Search the list' },
  toolbar: { id: 'shared.masterData.toolbar', defaultMessage: 'List actions' },
  pageSize: { id: 'shared.masterData.pageSize', defaultMessage: 'Rows per page' },
  yes: { id: 'shared.masterData.yes', defaultMessage: 'Yes' },
  no: { id: 'shared.masterData.no', defaultMessage: 'No' },
  required: { id: 'shared.masterData.required', defaultMessage: 'Required' },
  keepTyping: { id: 'shared.masterData.keepTyping', defaultMessage: 'Keep what I type' },
  keepTypingHelp: {
    id: 'shared.masterData.keepTypingHelp',
    defaultMessage: 'Closing the form without saving keeps its values for the next Add on this screen.',
  },
  restoredTitle: { id: 'shared.masterData.restored.title', defaultMessage: 'Restored what you typed' },
  restoredBody: {
    id: 'shared.masterData.restored.body',
    defaultMessage: 'The form was closed without saving; its values are back.',
  },
  startAgain: { id: 'shared.masterData.restored.startAgain', defaultMessage: 'Start again' },
  referencesFailed: {
    id: 'shared.masterData.referencesFailed',
    defaultMessage: 'The choices could not be loaded: press Reload to try again.',
  },
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'shared.masterData.count',
  defaultMessage: '{count, plural, one {# record} other {# records}}',
});

export const addTitleMessage = defineMessage<{ item: string }>({
  id: 'shared.masterData.addTitle',
  defaultMessage: 'Add {item}',
});

export const editTitleMessage = defineMessage<{ item: string }>({
  id: 'shared.masterData.editTitle',
  defaultMessage: 'Edit {item}',
});

export const deleteTitleMessage = defineMessage<{ name: string }>({
  id: 'shared.masterData.deleteTitle',
  defaultMessage: 'Delete {name}?',
});

export const tooLongMessage = defineMessage<{ max: number }>({
  id: 'shared.masterData.tooLong',
  defaultMessage: 'At most {max, plural, one {# character} other {# characters}}',
});

export const tooSmallMessage = defineMessage<{ min: string }>({
  id: 'shared.masterData.tooSmall',
  defaultMessage: 'At least {min}',
});

export const tooLargeMessage = defineMessage<{ max: string }>({
  id: 'shared.masterData.tooLarge',
  defaultMessage: 'At most {max}',
});
