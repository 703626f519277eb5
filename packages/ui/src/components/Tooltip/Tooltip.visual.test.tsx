import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './Tooltip.stories.tsx';

const { Placements } = composeStories(stories);

describe('Tooltip looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'en-US'],
  ] as const)('placements, %s, %s', async (theme, locale) => {
    const host = renderForScreenshot(<Placements />, { theme, locale, width: 960 });
    await expect.element(page.getByRole('tooltip').nth(3)).toBeInTheDocument();
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`tooltip-placements-${theme}-${locale}`);
  });
});
