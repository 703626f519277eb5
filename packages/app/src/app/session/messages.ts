import { defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  loginAgain: { id: 'session.loginAgain', defaultMessage: 'Please login again' },
  noSectionTitle: { id: 'session.noSection.title', defaultMessage: 'No screen is open to your roles' },
  noSectionBody: {
    id: 'session.noSection.body',
    defaultMessage: 'Your account has no role that opens a section of the menu. Please Contact Admin.',
  },
});
