import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './DataGrid.stories.tsx';

const { Basic, Empty, Loading, Totals } = composeStories(stories);

// Wide enough for every column of the room list, so no horizontal scrollbar crosses the picture.
const WIDTH = 900;

async function settled(container: HTMLElement) {
  // The virtualizer measures the scroll area after mounting; wait for the rows it then renders.
  await expect.poll(() => container.querySelectorAll('[role="row"]').length).toBeGreaterThan(1);
  await document.fonts.ready;
}

describe('DataGrid looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'th-TH'],
  ] as const)('basic %s %s', async (theme, locale) => {
    const container = renderForScreenshot(<Basic maxHeight={282} />, { theme, locale, width: WIDTH });
    await settled(container);
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`datagrid-basic-${theme}-${locale}`);
  });

  it('empty', async () => {
    const container = renderForScreenshot(<Empty />, { width: WIDTH });
    await settled(container);
    await expect.element(page.elementLocator(container)).toMatchScreenshot('datagrid-empty');
  });

  it('totals row', async () => {
    const container = renderForScreenshot(<Totals />, { width: WIDTH });
    await settled(container);
    await expect.element(page.elementLocator(container)).toMatchScreenshot('datagrid-totals');
  });

  it('loading', async () => {
    const container = renderForScreenshot(<Loading />, { width: WIDTH });
    await settled(container);
    await expect.element(page.elementLocator(container)).toMatchScreenshot('datagrid-loading');
  });
});
