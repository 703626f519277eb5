import type { Schemas } from '@pms/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LANGUAGES, type LanguageCode } from '../../shared/i18n/languages.ts';
import { loadMessages, type Messages } from '../../shared/i18n/load-messages.ts';
import { SECTIONS } from '../../shared/menu/catalogue.ts';

type InterfaceText = Schemas['UserInterfaceText'];

export const TEXT_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** The server's pattern of a textCode (user-interface-text contract). */
const TEXT_CODE = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
export const MAX_TEXT_CODE = 120;
export const MAX_TEXT_VALUE = 200;

export const isTextCode = (code: string) => code.length <= MAX_TEXT_CODE && TEXT_CODE.test(code);

/** One row of the Language Setting grid: a code and its texts, at most one per language. */
export interface TextRow {
  textCode: string;
  texts: Partial<Record<LanguageCode, InterfaceText>>;
}

/** The service lists one record per code and language; translators read a code's languages side by side. */
export function groupTexts(list: readonly InterfaceText[]): TextRow[] {
  const rows = new Map<string, TextRow>();
  for (const text of list) {
    const row = rows.get(text.textCode) ?? { textCode: text.textCode, texts: {} };
    row.texts[text.language] = text;
    rows.set(text.textCode, row);
  }
  return [...rows.values()];
}

/** A code the app shows a text under: a message id of the catalog, or a menu section's MENU_* code. */
export interface KnownCode {
  code: string;
  /** The message whose translation shows while the code has no text of its own. */
  messageId: string;
  isMenu: boolean;
}

export interface InterfaceCatalog {
  /** The menu codes first (tab order), then every message id of the app. */
  codes: readonly KnownCode[];
  known(code: string): KnownCode | undefined;
  /** What the app shows for `code` in `language` without a text of its own. */
  builtIn(code: string, language: LanguageCode): string | undefined;
}

export function buildCatalog(files: Partial<Record<LanguageCode, Messages>>): InterfaceCatalog {
  const menuCodes: KnownCode[] = SECTIONS.map((section) => ({
    code: section.textCode,
    messageId: String(section.label.id),
    isMenu: true,
  }));
  // The English file is the extracted catalog: it holds every message id the code defines.
  const messageCodes: KnownCode[] = Object.keys(files.EN ?? {})
    .sort()
    .map((id) => ({ code: id, messageId: id, isMenu: false }));
  const codes = [...menuCodes, ...messageCodes];
  const byCode = new Map(codes.map((known) => [known.code, known]));
  const englishDefaults = new Map(SECTIONS.map((section) => [section.textCode, String(section.label.defaultMessage)]));
  return {
    codes,
    known: (code) => byCode.get(code),
    builtIn: (code, language) => {
      const known = byCode.get(code);
      if (!known) return undefined;
      return files[language]?.[known.messageId] ?? (language === 'EN' ? englishDefaults.get(code) : undefined);
    },
  };
}

/**
 * The translation files as the server serves them (/assets/i18n/{lang}.json), not the messages
 * the app runs with: those are the current language only, with this screen's own texts already
 * merged over them, while the grid needs every message id (also of modules not loaded yet) and
 * the pristine built-in wording in each language. English is required; a Thai or Lao file that
 * cannot be had only leaves its hints out. Static files of the release: read once per session.
 */
const interfaceCatalogQuery = () =>
  queryOptions({
    queryKey: ['assets/i18n', 'catalog'] as const,
    queryFn: async () => {
      const results = await Promise.allSettled(LANGUAGES.map((language) => loadMessages(language)));
      const files: Partial<Record<LanguageCode, Messages>> = {};
      results.forEach((result, index) => {
        const language = LANGUAGES[index];
        if (language && result.status === 'fulfilled') files[language.code] = result.value;
      });
      const english = results[0];
      return {
        catalog: buildCatalog(files),
        error: english?.status === 'rejected' ? (english.reason as unknown) : undefined,
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useInterfaceCatalog(): { catalog: InterfaceCatalog | undefined; error: unknown } {
  const { data } = useQuery(interfaceCatalogQuery());
  return data ?? { catalog: undefined, error: undefined };
}

/** The arguments of an ICU message ({name}, {count, plural, …}) the app fills in. */
export function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((match) => match[1] as string);
  return [...new Set(names)];
}

/** Which of `names` a translated text left out: the app would have nowhere to put the value. */
export function missingPlaceholders(text: string, names: readonly string[]): string[] {
  const present = new Set(placeholdersOf(text));
  return names.filter((name) => !present.has(name));
}

/**
 * Whether the braces of a message pair up: one that does not cannot be read as a message, and
 * the app would fall back to the built-in text. ICU's quoted braces ('{') do not count.
 */
export function bracesPairUp(text: string): boolean {
  let depth = 0;
  for (const char of text.replace(/'[{}][^']*'/g, '')) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}
