import { defineMessage, defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  defaultLogoAlt: { id: 'login.defaultLogoAlt', defaultMessage: 'Hotel PMS' },
  subtitle: { id: 'login.subtitle', defaultMessage: 'Sign in to continue' },
  userId: { id: 'login.userId', defaultMessage: 'User ID' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  signIn: { id: 'login.signIn', defaultMessage: 'SIGN IN' },
  loggingIn: { id: 'login.loggingIn', defaultMessage: 'login.......' },
  canNotLogin: { id: 'login.canNotLogin', defaultMessage: 'Can not login' },
  checkConnection: { id: 'login.checkConnection', defaultMessage: 'Please check your connection' },
  lockedTitle: { id: 'login.locked.title', defaultMessage: 'You have login failed 3 times' },
  blockedTitle: { id: 'login.blocked.title', defaultMessage: 'Please Contact Admin' },
  blockedBody: {
    id: 'login.blocked.body',
    defaultMessage: 'This user ID is blocked after 6 failed logins. An administrator can unlock it.',
  },
  anotherUser: { id: 'login.anotherUser', defaultMessage: 'Sign in with another user ID' },
  poweredBy: { id: 'login.poweredBy', defaultMessage: 'Powered by Hotel PMS' },
  bestView: { id: 'login.bestView', defaultMessage: 'Best View 1024 x 768' },
});

export const logoAltMessage = defineMessage<{ hotel: string }>({ id: 'login.logoAlt', defaultMessage: '{hotel} logo' });

export const failedAttemptsMessage = defineMessage<{ count: number }>({
  id: 'login.failedAttempts',
  defaultMessage: 'Failed attempts: {count}',
});

export const waitMessage = defineMessage<{ n: number }>({ id: 'login.locked.wait', defaultMessage: 'wait {n} second' });

export const changePasswordMessages = defineMessages({
  title: { id: 'changePassword.title', defaultMessage: 'Choose your own password' },
  body: {
    id: 'changePassword.body',
    defaultMessage: 'An administrator set your current password. Replace it with one only you know to continue.',
  },
  currentPassword: { id: 'changePassword.current', defaultMessage: 'Current password' },
  newPassword: { id: 'changePassword.new', defaultMessage: 'New password' },
  newPasswordHelp: { id: 'changePassword.new.help', defaultMessage: 'At least 8 characters' },
  repeatPassword: { id: 'changePassword.repeat', defaultMessage: 'Repeat the new password' },
  tooShort: { id: 'changePassword.tooShort', defaultMessage: 'Use at least 8 characters' },
  mismatch: { id: 'changePassword.mismatch', defaultMessage: 'The two new passwords differ' },
  submit: { id: 'changePassword.submit', defaultMessage: 'Change password' },
  saving: { id: 'changePassword.saving', defaultMessage: 'Saving...' },
  failed: { id: 'changePassword.failed', defaultMessage: 'Can not change the password' },
  logout: { id: 'changePassword.logout', defaultMessage: 'Logout' },
});
