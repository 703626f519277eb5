import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: {
    children: 'Help',
    href: '#help',
    variant: 'standalone',
    isDisabled: false,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Help' });
    await expect(link).toHaveAttribute('href', '#help');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Inline: Story = {
  args: { variant: 'inline', children: 'the arrival list', href: '#arrivals' },
  render: (args) => (
    <p style={{ margin: 0, maxWidth: '36rem' }}>
      Guests with a deposit due are flagged on <Link {...args} />; settle the deposit before check-in.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'the arrival list' });
    // Inside text a link is underlined, not told apart by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

export const WithoutHref: Story = {
  args: { href: undefined, children: 'Language setting', onPress: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Language setting' });
    await userEvent.click(link);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, href: undefined, children: 'Print folio', onPress: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Print folio' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Group: Story = {
  render: (args) => (
    <Stack direction="row" gap="lg">
      <Link {...args} href="#help">
        Help
      </Link>
      <Link {...args} href="#language">
        Language setting
      </Link>
      <Link {...args} href="#logout">
        Logout
      </Link>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Help', 'Language setting', 'Logout']);
  },
};
