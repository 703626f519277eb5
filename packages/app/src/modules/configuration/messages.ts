import { defineMessage, defineMessages } from 'react-intl';

export const userMessages = defineMessages({
  mainRole: { id: 'configuration.common.mainRole', defaultMessage: 'main role' },
  title: { id: 'configuration.user.title', defaultMessage: 'Users' },
  intro: {
    id: 'configuration.user.intro',
    defaultMessage: 'Staff accounts: who can sign in, with which roles, and whether they are locked out.',
  },
  search: { id: 'configuration.user.search', defaultMessage: 'Search users' },
  searchPlaceholder: { id: 'configuration.user.searchPlaceholder', defaultMessage: 'Login name, name or role' },
  gridLabel: { id: 'configuration.user.gridLabel', defaultMessage: 'User list' },
  toolbar: { id: 'configuration.user.toolbar', defaultMessage: 'User actions' },
  loginName: { id: 'configuration.user.loginName', defaultMessage: 'Login name' },
  displayName: { id: 'configuration.user.displayName', defaultMessage: 'Display name' },
  roles: { id: 'configuration.user.roles', defaultMessage: 'Roles' },
  status: { id: 'configuration.user.status', defaultMessage: 'Status' },
  active: { id: 'configuration.user.active', defaultMessage: 'Active' },
  disabled: { id: 'configuration.user.disabled', defaultMessage: 'Disabled' },
  signIn: { id: 'configuration.user.signIn', defaultMessage: 'Sign-in' },
  blocked: { id: 'configuration.user.blocked', defaultMessage: 'Blocked' },
  passwordChange: { id: 'configuration.user.passwordChange', defaultMessage: 'Password change' },
  mustChange: { id: 'configuration.user.mustChange', defaultMessage: 'Required' },
  lastLogin: { id: 'configuration.user.lastLogin', defaultMessage: 'Last login' },
  never: { id: 'configuration.user.never', defaultMessage: 'Never' },
  unlock: { id: 'configuration.user.unlock', defaultMessage: 'Unlock' },
  resetPassword: { id: 'configuration.user.resetPassword', defaultMessage: 'Reset password' },
  disable: { id: 'configuration.user.disable', defaultMessage: 'Disable' },
  enable: { id: 'configuration.user.enable', defaultMessage: 'Enable' },
  addTitle: { id: 'configuration.user.addTitle', defaultMessage: 'Add user' },
  editTitle: { id: 'configuration.user.editTitle', defaultMessage: 'Edit user' },
  loginNameHelp: {
    id: 'configuration.user.loginNameHelp',
    defaultMessage: 'Typed at sign-in: letters, digits, dot, dash or underscore. It cannot be changed later.',
  },
  loginNameInvalid: {
    id: 'configuration.user.loginNameInvalid',
    defaultMessage: 'Use 1 to 40 letters, digits, dots, dashes or underscores',
  },
  displayNameRequired: { id: 'configuration.user.displayNameRequired', defaultMessage: 'Enter the name staff see' },
  rolesHelp: {
    id: 'configuration.user.rolesHelp',
    defaultMessage: 'Choose one or more roles; together they decide what the user may open.',
  },
  rolesRequired: { id: 'configuration.user.rolesRequired', defaultMessage: 'Choose at least one role' },
  mainRoleLabel: { id: 'configuration.user.mainRoleLabel', defaultMessage: 'Main role' },
  mainRoleHelp: {
    id: 'configuration.user.mainRoleHelp',
    defaultMessage: 'The main role comes first and decides the page the user lands on after sign-in.',
  },
  activeSwitch: { id: 'configuration.user.activeSwitch', defaultMessage: 'Active: may sign in' },
  rolesLoading: { id: 'configuration.user.rolesLoading', defaultMessage: 'Loading roles...' },
  temporaryTitle: { id: 'configuration.user.temporary.title', defaultMessage: 'Temporary password' },
  temporaryLabel: { id: 'configuration.user.temporary.label', defaultMessage: 'Temporary password' },
  copy: { id: 'configuration.user.temporary.copy', defaultMessage: 'Copy' },
  copied: { id: 'configuration.user.temporary.copied', defaultMessage: 'Copied' },
  copyFailed: {
    id: 'configuration.user.temporary.copyFailed',
    defaultMessage: 'Copying is not allowed here: select the password and copy it by hand.',
  },
  temporaryNoticeTitle: {
    id: 'configuration.user.temporary.noticeTitle',
    defaultMessage: 'Shown only this once',
  },
  done: { id: 'configuration.user.temporary.done', defaultMessage: 'Done' },
  resetTitle: { id: 'configuration.user.reset.title', defaultMessage: 'Reset password?' },
  disableTitle: { id: 'configuration.user.disable.title', defaultMessage: 'Disable user?' },
});

export const userCountMessage = defineMessage<{ count: number }>({
  id: 'configuration.user.count',
  defaultMessage: '{count, plural, one {# user} other {# users}}',
});

export const lockedUntilMessage = defineMessage<{ time: string }>({
  id: 'configuration.user.lockedUntil',
  defaultMessage: 'Locked until {time}',
});

export const failedAttemptsMessage = defineMessage<{ count: number }>({
  id: 'configuration.user.failedAttempts',
  defaultMessage: '{count, plural, one {# failed sign-in} other {# failed sign-ins}}',
});

export const temporaryNoticeMessage = defineMessage<{ name: string }>({
  id: 'configuration.user.temporary.notice',
  defaultMessage: 'Give it to {name} in person. It cannot be shown again: {name} must change it at the next sign-in.',
});

export const resetQuestionMessage = defineMessage<{ name: string }>({
  id: 'configuration.user.reset.question',
  defaultMessage:
    'A new temporary password replaces the current one and {name} is signed out everywhere. Reset the password of {name}?',
});

export const disableQuestionMessage = defineMessage<{ name: string }>({
  id: 'configuration.user.disable.question',
  defaultMessage: '{name} is signed out at once and can no longer sign in until enabled again.',
});

export const userSubtitleMessage = defineMessage<{ loginName: string; name: string }>({
  id: 'configuration.user.subtitle',
  defaultMessage: '{name} ({loginName})',
});

export const roleMessages = defineMessages({
  title: { id: 'configuration.role.title', defaultMessage: 'Role management' },
  intro: {
    id: 'configuration.role.intro',
    defaultMessage:
      'A role bundles functions. Built-in roles grant exactly one function each; custom roles combine several.',
  },
  gridLabel: { id: 'configuration.role.gridLabel', defaultMessage: 'Role list' },
  toolbar: { id: 'configuration.role.toolbar', defaultMessage: 'Role actions' },
  code: { id: 'configuration.role.code', defaultMessage: 'Code' },
  name: { id: 'configuration.role.name', defaultMessage: 'Name' },
  functions: { id: 'configuration.role.functions', defaultMessage: 'Functions' },
  kind: { id: 'configuration.role.kind', defaultMessage: 'Type' },
  builtIn: { id: 'configuration.role.builtIn', defaultMessage: 'Built-in' },
  custom: { id: 'configuration.role.custom', defaultMessage: 'Custom' },
  users: { id: 'configuration.role.users', defaultMessage: 'Users' },
  readOnly: { id: 'configuration.role.readOnly', defaultMessage: 'Read-only' },
  readOnlyHelp: {
    id: 'configuration.role.readOnlyHelp',
    defaultMessage: 'Built-in roles come with the system and cannot be changed or deleted.',
  },
  addTitle: { id: 'configuration.role.addTitle', defaultMessage: 'Add role' },
  editTitle: { id: 'configuration.role.editTitle', defaultMessage: 'Edit role' },
  codeHelp: {
    id: 'configuration.role.codeHelp',
    defaultMessage: 'As it appears in the sign-in token: a letter, then letters, digits or dashes. Fixed once saved.',
  },
  codeInvalid: {
    id: 'configuration.role.codeInvalid',
    defaultMessage: 'Start with a letter; 2 to 40 letters, digits or dashes',
  },
  nameRequired: { id: 'configuration.role.nameRequired', defaultMessage: 'Enter a name' },
  functionsHelp: {
    id: 'configuration.role.functionsHelp',
    defaultMessage: 'Each function opens a part of the menu and the server actions behind it.',
  },
  functionsRequired: { id: 'configuration.role.functionsRequired', defaultMessage: 'Choose at least one function' },
  grantsNone: {
    id: 'configuration.role.grantsNone',
    defaultMessage: 'Opens its menu pages only: no server action asks for it',
  },
  grantsUnknown: { id: 'configuration.role.grantsUnknown', defaultMessage: 'The list of grants could not be loaded.' },
});

export const roleCountMessage = defineMessage<{ count: number }>({
  id: 'configuration.role.count',
  defaultMessage: '{count, plural, one {# role} other {# roles}}',
});

export const grantsToggleMessage = defineMessage<{ count: number }>({
  id: 'configuration.role.grantsToggle',
  defaultMessage: 'What it grants ({count, plural, one {# action} other {# actions}})',
});

export const deleteRoleMessage = defineMessage<{ code: string }>({
  id: 'configuration.role.deleteTitle',
  defaultMessage: 'Delete role {code}',
});

/** What each function opens, in a line, for the role form and the badges' tooltips. */
export const functionMessages = defineMessages({
  ADMIN: { id: 'configuration.function.ADMIN', defaultMessage: 'Everything, including users and roles' },
  RESERVATION: {
    id: 'configuration.function.RESERVATION',
    defaultMessage: 'Reservations, allotments, room availability and reservation reports',
  },
  RECEPTION: {
    id: 'configuration.function.RECEPTION',
    defaultMessage: 'Check-in, walk-in, in-house guests, room rack and reception reports',
  },
  CASHIER: {
    id: 'configuration.function.CASHIER',
    defaultMessage: 'Folios, postings, payments, shifts, day-end and outlet services',
  },
  HOUSEKEEPING: {
    id: 'configuration.function.HOUSEKEEPING',
    defaultMessage: 'Room cleaning status, minibar posting and housekeeping reports',
  },
  ENGINEER: { id: 'configuration.function.ENGINEER', defaultMessage: 'Maintenance orders and maintenance reports' },
  SALE: {
    id: 'configuration.function.SALE',
    defaultMessage: 'Sales and finance dashboards, contracts and company profiles',
  },
  'MANAGEMENT-INFORMATION-SYSTEM': {
    id: 'configuration.function.MANAGEMENT-INFORMATION-SYSTEM',
    defaultMessage: 'Manager reports, statistics and occupancy forecasts',
  },
  'CONFIGULATION-SETTING': {
    id: 'configuration.function.CONFIGULATION-SETTING',
    defaultMessage: 'Hotel configuration and master data, users and roles',
  },
  'FINANCIAL-SETTING': {
    id: 'configuration.function.FINANCIAL-SETTING',
    defaultMessage: 'Transaction codes and groups, payment types, bank accounts',
  },
  'HOUSEKEEPING-SETTING': {
    id: 'configuration.function.HOUSEKEEPING-SETTING',
    defaultMessage: 'Minibar types, maintenance types and other housekeeping settings',
  },
  'SALE-SETTING': {
    id: 'configuration.function.SALE-SETTING',
    defaultMessage: 'Sources, markets, segments and other sales settings',
  },
});

/** The staff languages by code, named in the reader's language (column headers, field labels). */
export const languageNameMessages = defineMessages({
  EN: { id: 'configuration.languageName.EN', defaultMessage: 'English' },
  TH: { id: 'configuration.languageName.TH', defaultMessage: 'Thai' },
  LA: { id: 'configuration.languageName.LA', defaultMessage: 'Lao' },
});

export const interfaceTextMessages = defineMessages({
  title: { id: 'configuration.interfaceText.title', defaultMessage: 'Language Setting' },
  intro: {
    id: 'configuration.interfaceText.intro',
    defaultMessage:
      "Your own wording for the app's labels and messages, per language. A text set here replaces the built-in one on every screen within a few seconds; a language left empty keeps the built-in text.",
  },
  search: { id: 'configuration.interfaceText.search', defaultMessage: 'Search texts' },
  searchPlaceholder: { id: 'configuration.interfaceText.searchPlaceholder', defaultMessage: 'Code or any text' },
  gridLabel: { id: 'configuration.interfaceText.gridLabel', defaultMessage: 'Interface texts' },
  toolbar: { id: 'configuration.interfaceText.toolbar', defaultMessage: 'Interface text actions' },
  textCode: { id: 'configuration.interfaceText.textCode', defaultMessage: 'Text code' },
  builtInEnglish: { id: 'configuration.interfaceText.builtInEnglish', defaultMessage: 'Built-in English' },
  builtInHint: {
    id: 'configuration.interfaceText.builtInHint',
    defaultMessage: 'Not set: the built-in text shows',
  },
  addTitle: { id: 'configuration.interfaceText.addTitle', defaultMessage: 'Add interface text' },
  editTitle: { id: 'configuration.interfaceText.editTitle', defaultMessage: 'Edit interface text' },
  textCodeHelp: {
    id: 'configuration.interfaceText.textCodeHelp',
    defaultMessage: 'A message of the app or a menu code (MENU_…): search by code or English text, or type it.',
  },
  textCodeInvalid: {
    id: 'configuration.interfaceText.textCodeInvalid',
    defaultMessage:
      'Start with a letter; then letters, digits, dashes or underscores, parts joined by dots (at most 120)',
  },
  textCodeTaken: {
    id: 'configuration.interfaceText.textCodeTaken',
    defaultMessage: 'This code already has texts: edit its row instead',
  },
  unknownCode: {
    id: 'configuration.interfaceText.unknownCode',
    defaultMessage: 'The app has no text with this code yet, so it shows nowhere until the app uses the code.',
  },
  menuCode: { id: 'configuration.interfaceText.menuCode', defaultMessage: 'Menu' },
  valuesTitle: { id: 'configuration.interfaceText.valuesTitle', defaultMessage: 'Texts by language' },
  valuesHelp: {
    id: 'configuration.interfaceText.valuesHelp',
    defaultMessage: 'Leave a language empty to show the built-in text in that language.',
  },
  atLeastOne: {
    id: 'configuration.interfaceText.atLeastOne',
    defaultMessage: 'Enter the text in at least one language',
  },
  bracesUnpaired: {
    id: 'configuration.interfaceText.bracesUnpaired',
    defaultMessage: "The braces '{' and '}' do not pair up",
  },
  allClearedTitle: { id: 'configuration.interfaceText.allClearedTitle', defaultMessage: 'Delete all texts?' },
  catalogFailed: {
    id: 'configuration.interfaceText.catalogFailed',
    defaultMessage: "The app's own texts could not be loaded: the built-in texts and the code suggestions are missing.",
  },
});

export const interfaceTextCountMessage = defineMessage<{ count: number }>({
  id: 'configuration.interfaceText.count',
  defaultMessage: '{count, plural, one {# code} other {# codes}}',
});

export const builtInTextMessage = defineMessage<{ text: string }>({
  id: 'configuration.interfaceText.builtIn',
  defaultMessage: 'Built-in: {text}',
});

export const keepPlaceholdersMessage = defineMessage<{ names: string }>({
  id: 'configuration.interfaceText.keepPlaceholders',
  defaultMessage: 'Keep {names} as written: the app puts the values there.',
});

export const missingPlaceholdersMessage = defineMessage<{ names: string }>({
  id: 'configuration.interfaceText.missingPlaceholders',
  defaultMessage: 'Keep {names} in the text',
});

export const deleteTextsMessage = defineMessage<{ code: string }>({
  id: 'configuration.interfaceText.deleteTitle',
  defaultMessage: 'Delete the texts of {code}',
});

export const manualMessages = defineMessages({
  title: { id: 'configuration.manual.title', defaultMessage: 'Help Setting' },
  intro: {
    id: 'configuration.manual.intro',
    defaultMessage:
      'The manuals staff open with Help, one per menu and language. Readers get the manual in their language, or the English one when there is none.',
  },
  search: { id: 'configuration.manual.search', defaultMessage: 'Search manuals' },
  searchPlaceholder: { id: 'configuration.manual.searchPlaceholder', defaultMessage: 'Menu, title or text' },
  gridLabel: { id: 'configuration.manual.gridLabel', defaultMessage: 'Manuals' },
  toolbar: { id: 'configuration.manual.toolbar', defaultMessage: 'Manual actions' },
  menu: { id: 'configuration.manual.menu', defaultMessage: 'Menu' },
  language: { id: 'configuration.manual.language', defaultMessage: 'Language' },
  manualTitle: { id: 'configuration.manual.manualTitle', defaultMessage: 'Title' },
  text: { id: 'configuration.manual.text', defaultMessage: 'Text' },
  length: { id: 'configuration.manual.length', defaultMessage: 'Characters' },
  addTitle: { id: 'configuration.manual.addTitle', defaultMessage: 'Add manual' },
  editTitle: { id: 'configuration.manual.editTitle', defaultMessage: 'Edit manual' },
  menuHelp: {
    id: 'configuration.manual.menuHelp',
    defaultMessage: 'The section or screen whose Help link opens this manual: pick one or type its name.',
  },
  menuInvalid: {
    id: 'configuration.manual.menuInvalid',
    defaultMessage: 'Use 1 to 80 characters without / ? # or \\, and no space at the start or end',
  },
  menuTaken: {
    id: 'configuration.manual.menuTaken',
    defaultMessage: 'This menu already has a manual in this language: edit that one instead',
  },
  section: { id: 'configuration.manual.section', defaultMessage: 'Section' },
  titleRequired: { id: 'configuration.manual.titleRequired', defaultMessage: 'Enter a title' },
  body: { id: 'configuration.manual.body', defaultMessage: 'Manual' },
  bodyHelp: {
    id: 'configuration.manual.bodyHelp',
    defaultMessage:
      'Simple formatting: "# " starts a heading, "- " a list item, "1. " a numbered item, **bold** marks bold. A blank line starts a new paragraph.',
  },
  bodyRequired: { id: 'configuration.manual.bodyRequired', defaultMessage: 'Write the manual' },
  preview: { id: 'configuration.manual.preview', defaultMessage: 'Preview' },
  previewEmpty: {
    id: 'configuration.manual.previewEmpty',
    defaultMessage: 'The manual shows here as readers will see it while you write.',
  },
  openManual: { id: 'configuration.manual.openManual', defaultMessage: 'Open manual' },
  newWindow: { id: 'configuration.manual.newWindow', defaultMessage: '(opens in a new window)' },
});

export const manualCountMessage = defineMessage<{ count: number }>({
  id: 'configuration.manual.count',
  defaultMessage: '{count, plural, one {# manual} other {# manuals}}',
});

export const deleteManualMessage = defineMessage<{ menu: string; language: string }>({
  id: 'configuration.manual.deleteTitle',
  defaultMessage: 'Delete the {language} manual of {menu}',
});

export const manualSubtitleMessage = defineMessage<{ menu: string; language: string }>({
  id: 'configuration.manual.subtitle',
  defaultMessage: '{menu} · {language}',
});

export const sectionOfMessage = defineMessage<{ section: string }>({
  id: 'configuration.manual.sectionOf',
  defaultMessage: 'Screen in {section}',
});
