import { composeStories } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import * as stories from './LoadingPopup.stories.tsx';

const { WithMessage, WithProgress } = composeStories(stories);

function Screen({ children }: { children: ReactNode }) {
  return <div style={{ minHeight: 'calc(100vh - 32px)' }}>{children}</div>;
}

// Endless animations (the spinner) are stopped at a fixed frame so the shot is repeatable.
async function freezeAnimations() {
  const animations = document.getAnimations();
  const endless = animations.filter(
    (animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
  );
  await Promise.all(
    animations.filter((animation) => !endless.includes(animation)).map((animation) => animation.finished),
  );
  for (const animation of endless) {
    animation.pause();
    animation.currentTime = 200;
  }
}

describe('LoadingPopup looks', () => {
  it.each([
    ['spinner', 'light', 'en-US'],
    ['progress', 'dark', 'th-TH'],
  ] as const)('%s, %s, %s', async (variant, theme, locale) => {
    renderForScreenshot(<Screen>{variant === 'spinner' ? <WithMessage /> : <WithProgress />}</Screen>, {
      theme,
      locale,
      width: 1024,
    });
    await expect.element(page.getByRole('alertdialog')).toBeInTheDocument();
    await freezeAnimations();
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`loading-popup-${variant}-${theme}-${locale}`);
  });
});
