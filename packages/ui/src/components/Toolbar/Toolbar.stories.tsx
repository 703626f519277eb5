import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toolbar, ToolbarGroup, ToolbarSeparator } from './Toolbar.tsx';

const meta = {
  title: 'Components/Actions/Toolbar',
  component: Toolbar,
  args: { 'aria-label': 'Folio actions', orientation: 'horizontal' },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPress = fn();

export const FolioActions: Story = {
  render: (args) => (
    <Toolbar {...args}>
      <ToolbarGroup aria-label="Postings">
        <Button size="sm" onPress={() => onPress('post')}>
          Post charge
        </Button>
        <Button size="sm" variant="secondary" onPress={() => onPress('transfer')}>
          Transfer
        </Button>
      </ToolbarGroup>
      <ToolbarSeparator />
      <ToolbarGroup aria-label="Print">
        <Button size="sm" variant="secondary" onPress={() => onPress('print')}>
          Print folio
        </Button>
        <Button size="sm" variant="secondary" isDisabled>
          Email folio
        </Button>
      </ToolbarGroup>
      <ToolbarSeparator />
      <ToolbarGroup aria-label="Shift">
        <Button size="sm" variant="secondary" onPress={() => onPress('close-shift')}>
          Close shift
        </Button>
      </ToolbarGroup>
    </Toolbar>
  ),
  play: async ({ canvasElement }) => {
    onPress.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Folio actions' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getAllByRole('separator')).toHaveLength(2);
    await expect(canvas.getAllByRole('separator')[0]).toHaveAttribute('aria-orientation', 'vertical');

    // One Tab stop; arrow keys walk the controls and skip the disabled one.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Post charge' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Print folio' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Close shift' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPress).toHaveBeenCalledWith('close-shift');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', 'aria-label': 'Room actions' },
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <Toolbar {...args}>
        <ToolbarGroup aria-label="Status">
          <Button size="sm" variant="secondary" onPress={() => onPress('clean')}>
            Mark clean
          </Button>
          <Button size="sm" variant="secondary" onPress={() => onPress('dirty')}>
            Mark dirty
          </Button>
        </ToolbarGroup>
        <ToolbarSeparator />
        <ToolbarGroup aria-label="Maintenance">
          <Button size="sm" variant="secondary" onPress={() => onPress('out-of-order')}>
            Out of order
          </Button>
        </ToolbarGroup>
      </Toolbar>
    </div>
  ),
  play: async ({ canvasElement }) => {
    onPress.mockClear();
    const canvas = within(canvasElement);
    // Across a vertical toolbar the separator lies horizontal.
    await expect(canvas.getByRole('separator')).not.toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Out of order' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onPress).toHaveBeenCalledWith('out-of-order');
  },
};
