import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const messageModules = import.meta.glob<Record<string, unknown>>('../../**/messages.ts', { eager: true });
const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';
// A module exports single descriptors (defineMessage) and groups of them (defineMessages).
const descriptors = Object.values(messageModules)
  .flatMap((module) => Object.values(module))
  .flatMap((entry) => (isDescriptor(entry) ? [entry] : Object.values(entry as object).filter(isDescriptor)));
const defaults = Object.fromEntries(descriptors.map((descriptor) => [descriptor.id, descriptor.defaultMessage]));

const translations = (file: string): Record<string, string> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../public/assets/i18n/${file}.json`, import.meta.url)), 'utf8'));

// The generator's mark (generators/plopfile.js) on a message nobody has translated yet.
const TRANSLATE_MARK = '[translate] ';

// An argument is `{name}` or `{name, …}`; a plural branch's text (`=0 {No night…}`) is not one.
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

describe('translations', () => {
  it('finds the messages of the code', () => {
    expect(descriptors.length).toBeGreaterThan(5);
  });

  it('keeps en.json equal to the English defaults in the code (pnpm --filter @pms/app i18n:extract)', () => {
    expect(translations('en')).toEqual(defaults);
  });

  it.each(LANGUAGES.filter((language) => language.file !== 'en'))(
    'translates every message into $code',
    ({ file, locale }) => {
      const translated = translations(file);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(defaults).sort());
      // `pnpm gen master-data` writes new messages in English, marked, until someone translates them.
      const marked = Object.keys(translated).filter((id) => translated[id]?.startsWith(TRANSLATE_MARK));
      expect(marked, `still marked ${TRANSLATE_MARK.trim()} in ${file}.json`).toEqual([]);
      const problems: string[] = [];
      const intl = createIntl({ locale, messages: translated, onError: (error) => problems.push(error.message) });
      for (const [id, english] of Object.entries(defaults)) {
        const text = translated[id] ?? '';
        expect(placeholders(text), `${file} ${id} keeps the placeholders`).toEqual(placeholders(String(english)));
        const values = Object.fromEntries(placeholders(text).map((name) => [name, 'x']));
        expect(intl.formatMessage({ id }, values)).not.toBe(id);
      }
      expect(problems).toEqual([]);
    },
  );
});
