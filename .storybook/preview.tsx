import type { Decorator, Preview } from '@storybook/react-vite';
import { lightTheme, themeRoot } from '../packages/ui/src/index.ts';

type Locale = 'en' | 'th' | 'lo';
const LOCALES: readonly Locale[] = ['en', 'th', 'lo'];

// Applies the theme and the toolbar's language; `lang` drives the Thai and Lao font stacks.
const withThemeAndLocale: Decorator = (Story, { globals }) => {
  const locale = LOCALES.find((candidate) => candidate === globals.locale) ?? 'en';
  return (
    <div className={`${lightTheme} ${themeRoot}`} lang={locale}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withThemeAndLocale],
  globalTypes: {
    locale: {
      description: 'Language of the story (sets lang on its wrapper)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'EN', right: 'English' },
          { value: 'th', title: 'TH', right: 'ไทย' },
          { value: 'lo', title: 'LA', right: 'ລາວ' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test, in the Storybook UI and in `vitest --project storybook`.
    a11y: { test: 'error' },
  },
};

export default preview;
