import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './Form.stories.tsx';

const { AllControls } = composeStories(stories);

describe('Inputs look', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'th-TH'],
  ] as const)('%s %s', async (theme, locale) => {
    const container = renderForScreenshot(<AllControls />, { theme, locale, width: 720 });
    // RAC appends hidden description divs to the body, which makes the container's own selector
    // (html > body > div) ambiguous; the form inside it is unique.
    await expect
      .element(page.elementLocator(container).getByRole('form'))
      .toMatchScreenshot(`inputs-${theme}-${locale}`);
  });
});
