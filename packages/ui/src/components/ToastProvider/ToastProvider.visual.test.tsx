import { composeStories } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './ToastProvider.stories.tsx';

const { Success, ErrorTone } = composeStories(stories);

// The themed screen fills the viewport, as the app's root does; the toast floats in its centre.
function Screen({ children }: { children: ReactNode }) {
  return <div style={{ minHeight: 'calc(100vh - 32px)' }}>{children}</div>;
}

async function shootViewport(name: string) {
  const toast = page.getByRole('alertdialog');
  await expect.element(toast).toBeInTheDocument();
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
}

describe('Toast looks', () => {
  it('success, light, en-US', async () => {
    renderForScreenshot(
      <Screen>
        <Success />
      </Screen>,
      { theme: 'light', locale: 'en-US', width: 1024 },
    );
    await shootViewport('toast-success-light-en-US');
  });

  it('error, dark, th-TH', async () => {
    renderForScreenshot(
      <Screen>
        <ErrorTone title="ไม่สามารถเชื่อมต่อ API" message="โปรดตรวจสอบการเชื่อมต่อของคุณ" />
      </Screen>,
      { theme: 'dark', locale: 'th-TH', width: 1024 },
    );
    await shootViewport('toast-error-dark-th-TH');
  });
});
