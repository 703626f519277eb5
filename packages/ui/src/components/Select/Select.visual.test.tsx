import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './Select.stories.tsx';

const { EscapeKeepsTheValue, Thai, Lao } = composeStories(stories);

describe('Select looks', () => {
  it.each([
    ['open-en', EscapeKeepsTheValue, 'en-US', 'light'],
    ['open-th-dark', Thai, 'th-TH', 'dark'],
    ['open-lo', Lao, 'lo-LA', 'light'],
  ] as const)('%s', async (name, Story, locale, theme) => {
    renderForScreenshot(<Story />, { locale, theme, width: 360 });
    await page.getByRole('button').first().click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`select-${name}`);
  });
});
