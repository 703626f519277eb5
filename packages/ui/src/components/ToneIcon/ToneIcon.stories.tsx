import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { Stack } from '../Stack/Stack.tsx';
import { ToneIcon, type ToneIconName } from './ToneIcon.tsx';

const NAMES: ToneIconName[] = ['info', 'success', 'warning', 'error', 'question', 'clock', 'close'];

const meta = {
  title: 'Components/Feedback/ToneIcon',
  component: ToneIcon,
  args: { name: 'info' },
  argTypes: { name: { control: 'select', options: NAMES } },
} satisfies Meta<typeof ToneIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <Stack direction="row" gap="lg" align="center">
      {NAMES.map((name) => (
        <Stack key={name} gap="xs" align="center">
          <span style={{ width: 24, height: 24, color: vars.color.text }}>
            <ToneIcon name={name} />
          </span>
          <span style={{ fontSize: vars.fontSize.xs, color: vars.color.textMuted }}>{name}</span>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(NAMES.length);
    // Decorative: hidden from assistive tech, never focusable.
    for (const icon of icons) {
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(icon).toHaveAttribute('focusable', 'false');
    }
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
