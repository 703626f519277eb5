import type { Schemas } from '@pms/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryAction, StoryList, StoryRow } from '../../../shared/masterData/storyApi.ts';
import { GuestProfilePage } from './GuestProfilePage.tsx';
import type { GuestProfile } from './guestFields.ts';
import { mergedProfile } from './merge.ts';

type Stay = Schemas['GuestStay'];

const guest = (
  id: number,
  lastName: string,
  firstName: string,
  more: Partial<Schemas['GuestProfileSearchRow']> = {},
) => ({
  id,
  titleId: null,
  firstName,
  lastName,
  nationalityId: null,
  cityId: null,
  idNumber: '',
  email: '',
  phone: '',
  vipLevel: 0,
  guestTypeId: null,
  notes: '',
  lastStay: null,
  ...more,
});

const stay = (id: number, confirmationNumber: string, status: Stay['status'], arrival: string, departure: string) => ({
  id,
  confirmationNumber,
  status,
  channel: 'NON-OTA' as const,
  companyName: '',
  arrival,
  departure,
  nights: Math.round((Date.parse(departure) - Date.parse(arrival)) / 86_400_000),
  rooms: 1,
  roomTypes: 'DLX',
  roomNumbers: status === 'checked-out' ? '204' : '',
  adults: 2,
  children: 0,
  totalAmount: '5200.00',
});

/**
 * The guests and their reservations as a fresh in-memory API keeps them, per story: `stays` and
 * `merge` answer as the server does (the merge fills the kept profile the way the preview shows).
 */
function guestLists(staleUpdates = false): Record<string, StoryList> {
  const staysOf = new Map<number, Stay[]>([
    [
      1,
      [
        stay(12, '100212', 'confirmed', '2026-12-20', '2026-12-23'),
        stay(11, '100123', 'checked-out', '2026-10-02', '2026-10-04'),
        stay(10, '100051', 'no-show', '2026-08-14', '2026-08-15'),
      ],
    ],
    [2, [stay(20, '100300', 'checked-out', '2026-06-01', '2026-06-03')]],
  ]);
  const stays: StoryAction = (data) => {
    const id = Number(data[0]?.id);
    const rows = staysOf.get(id) ?? [];
    const stayed = rows.filter((row) => row.status === 'checked-out' || row.status === 'in-house');
    return [
      {
        guestProfileId: id,
        totals: {
          stays: stayed.length,
          nights: stayed.reduce((nights, row) => nights + row.nights, 0),
          revenue: `${stayed.length * 5200}.00`,
          lastStay: stayed[0]?.arrival ?? null,
          upcoming: rows.filter((row) => row.status === 'confirmed').length,
          cancellations: rows.filter((row) => row.status === 'cancelled').length,
          noShows: rows.filter((row) => row.status === 'no-show').length,
        },
        rows,
      },
    ];
  };
  const merge: StoryAction = (data, { rows, stale, refuse }) => {
    const item = data[0] ?? {};
    const keep = rows.find((row) => row.id === item.keepId);
    const duplicate = rows.find((row) => row.id === item.mergeId);
    if (!keep || !duplicate) return refuse(404, 'NOT_FOUND', 'Data not found');
    if (keep.version !== item.keepVersion || duplicate.version !== item.mergeVersion) return stale(0);
    const moved = staysOf.get(duplicate.id) ?? [];
    staysOf.set(keep.id, [...moved, ...(staysOf.get(keep.id) ?? [])]);
    staysOf.delete(duplicate.id);
    const profile = {
      ...mergedProfile(keep as unknown as GuestProfile, duplicate as unknown as GuestProfile),
      version: keep.version + 1,
    };
    rows.splice(rows.indexOf(keep), 1, { ...keep, ...profile } as StoryRow);
    rows.splice(rows.indexOf(duplicate), 1);
    return [{ profile, reservationsMoved: moved.length }];
  };
  return {
    'reservation/guest-profile': {
      rows: [
        guest(1, 'Phommachanh', 'Souksavanh', {
          titleId: 1,
          nationalityId: 2,
          cityId: 1,
          idNumber: 'P2345678',
          email: 'souksavanh.phommachanh@example.com',
          vipLevel: 2,
          guestTypeId: 2,
          notes: 'VIP: welcome fruit basket and late check-out when possible',
          lastStay: '2026-10-02',
        }),
        guest(2, 'Phommachan', 'Souksavanh', { phone: '+856 20 5555 1234', cityId: 1, lastStay: '2026-06-01' }),
        guest(3, 'Srisuk', 'Malee', { nationalityId: 1, phone: '+66 81 234 5678', email: 'malee.s@example.com' }),
      ],
      inUse: [1],
      // With `staleUpdates` someone else has always just saved the guest.
      actions: { stays, merge, ...(staleUpdates ? { update: (_data, { stale }) => stale(0) } : {}) },
    },
    'configuration/title': {
      rows: [
        { id: 1, code: 'MR', name: 'Mr.' },
        { id: 2, code: 'MS', name: 'Ms.' },
      ],
    },
    'configuration/country': {
      rows: [
        { id: 1, code: 'TH', name: 'Thailand' },
        { id: 2, code: 'LA', name: 'Laos' },
      ],
    },
    'configuration/city': {
      rows: [
        { id: 1, code: 'VTE', name: 'Vientiane' },
        { id: 2, code: 'BKK', name: 'Bangkok' },
      ],
    },
    'configuration/guest-type': {
      rows: [
        { id: 1, code: 'REG', name: 'Regular' },
        { id: 2, code: 'VIP', name: 'VIP' },
      ],
    },
  };
}

/** The screen on its two routes (the list, and one guest at :hash), as the app mounts it. */
function Screen({ path }: { path: string }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: '/menu/app/guest-profile', Component: GuestProfilePage },
          { path: '/menu/app/guest-profile/:hash', Component: GuestProfilePage },
          { path: '*', element: <p>Another screen</p> },
        ],
        { initialEntries: [path] },
      ),
    [path],
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Reservation/Guest profile',
  component: GuestProfilePage,
  parameters: { path: '/menu/app/guest-profile/1' },
  decorators: [
    (_Story, { globals, parameters }) => (
      <MasterDataStoryFrame
        // biome-ignore lint/correctness/useExhaustiveDependencies: one API per story, built once.
        lists={useMemo(() => guestLists(parameters.staleUpdates === true), [])}
        locale={globals.locale}
      >
        <Screen path={parameters.path as string} />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof GuestProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One guest: name, VIP level and the facts at a glance; every field under Details. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Phommachanh, Souksavanh', level: 1 })).toBeVisible();
    // The badge beside the name (and the level again under Details).
    await expect(canvas.getAllByText('VIP 2')[0]).toBeVisible();
    const details = within(await canvas.findByRole('region', { name: 'Identity and contact' }));
    await expect(await details.findByText('VTE · Vientiane')).toBeVisible();
    await expect(details.getByText('P2345678')).toBeVisible();
    await expect(details.getByText('Laos')).toBeVisible();
    await expect(details.getByText('VIP · VIP')).toBeVisible();
  },
};

/** The stay history: totals, and each reservation linking to Edit Reservation, latest first. */
export const StayHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Phommachanh, Souksavanh', level: 1 });
    await userEvent.click(canvas.getByRole('tab', { name: 'Stay history' }));
    const grid = within(await canvas.findByRole('grid', { name: 'Reservations of the guest' }));
    const links = await grid.findAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['100212', '100123', '100051']);
    await expect(links[1]).toHaveAttribute('href', '/menu/app/edit-reservation/11');
    const totals = within(canvas.getByRole('region', { name: 'Stay totals' }));
    await expect(totals.getByText('02-Oct-2026')).toBeVisible();
    await expect(totals.getByText('5,200.00')).toBeVisible();
  },
};

/**
 * Merge: the duplicate is found by search, both are shown side by side with what the kept one
 * becomes, and after the merge the kept profile has the duplicate's phone and reservation.
 */
export const MergeDuplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Phommachanh, Souksavanh', level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Merge duplicate…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge a duplicate profile' }));
    await expect(dialog.getByRole('button', { name: 'Merge' })).toBeDisabled();
    const search = dialog.getByRole('combobox', { name: 'Duplicate profile' });
    await userEvent.clear(search);
    await userEvent.type(search, 'phommachan');
    await userEvent.click(await screen.findByRole('option', { name: /^Phommachan, Souksavanh/ }));
    const table = within(await dialog.findByRole('table', { name: 'Both profiles side by side' }));
    const phone = within(table.getByRole('row', { name: /^Phone/ }));
    await expect(phone.getAllByText('+856 20 5555 1234')).toHaveLength(2);
    await expect(
      dialog.getByText(/1 reservation of Phommachan, Souksavanh moves to Phommachanh, Souksavanh/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.getByText('Profiles merged: 1 reservation moved')).toBeVisible(), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Merge a duplicate profile' })).toBeNull());
    // The kept profile, reloaded: the duplicate's phone filled its empty one.
    await waitFor(() => expect(canvas.getAllByText('+856 20 5555 1234').length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('tab', { name: 'Stay history' }));
    const grid = within(await canvas.findByRole('grid', { name: 'Reservations of the guest' }));
    await expect(await grid.findByRole('link', { name: '100300' })).toBeVisible();
  },
};

/** An edit saved after someone else changed the guest: the server's "changed by someone else". */
export const StaleEdit: Story = {
  parameters: { staleUpdates: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Phommachanh, Souksavanh', level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit guest profile' }));
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '+856 21 123 456');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // The alert fades in: visible once its entry animation has run.
    const alert = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    await waitFor(() => expect(alert).toBeVisible(), { timeout: 3000 });
    await expect(within(alert).getByText(/Someone else changed this record/)).toBeVisible();
  },
};

/** The contract's rules are checked before Save, in staff words; a long name shows its count before its limit. */
export const ContractRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Phommachanh, Souksavanh', level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit guest profile' }));
    const lastName = dialog.getByRole('textbox', { name: /Last name/ });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Phommachanh-'.repeat(4));
    await expect(dialog.getByText('48 of 60 characters')).toBeVisible();
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, ' ext. 12#');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Use digits, spaces and + ( ) . - only')).toBeVisible();
    await expect(dialog.queryByText(/must match pattern/)).toBeNull();
  },
};

/** The list: searched by the server, with each guest's nationality, VIP level and last stay. */
export const List: Story = {
  parameters: { path: '/menu/app/guest-profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Guest Profile', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 guests')).toBeVisible();
    await expect(await canvas.findByText('02-Oct-2026')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search guests' }), 'srisuk');
    await expect(await canvas.findByText('1 guest')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /Srisuk, Malee/ })).toBeVisible();
  },
};
