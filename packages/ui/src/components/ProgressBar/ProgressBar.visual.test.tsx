import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderForScreenshot } from '../../test/render-story.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { ProgressBar } from './ProgressBar.tsx';

function Gallery() {
  return (
    <Stack gap="xl">
      <ProgressBar label="Uploading room types" value={134076} maxValue={268151} />
      <ProgressBar label="Preparing day-end" isIndeterminate />
      <ProgressBar aria-label="Upload progress" value={85} size="sm" />
      <Stack direction="row" gap="xl" align="center">
        <Spinner size="sm" />
        <Spinner size="md" showLabel />
        <Spinner size="lg" showLabel layout="stacked" label="Loading room rack..." />
      </Stack>
    </Stack>
  );
}

describe('ProgressBar and Spinner looks', () => {
  it.each([
    ['light', 'en-US'],
    ['dark', 'lo-LA'],
  ] as const)('%s, %s', async (theme, locale) => {
    const host = renderForScreenshot(<Gallery />, { theme, locale, width: 420 });
    await expect.element(page.getByRole('progressbar').nth(5)).toBeInTheDocument();
    // Endless animations stop at a fixed frame so the shot is repeatable.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 500;
    }
    await expect.element(page.elementLocator(host)).toMatchScreenshot(`progress-${theme}-${locale}`);
  });
});
