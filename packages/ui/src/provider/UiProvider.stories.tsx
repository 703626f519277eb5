import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select, SelectItem } from '../components/Select/Select.tsx';
import { UiProvider } from './UiProvider.tsx';

const meta = {
  title: 'Foundations/UiProvider',
  component: UiProvider,
  args: { locale: 'th-TH', theme: 'dark', children: null },
  render: (args) => (
    <UiProvider {...args}>
      <div data-testid="inside" style={{ padding: '1rem' }}>
        <Select label="ประเภทห้อง" defaultSelectedKey="dlx">
          <SelectItem id="std">Standard Double</SelectItem>
          <SelectItem id="dlx">Deluxe River View</SelectItem>
        </Select>
      </div>
    </UiProvider>
  ),
} satisfies Meta<typeof UiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The root sets lang and the theme, and popovers open inside it so they keep both. */
export const ThaiNight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvas.getByTestId('inside').parentElement as HTMLElement;
    await expect(root).toHaveAttribute('lang', 'th');
    await userEvent.click(canvas.getByRole('button', { name: /ประเภทห้อง/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(root.contains(listbox)).toBe(true);
    await userEvent.keyboard('{Escape}');
  },
};
