import type { LocalizedStrings } from '@internationalized/string';
import { useCallback } from 'react';
import { useLocalizedStringFormatter } from 'react-aria';

/**
 * The locales of the staff UI as react-aria names them. The app sets one with react-aria's
 * `I18nProvider` (EN → en-US, TH → th-TH, LA → lo-LA); ui never imports react-intl.
 */
export const UI_LOCALES = ['en-US', 'th-TH', 'lo-LA'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** A component's own strings in every UI locale: the compiler refuses a missing one. */
export type UiStrings<K extends string> = Record<UiLocale, Record<K, string>>;

/**
 * Formats a component's strings in the surrounding locale. `id` must be unique per dictionary
 * (react-aria caches dictionaries by it), e.g. '@pms/ui/DataGrid'. Variables use `{name}`.
 */
export function useUiStrings<K extends string>(strings: UiStrings<K>, id: string) {
  const formatter = useLocalizedStringFormatter(strings as unknown as LocalizedStrings<K, string>, id);
  // react-aria interpolates only compiled messages; plain dictionary strings get `{name}` here.
  // Stable per locale (the formatter is), so memoised parts of a component can depend on it.
  return useCallback(
    (key: K, variables?: Record<string, string | number>) => {
      const text = formatter.format(key, variables);
      if (!variables) return text;
      return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
        name in variables ? String(variables[name]) : placeholder,
      );
    },
    [formatter],
  );
}
