import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAsyncList } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { ComboBox, ComboBoxItem } from './ComboBox.tsx';

interface Country {
  id: string;
  name: string;
}

const COUNTRIES: Country[] = [
  { id: 'TH', name: 'Thailand' },
  { id: 'LA', name: 'Laos' },
  { id: 'VN', name: 'Vietnam' },
  { id: 'KH', name: 'Cambodia' },
  { id: 'MM', name: 'Myanmar' },
  { id: 'MY', name: 'Malaysia' },
  { id: 'SG', name: 'Singapore' },
  { id: 'JP', name: 'Japan' },
  { id: 'DE', name: 'Germany' },
  { id: 'US', name: 'United States' },
];

const meta = {
  title: 'Components/Inputs/ComboBox',
  component: ComboBox,
  args: {
    label: 'Nationality',
    placeholder: 'Type to search',
    defaultItems: COUNTRIES,
    isDisabled: false,
    onSelectionChange: fn(),
    onInputChange: fn(),
    children: null,
  },
  argTypes: { children: { control: false }, defaultItems: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem', minHeight: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <ComboBox<Country> {...args}>{(country) => <ComboBoxItem id={country.id}>{country.name}</ComboBoxItem>}</ComboBox>
  ),
} satisfies Meta<typeof ComboBox<Country>>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

export const FiltersAsYouType: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Nationality' });
    await userEvent.type(input, 'la');
    const listbox = await page.findByRole('listbox');
    // "contains", not "starts with": Laos, Malaysia and Thailand all contain "la".
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Thailand', 'Laos', 'Malaysia']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Laos');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('LA');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Nationality' });
    await userEvent.type(input, 'Atlantis');
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toHaveTextContent('No results');
    await expect(within(listbox).queryByRole('option', { name: /Thailand|Laos/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const OpenWithButton: Story = {
  args: { defaultSelectedKey: 'TH' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Nationality' });
    await expect(input).toHaveValue('Thailand');
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const listbox = await page.findByRole('listbox');
    // The button shows every option, not just those matching the current text.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(COUNTRIES.length);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Japan' }));
    await expect(input).toHaveValue('Japan');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('JP');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Nationality' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(input).toHaveValue('Laos');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('LA');
  },
};

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Options fetched as the user types, as a lookup against the API would. */
function AsyncCountries(props: { onSelectionChange?: (key: unknown) => void }) {
  const list = useAsyncList<Country>({
    async load({ signal, filterText }) {
      await wait(250, signal);
      const text = (filterText ?? '').toLowerCase();
      return { items: COUNTRIES.filter((country) => country.name.toLowerCase().includes(text)) };
    },
  });
  return (
    <ComboBox<Country>
      label="Country (server lookup)"
      items={list.items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
      onSelectionChange={props.onSelectionChange}
    >
      {(country) => <ComboBoxItem id={country.id}>{country.name}</ComboBoxItem>}
    </ComboBox>
  );
}

export const AsyncOptions: Story = {
  render: (args) => <AsyncCountries onSelectionChange={args.onSelectionChange} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country (server lookup)' });
    await userEvent.type(input, 'viet');
    const listbox = await page.findByRole('listbox');
    const option = await within(listbox).findByRole('option', { name: 'Vietnam' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.click(option);
    await expect(input).toHaveValue('Vietnam');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('VN');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a country from the list.', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Nationality' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a country from the list.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'LA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Nationality' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Show suggestions/ })).toBeDisabled();
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'สัญชาติ', placeholder: 'พิมพ์เพื่อค้นหา' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /แสดงตัวเลือก/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'สัญชาติ' }), 'zz');
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toHaveTextContent('ไม่พบผลลัพธ์');
    await userEvent.keyboard('{Escape}');
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ສັນຊາດ', placeholder: 'ພິມເພື່ອຄົ້ນຫາ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /ສະແດງຕົວເລືອກ/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('combobox', { name: 'ສັນຊາດ' }), 'zz');
    const listbox = await page.findByRole('listbox');
    await expect(listbox).toHaveTextContent('ບໍ່ພົບຜົນໄດ້ຮັບ');
    await userEvent.keyboard('{Escape}');
  },
};
