import { defineMessage, defineMessages } from 'react-intl';

export const startMessages = defineMessages({
  hotelDate: { id: 'start.hotelDate', defaultMessage: 'Hotel date' },
  defaultLogoAlt: { id: 'start.defaultLogoAlt', defaultMessage: 'Hotel PMS' },
  signInPendingTitle: { id: 'start.signInPending.title', defaultMessage: 'Sign-in is not built yet' },
  signInPendingBody: {
    id: 'start.signInPending.body',
    defaultMessage:
      'This page will become the login screen. Until then it shows what the server reports for this hotel.',
  },
  poweredBy: { id: 'start.poweredBy', defaultMessage: 'Powered by Hotel PMS' },
  bestView: { id: 'start.bestView', defaultMessage: 'Best View 1024 x 768' },
});

export const logoAltMessage = defineMessage<{ hotel: string }>({ id: 'start.logoAlt', defaultMessage: '{hotel} logo' });
