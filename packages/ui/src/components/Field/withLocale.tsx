import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria';
import type { UiLocale } from '../../i18n/strings.ts';

const LANG: Record<UiLocale, string> = { 'en-US': 'en', 'th-TH': 'th', 'lo-LA': 'lo' };

/**
 * Story decorator that renders a story in one UI locale whatever the toolbar says: react-aria's
 * locale (ui strings, formats) and `lang` (Thai/Lao fonts), as the app's root would set them.
 * Story-level `globals` are not applied when stories run as vitest tests, so stories that must show
 * Thai or Lao use this.
 */
export function withLocale(locale: UiLocale): Decorator {
  return (Story) => (
    <I18nProvider locale={locale}>
      <div lang={LANG[locale]}>
        <Story />
      </div>
    </I18nProvider>
  );
}
