import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as boxStories from '../Box/Box.stories.tsx';
import * as stackStories from '../Stack/Stack.stories.tsx';
import * as columnsStories from './Columns.stories.tsx';

const { CollapseBelowDesktop } = composeStories(columnsStories);
const { FieldGrid, Responsive } = composeStories(boxStories);
const { ResponsiveSpace } = composeStories(stackStories);

// The story runner has one window size; here each responsive story's play runs on a phone, a
// tablet and a desktop screen, so every condition of the layout atoms is exercised.
describe('layout primitives at each screen width', () => {
  for (const [screen, width] of [
    ['mobile', 414],
    ['tablet', 800],
    ['desktop', 1200],
  ] as const) {
    it(`on a ${screen} screen (${width} px)`, async () => {
      await page.viewport(width, 720);
      await expect.poll(() => window.innerWidth).toBe(width);
      for (const Story of [CollapseBelowDesktop, Responsive, FieldGrid, ResponsiveSpace]) {
        const host = renderForScreenshot(<Story />, { width: width - 32 });
        await expect.poll(() => host.textContent).not.toBe('');
        await Story.play?.({ canvasElement: host });
      }
    });
  }
});
