import type { Decorator, Preview } from '@storybook/react-vite';
import { UI_LOCALES, UiProvider } from '../packages/ui/src/index.ts';

// The same root the app uses: theme class, `lang` for the font stacks, react-aria's locale.
const withThemeAndLocale: Decorator = (Story, { globals }) => {
  const locale = UI_LOCALES.find((candidate) => candidate === globals.locale) ?? 'en-US';
  return (
    <UiProvider locale={locale} theme={globals.theme === 'dark' ? 'dark' : 'light'}>
      <div style={{ padding: '1rem', minHeight: '100vh', boxSizing: 'border-box' }}>
        <Story />
      </div>
    </UiProvider>
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
