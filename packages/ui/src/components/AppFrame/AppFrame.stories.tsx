import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/theme.css.ts';
import { AppFrame } from './AppFrame.tsx';
import { ShellDemo } from './ShellDemo.tsx';
import { withPortalHost } from './shell.fixtures.tsx';

const navigate = fn();

const meta = {
  title: 'Components/Shell/AppFrame',
  component: ShellDemo,
  args: { language: 'en', width: '1280px', onNavigate: fn() },
  argTypes: {
    language: { control: 'inline-radio', options: ['en', 'th', 'lo'] },
    width: { control: 'inline-radio', options: ['1280px', '1024px', '100%'] },
  },
  decorators: [
    withPortalHost,
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof ShellDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const isDisplayed = (element: Element) => getComputedStyle(element).display !== 'none';

export const Shell: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    const main = canvas.getByRole('main');
    await expect(within(banner).getByText('24-Nov-2026')).toBeVisible();
    await expect(within(main).getByRole('heading', { level: 1, name: 'Reservation dashboard' })).toBeVisible();

    // The spec's split: side menu 15 %, content 85 %.
    const frameWidth = nav.parentElement?.parentElement?.getBoundingClientRect().width ?? 0;
    await expect(nav.parentElement?.getBoundingClientRect().width).toBeCloseTo(frameWidth * 0.15, 0);
    await expect(main.getBoundingClientRect().width).toBeCloseTo(frameWidth * 0.85, 0);
    // Above 1024 px the hamburger stays hidden.
    await expect(canvas.getByRole('button', { name: 'Open menu', hidden: true })).not.toBeVisible();

    // Side menu: open Cashier, follow Guest folio; the current page moves with it.
    await userEvent.click(within(nav).getByRole('button', { name: 'Cashier' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Guest folio' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/menu/app/guest-folio-v2');
    await expect(within(nav).getByRole('link', { name: 'Guest folio' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Reservation dashboard' })).not.toHaveAttribute('aria-current');

    // Top tabs switch the work area.
    await userEvent.click(within(banner).getByRole('tab', { name: 'Cashier' }));
    await expect(within(main).getByRole('tabpanel')).toHaveTextContent('Choose an entry in the menu.');
    await userEvent.click(within(banner).getByRole('tab', { name: 'Reservation' }));

    // Unpinning lets the bar hide on scroll.
    await userEvent.click(within(banner).getByRole('button', { name: 'Pin menu bar' }));
    await expect(banner).not.toHaveAttribute('data-pinned');
  },
};

export const ShellThai: Story = {
  args: { language: 'th' },
  globals: { locale: 'th-TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'เมนูหลัก' });
    await expect(within(nav).getByRole('link', { name: 'แดชบอร์ดการจอง' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('tab', { name: 'การจอง' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('วันที่ของโรงแรม')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ภาษา/ })).toHaveTextContent('TH');
  },
};

export const ShellLao: Story = {
  args: { language: 'lo' },
  globals: { locale: 'lo-LA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'ເມນູຫຼັກ' });
    await userEvent.click(within(nav).getByRole('button', { name: 'ແມ່ບ້ານ' }));
    await expect(within(nav).getByRole('link', { name: 'ສະຖານະຫ້ອງມື້ນີ້' })).toBeVisible();
    await expect(canvas.getByText('ວັນທີຂອງໂຮງແຮມ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ພາສາ/ })).toHaveTextContent('LA');
  },
};

export const Collapsed: Story = {
  args: { width: '1024px' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // At 1024 px the side menu gives way to the hamburger.
    const sideNav = canvas.getByRole('navigation', { name: 'Main menu', hidden: true });
    await expect(isDisplayed(sideNav.parentElement as Element)).toBe(false);
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeCloseTo(1024, 0);

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    const drawer = within(dialog);
    await userEvent.click(drawer.getByRole('button', { name: 'Reception' }));
    await expect(drawer.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.click(drawer.getByRole('link', { name: 'Check-in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/menu/app/booking-list-reception');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

// The frame alone, with plain boxes in its slots.
const slot = (label: string, height: string) => (
  <div
    style={{
      display: 'grid',
      placeItems: 'center',
      height,
      border: `1px dashed ${vars.color.borderStrong}`,
      color: vars.color.textMuted,
    }}
  >
    {label}
  </div>
);

export const LayoutOnly: Story = {
  render: () => (
    <div style={{ width: '1280px' }}>
      <AppFrame
        topBar={<header>{slot('Top bar', '3.5rem')}</header>}
        sideMenu={<nav aria-label="Menu">{slot('Side menu', '20rem')}</nav>}
      >
        {slot('Content', '20rem')}
      </AppFrame>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBeCloseTo(1280 * 0.85, 0);
    // The skip link appears on focus and leads to the content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
  },
};
