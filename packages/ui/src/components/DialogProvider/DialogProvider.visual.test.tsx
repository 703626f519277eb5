import { composeStories } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './DialogProvider.stories.tsx';

const {
  OpenConfirm,
  OpenDestructiveConfirm,
  OpenConfirmByClose,
  OpenError,
  OpenSuccess,
  OpenConfirmAndCancel,
  OpenChooseShift,
  OpenYesNoCancel,
} = composeStories(stories);

// The themed screen fills the viewport, as the app's root does, and the viewport is shot whole.
function Screen({ children }: { children: ReactNode }) {
  return <div style={{ minHeight: 'calc(100vh - 32px)' }}>{children}</div>;
}

async function shootViewport(name: string) {
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
  // Let the entry animation finish before the shot.
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
}

describe('Dialog looks', () => {
  it.each([
    ['confirm', OpenConfirm],
    ['destructive', OpenDestructiveConfirm],
    ['confirm-by-close', OpenConfirmByClose],
    ['error', OpenError],
    ['success', OpenSuccess],
    ['confirm-and-cancel', OpenConfirmAndCancel],
    ['choose-shift', OpenChooseShift],
    ['yes-no-cancel', OpenYesNoCancel],
  ] as const)('%s, light, en-US', async (name, Story) => {
    renderForScreenshot(
      <Screen>
        <Story />
      </Screen>,
      { theme: 'light', locale: 'en-US', width: 1024 },
    );
    await shootViewport(`dialog-${name}-light-en-US`);
  });

  it('destructive confirm, dark, th-TH', async () => {
    renderForScreenshot(
      <Screen>
        <OpenDestructiveConfirm title="ลบการจองนี้หรือไม่?" message="ต้องการลบการจองของห้อง 1204 ใช่หรือไม่" />
      </Screen>,
      { theme: 'dark', locale: 'th-TH', width: 1024 },
    );
    await shootViewport('dialog-destructive-dark-th-TH');
  });
});
