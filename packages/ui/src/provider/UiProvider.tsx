import { type ReactNode, useCallback, useState } from 'react';
import { I18nProvider, UNSAFE_PortalProvider } from 'react-aria';
import type { UiLocale } from '../i18n/strings.ts';
import '../theme/fonts.ts';
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
 * Thai and Lao font stacks, and react-aria's locale. Overlays (popovers, modals) portal into this
 * root rather than the end of <body>, so they keep the theme and the font stack.
 */
export function UiProvider({ locale, theme = 'light', children }: UiProviderProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const getContainer = useCallback(() => root, [root]);
  return (
    <I18nProvider locale={locale}>
      <div ref={setRoot} className={`${theme === 'dark' ? darkTheme : lightTheme} ${themeRoot}`} lang={LANG[locale]}>
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      </div>
    </I18nProvider>
  );
}
