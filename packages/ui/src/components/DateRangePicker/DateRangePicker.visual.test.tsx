import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './DateRangePicker.stories.tsx';

const { KeyboardCalendar } = composeStories(stories);

describe('DateRangePicker looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'lo-LA'],
  ] as const)('open calendar, %s %s', async (theme, locale) => {
    renderForScreenshot(<KeyboardCalendar />, { theme, locale, width: 360 });
    await page.getByRole('button', { name: /calendar|ປະຕິທິນ/i }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`daterangepicker-open-${theme}-${locale}`);
  });
});
