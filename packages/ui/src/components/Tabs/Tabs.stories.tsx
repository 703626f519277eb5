import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

// The spec's top tabs with their index values; Reservation (6) is active by default.
const topTabs = [
  { id: 1, label: 'Manager Report' },
  { id: 2, label: 'Config' },
  { id: 3, label: 'Financial Settings' },
  { id: 4, label: 'Housekeeping Setting' },
  { id: 5, label: 'Sales Settings' },
  { id: 6, label: 'Reservation' },
  { id: 7, label: 'Reception' },
  { id: 8, label: 'Outlet Services' },
  { id: 9, label: 'Cashier' },
] as const;

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  args: { defaultSelectedKey: 6, onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Departments" items={topTabs}>
        {(item) => <Tab id={item.id}>{item.label}</Tab>}
      </TabList>
      {topTabs.map((item) => (
        <TabPanel key={item.id} id={item.id}>
          {item.label} work area.
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopTabs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Reservation' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Reservation work area.');

    await userEvent.click(canvas.getByRole('tab', { name: 'Cashier' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('tab', { name: 'Cashier' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Cashier work area.');

    // Arrow keys move between tabs and select them.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Outlet Services' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Outlet Services work area.');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Manager Report' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = {
  args: { defaultSelectedKey: 1, disabledKeys: [2] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const config = canvas.getByRole('tab', { name: 'Config' });
    await expect(config).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(config, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith(2);
    // Keyboard focus skips the disabled tab.
    await userEvent.click(canvas.getByRole('tab', { name: 'Manager Report' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Financial Settings' })).toHaveFocus();
  },
};
