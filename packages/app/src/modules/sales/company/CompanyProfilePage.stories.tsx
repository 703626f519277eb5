import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../shared/masterData/storyApi.ts';
import { CompanyProfilePage } from './CompanyProfilePage.tsx';

const partner = (id: number, code: string, name: string, more: Record<string, unknown>) => ({
  id,
  code,
  name,
  active: 1,
  kind: 'company',
  contactName: '',
  phone: '',
  email: '',
  billingEmail: '',
  address: '',
  countryId: null,
  taxId: '',
  creditLimit: '0.00',
  paymentTermDays: 0,
  marketId: null,
  sourceId: null,
  segmentId: null,
  ...more,
});

const lists: Record<string, StoryList> = {
  'reservation/company-profile': {
    rows: [
      partner(1, 'ASIAPAC', 'Asia Pacific Tours', {
        kind: 'tour-operator',
        contactName: 'Ms. Lin Wei',
        phone: '+66 2 555 0147',
        email: 'contracting@asiapactours.example',
        countryId: 1,
        creditLimit: '500000.00',
        paymentTermDays: 30,
      }),
      partner(2, 'MEKTRAV', 'Mekong Travel Wholesale', {
        kind: 'wholesaler',
        contactName: 'Mr. Nguyen Van Hai',
        creditLimit: '300000.00',
        paymentTermDays: 45,
      }),
      partner(3, 'UNDPLA', 'UNDP Lao PDR', { creditLimit: '80000.00', paymentTermDays: 30, active: 0 }),
    ],
    // Bookings are made for the first one, so deleting it is refused.
    inUse: [1],
  },
  'configuration/country': {
    rows: [
      { id: 1, code: 'TH', isoCode: 'TH', name: 'Thailand' },
      { id: 2, code: 'LA', isoCode: 'LA', name: 'Lao PDR' },
    ],
  },
  'sales/contract': {
    rows: [],
    actions: {
      list: (data) =>
        data[0]?.companyProfileId === 1
          ? [
              {
                id: 7,
                code: 'APT-2627',
                name: 'Asia Pacific Tours 2026–27',
                companyProfileId: 1,
                companyName: 'Asia Pacific Tours',
                kind: 'static',
                currencyCode: 'THB',
                activeVersionId: 70,
                activeVersionNumber: 2,
                activeValidFrom: '2026-10-22',
                activeValidTo: '2027-11-21',
                hasDraft: true,
                version: 3,
              },
            ]
          : [],
    },
  },
  'report/salesReport': {
    rows: [],
    actions: {
      production: (data) => [
        {
          companyProfileId: data[0]?.companyProfileId,
          hotelDate: '2026-11-21',
          lastClosedDate: '2026-11-20',
          periods: [
            {
              period: 'year-to-date',
              fromDate: '2026-01-01',
              toDate: '2026-11-20',
              roomNights: 1240,
              roomRevenue: '1984000.00',
              averageRate: '1600.00',
            },
            {
              period: 'last-year-to-date',
              fromDate: '2025-01-01',
              toDate: '2025-11-20',
              roomNights: 1105,
              roomRevenue: '1712750.00',
              averageRate: '1550.00',
            },
            {
              period: 'last-year',
              fromDate: '2025-01-01',
              toDate: '2025-12-31',
              roomNights: 1380,
              roomRevenue: '2166600.00',
              averageRate: '1570.00',
            },
          ],
        },
      ],
    },
  },
};

const meta = {
  title: 'Sales/Company profiles',
  component: CompanyProfilePage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof CompanyProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as sales first see it: kind, contact, country, credit and days to pay. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Company profiles', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'ASIAPAC' })).toBeVisible();
    await expect(canvas.getByText('Tour operator')).toBeVisible();
    await expect(canvas.getByText('500,000.00')).toBeVisible();
  },
};

/** Adding: code, name and kind are required before the server is asked. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add company profile' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(3);
  },
};

/** A partner's contracts and production, from its row. */
export const ContractsAndProduction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: 'ASIAPAC' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Contracts and production' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Contracts and production' }));
    // Asked again on each try: the dialog fades in and its two tables fill in as their reads answer.
    await waitFor(async () => {
      await expect(dialog.getByRole('rowheader', { name: 'APT-2627' })).toBeVisible();
      await expect(dialog.getByText('Draft open')).toBeVisible();
      await expect(dialog.getByRole('rowheader', { name: 'This year to date' })).toBeVisible();
      await expect(dialog.getByText('1,984,000.00')).toBeVisible();
    });
    await expect(dialog.getByRole('link', { name: 'Expected arrivals' })).toHaveAttribute(
      'href',
      '/menu/app/sales/expect-arrival-report?companyProfileId=1',
    );
  },
};
