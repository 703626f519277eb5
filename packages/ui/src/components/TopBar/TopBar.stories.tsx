import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../format/format.ts';
import { vars } from '../../theme/theme.css.ts';
import { HotelLogo, shellText, topTabs, withPortalHost } from '../AppFrame/shell.fixtures.tsx';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.tsx';
import { PinToggle } from '../PinToggle/PinToggle.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs.tsx';
import { TopBar, TopBarLink } from './TopBar.tsx';

const navigate = fn();
const text = shellText.en;

const meta = {
  title: 'Components/Shell/TopBar',
  component: TopBar,
  args: {
    logo: <HotelLogo />,
    currencyCode: 'THB',
    hotelDate: formatDate('2026-11-24'),
    userName: text.userName,
    languageSwitcher: <LanguageSwitcher defaultValue="EN" />,
    helpLink: (
      <TopBarLink href="/menu/app/setting-help" icon="help">
        {text.help}
      </TopBarLink>
    ),
    languageSettingLink: (
      <TopBarLink href="/menu/app/language-config" icon="language">
        {text.languageSetting}
      </TopBarLink>
    ),
    logoutLink: (
      <TopBarLink href="/" icon="logout" tone="danger">
        {text.logout}
      </TopBarLink>
    ),
    pinToggle: <PinToggle defaultSelected />,
    menuButton: (
      <button type="button" aria-label="Open menu" style={{ height: '2.25rem' }}>
        ☰
      </button>
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
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const isShown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';

export const Wide: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '1280px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('img', { name: 'Riverside Hotel' })).toBeVisible();
    await expect(within(banner).getByText('24-Nov-2026')).toBeVisible();
    await expect(within(banner).getByText('THB')).toBeVisible();
    await expect(within(banner).getByText('Somchai K.')).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Help' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'Language setting' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Pin menu bar' })).toHaveAttribute('aria-pressed', 'true');
    // Above 1024 px the hamburger slot stays out of the way.
    const hamburger = canvas.getByRole('button', { name: 'Open menu', hidden: true });
    await expect(hamburger).not.toBeVisible();

    navigate.mockClear();
    await userEvent.click(within(banner).getByRole('link', { name: 'Logout' }));
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const Collapsed: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '1024px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At 1024 px the bar collapses: hamburger in, secondary slots out.
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Language setting' })).not.toBeInTheDocument();
    const currency = canvas.getByText('THB').closest('div');
    if (!currency) throw new Error('currency missing');
    await expect(isShown(currency)).toBe(false);
    // The essentials stay.
    await expect(canvas.getByText('24-Nov-2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pin menu bar' })).toBeVisible();
  },
};

export const WithTopTabs: Story = {
  // The tabs sit in the bar and their panel in the page below: RAC's Tabs links the two through
  // context, so one Tabs wraps both.
  render: (args) => (
    <Tabs defaultSelectedKey={6}>
      <TopBar {...args}>
        <TabList aria-label={text.topTabs} items={topTabs}>
          {(item) => <Tab id={item.id}>{item.label.en}</Tab>}
        </TabList>
      </TopBar>
      {topTabs.map((item) => (
        <TabPanel key={item.id} id={item.id} style={{ paddingInline: vars.space.lg }}>
          {item.label.en} work area.
        </TabPanel>
      ))}
    </Tabs>
  ),
  decorators: [
    (Story) => (
      <div style={{ width: '1280px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = within(canvas.getByRole('tablist', { name: 'Sections' }));
    await expect(tabs.getByRole('tab', { name: 'Reservation' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Reservation work area.');
    await userEvent.click(tabs.getByRole('tab', { name: 'Cashier' }));
    await expect(tabs.getByRole('tab', { name: 'Cashier' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Cashier work area.');
  },
};

/** A scrolling page whose bar follows the pin toggle. */
function ScrollingPage() {
  const scroller = useRef<HTMLDivElement>(null);
  const [pinned, setPinned] = useState(false);
  return (
    <section
      ref={scroller}
      aria-label="Scrolling page"
      style={{
        height: '20rem',
        width: '1100px',
        overflowY: 'auto',
        border: `1px solid ${vars.color.border}`,
        backgroundColor: vars.color.surfaceMuted,
      }}
    >
      <TopBar
        logo={<HotelLogo />}
        hotelDate={formatDate('2026-11-24')}
        currencyCode="THB"
        userName={text.userName}
        isPinned={pinned}
        scrollTarget={scroller}
        pinToggle={<PinToggle isSelected={pinned} onChange={setPinned} />}
      />
      <div style={{ height: '120rem', padding: '1rem' }}>
        <p style={{ margin: 0 }}>Arrivals, departures and in-house guests for 24-Nov-2026.</p>
      </div>
    </section>
  );
}

const scrollTo = async (element: HTMLElement, top: number) => {
  element.scrollTop = top;
  element.dispatchEvent(new Event('scroll'));
  // Let the state update land.
  await new Promise((resolve) => requestAnimationFrame(resolve));
};

const translateY = (element: HTMLElement) => new DOMMatrix(getComputedStyle(element).transform).m42;

export const HideOnScroll: Story = {
  render: () => <ScrollingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('region', { name: 'Scrolling page' });
    const banner = canvas.getByRole('banner');
    const pin = canvas.getByRole('button', { name: 'Pin menu bar' });
    await expect(pin).toHaveAttribute('aria-pressed', 'false');

    // Unpinned: scrolling down hides the bar by the spec's 200 px…
    await scrollTo(scroller, 150);
    await scrollTo(scroller, 600);
    await waitFor(() => expect(banner).toHaveAttribute('data-hidden', 'true'));
    await waitFor(() => expect(translateY(banner)).toBe(-200));
    // …and scrolling up brings it back.
    await scrollTo(scroller, 500);
    await waitFor(() => expect(banner).not.toHaveAttribute('data-hidden'));
    await waitFor(() => expect(translateY(banner)).toBe(0));

    // Pinned: it stays whatever the scrolling.
    await userEvent.click(pin);
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await scrollTo(scroller, 900);
    await scrollTo(scroller, 1400);
    await expect(banner).not.toHaveAttribute('data-hidden');
    await expect(banner).toHaveAttribute('data-pinned', 'true');
  },
};

export const Thai: Story = {
  globals: { locale: 'th-TH' },
  args: {
    userName: shellText.th.userName,
    languageSwitcher: <LanguageSwitcher defaultValue="TH" />,
    helpLink: (
      <TopBarLink href="/menu/app/setting-help" icon="help">
        {shellText.th.help}
      </TopBarLink>
    ),
    languageSettingLink: (
      <TopBarLink href="/menu/app/language-config" icon="language">
        {shellText.th.languageSetting}
      </TopBarLink>
    ),
    logoutLink: (
      <TopBarLink href="/" icon="logout" tone="danger">
        {shellText.th.logout}
      </TopBarLink>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: '1280px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('วันที่ของโรงแรม')).toBeVisible();
    await expect(canvas.getByText('สกุลเงิน')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ปักหมุดแถบเมนู' })).toBeVisible();
  },
};
