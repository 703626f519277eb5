import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as shellStories from '../AppFrame/AppFrame.stories.tsx';

const { Collapsed } = composeStories(shellStories);

describe('HamburgerMenu looks', () => {
  it('open over the shell at 1024 px', async () => {
    // 720 px high: the runner shows its iframe at 1280 × 720 at most, and a taller one is scaled.
    await page.viewport(1024, 720);
    const container = renderForScreenshot(<Collapsed width="100%" />, { width: 1024 });
    // One screen's worth of page under the drawer.
    container.style.height = '720px';
    container.style.overflow = 'hidden';
    await userEvent.click(page.getByRole('button', { name: 'Open menu' }));
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reservation' }));
    await expect.element(dialog.getByRole('button', { name: 'Back' })).toHaveFocus();
    // Let the slide-in finish before the picture.
    await expect.poll(() => document.querySelector('[data-entering]')).toBeNull();
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot('hamburger-open-1024');
  });
});
