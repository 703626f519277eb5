import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  // The design system, and the app's master-data screens on an in-memory API (MasterDataStoryFrame).
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/app/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // These machines reach only the package registries; telemetry would just wait on the network.
  core: { disableTelemetry: true },
  // Also used by the vitest `storybook` project: storybookTest() takes its plugins from here.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [
        // react-aria's own strings only for the staff locales it has (it has no Lao).
        { ...optimizeLocales.vite({ locales: ['en-US', 'th-TH'] }), enforce: 'pre' as const },
        vanillaExtractPlugin(),
      ],
    }),
};

export default config;
