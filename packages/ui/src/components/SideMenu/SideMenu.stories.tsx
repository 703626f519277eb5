import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { CURRENT_URL, shellMenu } from '../AppFrame/shell.fixtures.tsx';
import { SideMenu } from './SideMenu.tsx';

// RAC links hand their href to the router instead of reloading the page; the app plugs in
// react-router the same way.
const navigate = fn();

const meta = {
  title: 'Components/Shell/SideMenu',
  component: SideMenu,
  args: { items: shellMenu.en, currentUrl: CURRENT_URL, onNavigate: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div
          style={{
            width: '16rem',
            backgroundColor: vars.color.surfaceMuted,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
          }}
        >
          <Story />
        </div>
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();

    // The group holding the current page starts open, with the page marked.
    await expect(canvas.getByRole('button', { name: 'Reservation' })).toHaveAttribute('aria-expanded', 'true');
    const current = canvas.getByRole('link', { name: 'Reservation dashboard' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1);

    // Expand Cashier, follow one of its links.
    const cashier = canvas.getByRole('button', { name: 'Cashier' });
    await expect(cashier).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Guest folio' })).not.toBeInTheDocument();
    await userEvent.click(cashier);
    await expect(cashier).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Guest folio' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/menu/app/guest-folio-v2');
    await expect(navigate).toHaveBeenCalledWith('/menu/app/guest-folio-v2', undefined);

    // Collapse it again.
    await userEvent.click(cashier);
    await expect(cashier).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Guest folio' })).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reservation = canvas.getByRole('button', { name: 'Reservation' });
    await userEvent.tab();
    await expect(reservation).toHaveFocus();
    // Enter collapses the open group; Space opens it again.
    await userEvent.keyboard('{Enter}');
    await expect(reservation).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(reservation).toHaveAttribute('aria-expanded', 'true');
    // Tab walks into the group's links; Enter follows one.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Room availability' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/menu/app/room-availability');
  },
};

export const NestedGroupAndNotNow: Story = {
  args: { currentUrl: '/menu/app/no-show-report' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Both groups above the current page open.
    await expect(canvas.getByRole('button', { name: 'Reservation' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'No-show report' })).toHaveAttribute('aria-current', 'page');
    // A notNow entry carries the close icon, named for screen readers.
    const forecast = canvas.getByRole('link', { name: 'Forecast by room type Not available yet' });
    await expect(within(forecast).getByRole('img', { name: 'Not available yet' })).toBeVisible();
  },
};

export const CustomLinkRenderer: Story = {
  args: {
    // What the app does with react-router: render its own anchor, keeping the props given.
    renderLink: (props, item) => <a {...props} data-router-link={item.id} />,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Booking list' });
    await expect(link).toHaveAttribute('data-router-link', 'booking-list');
    await expect(link).toHaveAttribute('href', '/menu/app/booking-list-reservation');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/menu/app/booking-list-reservation');
  },
};

export const Controlled: Story = {
  args: { expandedKeys: ['housekeeping'], onExpandedChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Housekeeping' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Reservation' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Engineer' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(new Set(['housekeeping', 'engineer']));
    // Controlled: nothing moves until the owner passes new keys.
    await expect(canvas.getByRole('button', { name: 'Engineer' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Thai: Story = {
  args: { items: shellMenu.th },
  globals: { locale: 'th-TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'แดชบอร์ดการจอง' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Lao: Story = {
  args: { items: shellMenu.lo },
  globals: { locale: 'lo-LA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'ເມນູຫຼັກ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ພະແນກຕ້ອນຮັບ' }));
    await expect(canvas.getByRole('link', { name: 'ຜັງຫ້ອງພັກ ຍັງບໍ່ເປີດໃຫ້ນຳໃຊ້' })).toBeVisible();
  },
};
