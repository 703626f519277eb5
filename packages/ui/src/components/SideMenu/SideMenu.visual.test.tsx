import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './SideMenu.stories.tsx';

const { NestedGroupAndNotNow, Thai } = composeStories(stories);

describe('SideMenu looks', () => {
  it.each([
    ['light', 'en-US', NestedGroupAndNotNow],
    ['dark', 'th-TH', Thai],
  ] as const)('%s %s with a group expanded', async (theme, locale, Story) => {
    // Within the runner's 1280 × 720 frame, so the picture is not scaled.
    await page.viewport(1024, 720);
    const container = renderForScreenshot(<Story />, { theme, locale, width: 288 });
    await expect.element(page.getByRole('navigation')).toBeVisible();
    // The pointer rests in the corner, so no row shows its hover state.
    await userEvent.hover(page.elementLocator(container), { position: { x: 1, y: 1 } });
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`side-menu-${theme}-${locale}`);
  });
});
