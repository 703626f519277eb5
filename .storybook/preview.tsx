import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria';
import { darkTheme, lightTheme, themeRoot, UI_LOCALES, type UiLocale } from '../packages/ui/src/index.ts';

const THEMES = { light: lightTheme, dark: darkTheme } as const;
// `lang` drives the Thai and Lao font stacks; react-aria's locale drives formats and ui strings.
const LANG: Record<UiLocale, string> = { 'en-US': 'en', 'th-TH': 'th', 'lo-LA': 'lo' };

const withThemeAndLocale: Decorator = (Story, { globals }) => {
  const locale = UI_LOCALES.find((candidate) => candidate === globals.locale) ?? 'en-US';
  const theme = THEMES[globals.theme as keyof typeof THEMES] ?? lightTheme;
  return (
    <I18nProvider locale={locale}>
      <div className={`${theme} ${themeRoot}`} lang={LANG[locale]} style={{ padding: '1rem' }}>
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'EN', right: 'English' },
          { value: 'th-TH', title: 'TH', right: 'ไทย' },
          { value: 'lo-LA', title: 'LA', right: 'ລາວ' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Night' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-US', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test, in the Storybook UI and in `vitest --project storybook`.
    a11y: { test: 'error' },
  },
};

export default preview;
