import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './AppFrame.stories.tsx';

const { Shell, ShellThai } = composeStories(stories);

describe('Shell looks', () => {
  it.each([
    ['light', 'en-US', Shell],
    ['dark', 'th-TH', ShellThai],
  ] as const)('%s %s at 1280 px', async (theme, locale, Story) => {
    // The runner shows its iframe at 1280 × 720 at most; a larger viewport would be scaled down
    // and blur the picture.
    await page.viewport(1280, 720);
    const container = renderForScreenshot(<Story width="100%" />, { theme, locale, width: 1280 });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The pointer rests in the corner, so no row shows its hover state.
    await userEvent.hover(page.elementLocator(container), { position: { x: 1, y: 1 } });
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`shell-${theme}-${locale}`);
  });
});
