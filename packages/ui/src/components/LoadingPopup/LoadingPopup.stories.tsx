import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LoadingPopup } from './LoadingPopup.tsx';

const meta = {
  title: 'Components/Feedback/LoadingPopup',
  component: LoadingPopup,
  args: { isOpen: true },
} satisfies Meta<typeof LoadingPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

// Open popups end the play with the fade-in done, so the axe check sees final colours. The
// spinner turns for ever: only animations that end are awaited.
const settled = () =>
  Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished),
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const popup = await within(canvasElement).findByRole('alertdialog');
    // The spec's default title, exactly.
    await expect(popup).toHaveAccessibleName('Loading...');
    await expect(popup).toHaveAttribute('aria-busy', 'true');
    await expect(within(popup).getByRole('progressbar')).toBeInTheDocument();
    // No button and no way out: Escape does nothing.
    await expect(within(popup).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement).getByRole('alertdialog')).toBeInTheDocument();
    await settled();
  },
};

export const WithMessage: Story = {
  args: { title: 'Day-end', message: 'Posting room charges for 142 rooms' },
  play: async ({ canvasElement }) => {
    const popup = await within(canvasElement).findByRole('alertdialog', { name: 'Day-end' });
    await expect(popup).toHaveAccessibleDescription('Posting room charges for 142 rooms');
    await settled();
  },
};

export const WithProgress: Story = {
  args: { title: 'Uploading room types', value: 201113, maxValue: 268151 },
  play: async ({ canvasElement }) => {
    const popup = await within(canvasElement).findByRole('alertdialog', { name: 'Uploading room types' });
    await expect(within(popup).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '75%');
    await settled();
  },
};

/** A screen that shows the popup while it saves, then gives the focus back. */
function SaveDemo({ onSaved }: { onSaved?: () => void }) {
  const [isBusy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      onSaved?.();
    }, 400);
  };
  return (
    <>
      <Button onPress={save}>Save rate plan</Button>
      <LoadingPopup isOpen={isBusy} message="Saving the rate plan" />
    </>
  );
}

const onSaved = fn();

export const WhileSaving: Story = {
  args: { isOpen: false },
  render: () => <SaveDemo onSaved={onSaved} />,
  play: async ({ canvasElement }) => {
    onSaved.mockClear();
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Save rate plan' });
    await userEvent.click(button);
    const popup = await canvas.findByRole('alertdialog', { name: 'Loading...' });
    await expect(popup).toHaveAccessibleDescription('Saving the rate plan');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onSaved).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toHaveFocus());
  },
};
