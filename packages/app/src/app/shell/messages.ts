import { defineMessage, defineMessages } from 'react-intl';

/** The shell at /menu: top bar, top tabs and side menu. */
export const shellMessages = defineMessages({
  help: { id: 'shell.help', defaultMessage: 'Help' },
  languageSetting: { id: 'shell.languageSetting', defaultMessage: 'Language setting' },
  logout: { id: 'shell.logout', defaultMessage: 'Logout' },
  defaultLogoAlt: { id: 'shell.defaultLogoAlt', defaultMessage: 'Hotel PMS' },
  sections: { id: 'shell.sections', defaultMessage: 'Sections' },
  departments: { id: 'shell.departments', defaultMessage: 'Departments' },
  loading: { id: 'shell.loading', defaultMessage: 'Loading...' },
  noEntries: { id: 'shell.noEntries', defaultMessage: 'No screens in this section yet' },
});

export const hotelLogoAltMessage = defineMessage<{ hotel: string }>({
  id: 'shell.hotelLogoAlt',
  defaultMessage: '{hotel} logo',
});

export const toSectionMenuMessage = defineMessage<{ section: string }>({
  id: 'shell.toSectionMenu',
  defaultMessage: 'Go to the {section} menu',
});

/** The warning to the hotel's only active administrator (issue 15). */
export const soleAdministratorMessages = defineMessages({
  title: { id: 'shell.soleAdministrator.title', defaultMessage: 'You are the only active administrator' },
  body: {
    id: 'shell.soleAdministrator.body',
    defaultMessage:
      'If this account were locked, nobody could unlock it in the app. Give a second trusted user the ADMIN function.',
  },
  users: { id: 'shell.soleAdministrator.users', defaultMessage: 'Open the users' },
  dismiss: { id: 'shell.soleAdministrator.dismiss', defaultMessage: 'Not now' },
});
