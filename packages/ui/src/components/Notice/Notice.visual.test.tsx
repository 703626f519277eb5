import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './Notice.stories.tsx';

const { AllTones } = composeStories(stories);

describe('Notice looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'th-TH'],
  ] as const)('%s %s', async (theme, locale) => {
    const container = renderForScreenshot(<AllTones />, { theme, locale });
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`notice-${theme}-${locale}`);
  });
});
