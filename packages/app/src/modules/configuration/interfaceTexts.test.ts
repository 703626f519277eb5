import { describe, expect, it } from 'vitest';
import {
  bracesPairUp,
  buildCatalog,
  groupTexts,
  isTextCode,
  missingPlaceholders,
  placeholdersOf,
} from './interfaceTexts.ts';

describe('groupTexts', () => {
  it('puts the languages of one code in one row', () => {
    const text = (id: number, textCode: string, language: 'EN' | 'TH' | 'LA') => ({
      id,
      textCode,
      textValue: `${textCode} ${language}`,
      language,
      version: 1,
    });
    const rows = groupTexts([text(1, 'a.b', 'EN'), text(2, 'MENU_CASHIER', 'TH'), text(3, 'a.b', 'LA')]);
    expect(rows.map((row) => [row.textCode, Object.keys(row.texts)])).toEqual([
      ['a.b', ['EN', 'LA']],
      ['MENU_CASHIER', ['TH']],
    ]);
    expect(rows[0]?.texts.LA?.id).toBe(3);
  });
});

describe('buildCatalog', () => {
  const catalog = buildCatalog({
    EN: { 'shell.logout': 'Logout', 'routes.section.reservation': 'Reservation' },
    TH: { 'shell.logout': 'ออกจากระบบ', 'routes.section.reservation': 'การจองห้องพัก' },
  });

  it('knows the menu codes first, then every message id', () => {
    expect(catalog.codes[0]).toEqual({
      code: 'MENU_MANAGER_REPORT',
      messageId: 'routes.section.managerReport',
      isMenu: true,
    });
    expect(catalog.known('shell.logout')).toEqual({ code: 'shell.logout', messageId: 'shell.logout', isMenu: false });
    expect(catalog.known('no.such.id')).toBeUndefined();
  });

  it('answers the built-in text of a code per language', () => {
    expect(catalog.builtIn('shell.logout', 'TH')).toBe('ออกจากระบบ');
    // A menu code shows its section's label, translated.
    expect(catalog.builtIn('MENU_RESERVATION', 'TH')).toBe('การจองห้องพัก');
    // English falls back on the label's default when the file lacks it; other languages do not.
    expect(catalog.builtIn('MENU_CASHIER', 'EN')).toBe('Cashier');
    expect(catalog.builtIn('MENU_CASHIER', 'LA')).toBeUndefined();
    expect(catalog.builtIn('no.such.id', 'EN')).toBeUndefined();
  });
});

describe('checks of a text', () => {
  it('takes the server’s codes only', () => {
    expect(isTextCode('configuration.function.MANAGEMENT-INFORMATION-SYSTEM')).toBe(true);
    expect(isTextCode('MENU_RESERVATION')).toBe(true);
    expect(isTextCode('1menu')).toBe(false);
    expect(isTextCode('shell..logout')).toBe(false);
    expect(isTextCode(`a${'b'.repeat(120)}`)).toBe(false);
  });

  it('finds the placeholders a text must keep', () => {
    const message = '{count, plural, one {# user of {name}} other {# users}}';
    expect(placeholdersOf(message)).toEqual(['count', 'name']);
    expect(missingPlaceholders('{count, plural, other {# ผู้ใช้}}', ['count', 'name'])).toEqual(['name']);
    expect(missingPlaceholders('staff', [])).toEqual([]);
  });

  it('sees braces that do not pair up', () => {
    expect(bracesPairUp('{count, plural, other {# users}}')).toBe(true);
    expect(bracesPairUp('Keep {name')).toBe(false);
    expect(bracesPairUp('}{')).toBe(false);
    expect(bracesPairUp("A quoted '{' brace")).toBe(true);
  });
});
