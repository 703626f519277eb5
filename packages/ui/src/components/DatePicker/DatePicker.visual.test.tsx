import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './DatePicker.stories.tsx';

const { PickFromCalendar } = composeStories(stories);

describe('DatePicker looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'th-TH'],
  ] as const)('open calendar, %s %s', async (theme, locale) => {
    renderForScreenshot(<PickFromCalendar />, { theme, locale, width: 360 });
    await page.getByRole('button', { name: /calendar|ปฏิทิน/i }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    // The popover is portalled: screenshot the whole page.
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`datepicker-open-${theme}-${locale}`);
  });
});
