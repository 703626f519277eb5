import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import type { UiLocale } from '../i18n/strings.ts';
import { darkTheme, lightTheme, themeRoot } from '../theme/theme.css.ts';

const LANG: Record<UiLocale, string> = { 'en-US': 'en', 'th-TH': 'th', 'lo-LA': 'lo' };

export interface UiProviderProps {
  /** The staff language: react-aria's formats and the components' own strings follow it. */
  locale: UiLocale;
  theme?: 'light' | 'dark';
  children: ReactNode;
}

/**
 * The root of any screen built from @pms/ui: the theme class, the base text styles, `lang` for the
 * Thai and Lao font stacks, and react-aria's locale.
 */
export function UiProvider({ locale, theme = 'light', children }: UiProviderProps) {
  return (
    <I18nProvider locale={locale}>
      <div className={`${theme === 'dark' ? darkTheme : lightTheme} ${themeRoot}`} lang={LANG[locale]}>
        {children}
      </div>
    </I18nProvider>
  );
}
