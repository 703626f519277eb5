import { defineMessage, defineMessages } from 'react-intl';

export const helpMessages = defineMessages({
  staffManual: { id: 'help.staffManual', defaultMessage: 'Staff manual' },
  defaultHotel: { id: 'help.defaultHotel', defaultMessage: 'Hotel PMS' },
  print: { id: 'help.print', defaultMessage: 'Print' },
  tryAgain: { id: 'help.tryAgain', defaultMessage: 'Try again' },
  writeManual: { id: 'help.writeManual', defaultMessage: 'Write it in Help Setting' },
  editManual: { id: 'help.editManual', defaultMessage: 'Edit this manual in Help Setting' },
  askEditor: {
    id: 'help.askEditor',
    defaultMessage: 'A colleague with the configuration role can write it under Config, Help Setting.',
  },
  canClose: { id: 'help.canClose', defaultMessage: 'You can close this manual window.' },
  backToMenu: { id: 'help.backToMenu', defaultMessage: 'Back to the menu' },
});

/** The staff languages by name, in the reader's language (for "shown in English"). */
export const languageNameMessages = defineMessages({
  EN: { id: 'help.language.EN', defaultMessage: 'English' },
  TH: { id: 'help.language.TH', defaultMessage: 'Thai' },
  LA: { id: 'help.language.LA', defaultMessage: 'Lao' },
});

/** Spec §2: the help screen's title. */
export const manualTitleMessage = defineMessage<{ menu: string }>({
  id: 'help.title',
  defaultMessage: '{menu} Manual',
});

export const logoAltMessage = defineMessage<{ hotel: string }>({ id: 'help.logoAlt', defaultMessage: '{hotel} logo' });

export const writtenInMessage = defineMessage<{ language: string }>({
  id: 'help.writtenIn',
  defaultMessage: 'Written in {language}',
});

export const notTranslatedMessage = defineMessage<{ wanted: string; shown: string }>({
  id: 'help.notTranslated',
  defaultMessage: 'This manual has not been translated into {wanted} yet, so it is shown in {shown}.',
});

export const sectionManualMessage = defineMessage<{ menu: string; section: string }>({
  id: 'help.sectionManual',
  defaultMessage: '{menu} has no manual of its own yet. This is the manual of {section}, the section it belongs to.',
});

export const noManualMessage = defineMessage<{ menu: string }>({
  id: 'help.noManual',
  defaultMessage: 'No manual has been written for {menu} yet',
});
