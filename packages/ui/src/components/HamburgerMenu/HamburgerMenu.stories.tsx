import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CURRENT_URL, shellMenu, shellText, withPortalHost } from '../AppFrame/shell.fixtures.tsx';
import { TopBarLink } from '../TopBar/TopBar.tsx';
import { HamburgerMenu } from './HamburgerMenu.tsx';

const navigate = fn();

const meta = {
  title: 'Components/Shell/HamburgerMenu',
  component: HamburgerMenu,
  args: {
    items: shellMenu.en,
    currentUrl: CURRENT_URL,
    onNavigate: fn(),
    onOpenChange: fn(),
    footer: (
      <>
        <TopBarLink href="/menu/app/setting-help" icon="help">
          {shellText.en.help}
        </TopBarLink>
        <TopBarLink href="/menu/app/language-config" icon="language">
          {shellText.en.languageSetting}
        </TopBarLink>
      </>
    ),
  },
  decorators: [
    withPortalHost,
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof HamburgerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const open = async (canvasElement: HTMLElement, name = 'Open menu') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await body().findByRole('dialog');
  // The drawer slides in; wait until it has arrived.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const DrillDownAndBack: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const drawer = within(dialog);
    await expect(dialog).toHaveAccessibleName('Menu');
    await expect(drawer.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect(within(drawer.getByRole('navigation', { name: 'Main menu' })).getAllByRole('listitem')).toHaveLength(
      8,
    );

    // Into a submenu: its entries replace the top level and Back appears, focused.
    await userEvent.click(drawer.getByRole('button', { name: 'Reservation' }));
    await expect(drawer.getByRole('heading', { name: 'Reservation' })).toBeVisible();
    await expect(dialog).toHaveAccessibleName('Reservation');
    await expect(drawer.getByRole('button', { name: 'Back' })).toHaveFocus();
    await expect(drawer.getByRole('link', { name: 'Reservation dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer.queryByRole('button', { name: 'Cashier' })).not.toBeInTheDocument();

    // One level deeper, then back out step by step.
    await userEvent.click(drawer.getByRole('button', { name: 'Reports' }));
    await expect(drawer.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Forecast by room type Not available yet' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Back' }));
    await expect(drawer.getByRole('heading', { name: 'Reservation' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Reports' })).toHaveFocus();
    // Back is a button like any other: Enter on it climbs to the top level.
    drawer.getByRole('button', { name: 'Back' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Reservation' })).toHaveFocus();

    // Escape closes, and focus returns to the hamburger button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus());
  },
};

export const ClosesOnNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const drawer = within(await open(canvasElement));
    await userEvent.click(drawer.getByRole('button', { name: 'Cashier' }));
    await userEvent.click(drawer.getByRole('link', { name: 'Guest folio' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/menu/app/guest-folio-v2');
    await expect(navigate).toHaveBeenCalledWith('/menu/app/guest-folio-v2', undefined);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // The keyboard path closes it too.
    const again = within(await open(canvasElement));
    await userEvent.click(again.getByRole('button', { name: 'Housekeeping' }));
    // From Back, past the close button, to the first entry.
    await userEvent.tab();
    await userEvent.tab();
    await expect(again.getByRole('link', { name: 'Housekeeping dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/menu/app-dashboard-housekeeping');
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    // Dialog → drawer → the dimmed overlay around it.
    const overlay = dialog.parentElement?.parentElement;
    if (!overlay) throw new Error('overlay missing');
    await userEvent.click(overlay);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const drawer = within(await open(canvasElement));
    await expect(drawer.getByRole('link', { name: 'Help' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Thai: Story = {
  args: { items: shellMenu.th, footer: undefined },
  globals: { locale: 'th-TH' },
  play: async ({ canvasElement }) => {
    const drawer = within(await open(canvasElement, 'เปิดเมนู'));
    await expect(drawer.getByRole('heading', { name: 'เมนู' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'แผนกต้อนรับ' }));
    await expect(drawer.getByRole('button', { name: 'ย้อนกลับ' })).toHaveFocus();
    await expect(drawer.getByRole('link', { name: 'ผังห้องพัก ยังไม่เปิดให้ใช้งาน' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'ปิดเมนู' }));
  },
};

export const Lao: Story = {
  args: { items: shellMenu.lo, footer: undefined },
  globals: { locale: 'lo-LA' },
  play: async ({ canvasElement }) => {
    const drawer = within(await open(canvasElement, 'ເປີດເມນູ'));
    await userEvent.click(drawer.getByRole('button', { name: 'ແຄຊເຊຍ' }));
    await expect(drawer.getByRole('heading', { name: 'ແຄຊເຊຍ' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'ກັບຄືນ' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
