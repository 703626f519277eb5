import type { UiStrings } from '../../i18n/strings.ts';

export const strings: UiStrings<'pinMenuBar'> = {
  'en-US': { pinMenuBar: 'Pin menu bar' },
  'th-TH': { pinMenuBar: 'ปักหมุดแถบเมนู' },
  'lo-LA': { pinMenuBar: 'ປັກໝຸດແຖບເມນູ' },
};
