import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './TextField.stories.tsx';

const { Thai, Lao, Invalid } = composeStories(stories);

describe('TextField looks', () => {
  // Thai and Lao stack marks above and below the line: they must fit the 30 px control unclipped.
  it.each([
    ['thai', Thai, 'th-TH'],
    ['lao', Lao, 'lo-LA'],
    ['invalid', Invalid, 'en-US'],
  ] as const)('%s', async (name, Story, locale) => {
    const container = renderForScreenshot(<Story />, { locale, width: 360 });
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`textfield-${name}`);
  });
});
