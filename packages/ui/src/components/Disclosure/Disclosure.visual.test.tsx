import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './Disclosure.stories.tsx';

const { Accordion } = composeStories(stories);

describe('Disclosure looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'en-US'],
  ] as const)('accordion, %s, %s', async (theme, locale) => {
    const host = renderForScreenshot(<Accordion />, { theme, locale, width: 480 });
    await expect.element(page.getByRole('button', { name: 'Rooms' })).toBeInTheDocument();
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`disclosure-accordion-${theme}-${locale}`);
  });
});
