import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { MasterDataStoryFrame } from '../../../../shared/masterData/MasterDataStoryFrame.tsx';
import type { StoryList } from '../../../../shared/masterData/storyApi.ts';
import { CountryPage } from './CountryPage.tsx';

const lists: Record<string, StoryList> = {
  'configuration/country': {
    rows: [
      {
        id: 1,
        isoCode: 'LA',
        iso3: 'LAO',
        numericCode: '418',
        name: "Lao People's Democratic Republic",
        nameTh: 'ลาว',
        nameLa: 'ລາວ',
      },
      { id: 2, isoCode: 'TH', iso3: 'THA', numericCode: '764', name: 'Thailand', nameTh: 'ไทย', nameLa: 'ໄທ' },
      { id: 3, isoCode: 'VN', iso3: 'VNM', numericCode: '704', name: 'Viet Nam', nameTh: 'เวียดนาม', nameLa: 'ຫວຽດນາມ' },
    ],
    // Cities of Thailand are listed, so deleting it is refused.
    inUse: [2],
  },
};

const meta = {
  title: 'Configuration/Countries',
  component: CountryPage,
  decorators: [
    (Story, { globals }) => (
      <MasterDataStoryFrame lists={lists} locale={globals.locale} inMemoryRouter>
        <Story />
      </MasterDataStoryFrame>
    ),
  ],
} satisfies Meta<typeof CountryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as staff first see it: codes and the names in three languages. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Countries', level: 1 })).toBeVisible();
    await expect(await canvas.findByText('3 records')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'TH' })).toBeVisible();
    await expect(canvas.getByText('ລາວ')).toBeVisible();
  },
};

/** Adding: every code and name is required. */
export const AddChecksRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add country' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getAllByText('Required')).toHaveLength(6);
  },
};
