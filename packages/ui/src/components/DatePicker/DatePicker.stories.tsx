import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../format/format.ts';
import { withLocale } from '../Field/withLocale.tsx';
import { DatePicker } from './DatePicker.tsx';

const meta = {
  title: 'Components/Inputs/DatePicker',
  component: DatePicker,
  args: {
    label: 'Arrival',
    isDisabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The visible text of the segments, e.g. '21-Nov-2026'. */
function shownDate(canvasElement: HTMLElement, name: string | RegExp) {
  const group = within(canvasElement).getAllByRole('group', { name })[0] as HTMLElement;
  return [...group.querySelectorAll('[data-type]')].map((segment) => segment.textContent).join('');
}

export const PickFromCalendar: Story = {
  args: { defaultValue: '2026-11-21' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownDate(canvasElement, 'Arrival')).toBe('21-Nov-2026');
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await page.findByRole('dialog');
    // The popover is themed although it is portalled (surface colour, not transparent).
    const popover = dialog.parentElement as HTMLElement;
    await expect(getComputedStyle(popover).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.click(within(dialog).getByText('25'));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownDate(canvasElement, 'Arrival')).toBe('25-Nov-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 25), '2026-11-25');
  },
};

export const TypeADate: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(shownDate(canvasElement, 'Arrival')).toBe('dd-MMM-yyyy');
    await userEvent.tab();
    await userEvent.keyboard('05012027');
    await expect(shownDate(canvasElement, 'Arrival')).toBe('05-Jan-2027');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 1, 5), '2027-01-05');
  },
};

export const KeyboardCalendar: Story = {
  args: { defaultValue: '2026-11-21' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    // Alt+ArrowDown opens the calendar with the selected day focused.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(document.activeElement).toHaveTextContent('21');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownDate(canvasElement, 'Arrival')).toBe('23-Nov-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 23), '2026-11-23');
  },
};

export const EscapeCloses: Story = {
  args: { defaultValue: '2026-11-21' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toHaveFocus();
  },
};

/** Controlled with ISO strings, as dates come from the API. */
function IsoControlled(props: { onChange: (iso: string | null) => void }) {
  const [departure, setDeparture] = useState<string | null>('2026-11-24');
  return (
    <div>
      <DatePicker
        label="Departure"
        value={departure}
        minValue="2026-11-21"
        onChange={(_, iso) => {
          setDeparture(iso);
          props.onChange(iso);
        }}
      />
      <p role="status">{departure ? `Departs ${formatDate(departure)}` : 'No departure'}</p>
    </div>
  );
}

export const ControlledWithIsoStrings: Story = {
  render: (args) => <IsoControlled onChange={(iso) => args.onChange?.(null, iso)} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('28'));
    await expect(args.onChange).toHaveBeenLastCalledWith(null, '2026-11-28');
    await expect(canvas.getByRole('status')).toHaveTextContent('Departs 28-Nov-2026');
    await expect(shownDate(canvasElement, 'Departure')).toBe('28-Nov-2026');
  },
};

export const OutOfRange: Story = {
  args: {
    label: 'Departure',
    defaultValue: '2026-11-20',
    minValue: '2026-11-21',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter a date on or after 21-Nov-2026.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeDisabled();
    await expect(shownDate(canvasElement, 'Arrival')).toBe('21-Nov-2026');
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'วันที่เข้าพัก', defaultValue: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownDate(canvasElement, 'วันที่เข้าพัก')).toBe('21-Nov-2026');
    await userEvent.click(canvas.getByRole('button', { name: /เปิดปฏิทิน/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('พฤศจิกายน 2026');
    await userEvent.click(within(dialog).getByText('10'));
    await waitFor(() => expect(shownDate(canvasElement, 'วันที่เข้าพัก')).toBe('10-Nov-2026'));
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ວັນທີເຂົ້າພັກ', defaultValue: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownDate(canvasElement, 'ວັນທີເຂົ້າພັກ')).toBe('21-Nov-2026');
    await userEvent.click(canvas.getByRole('button', { name: /ເປີດປະຕິທິນ/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2026');
    await userEvent.keyboard('{Escape}');
  },
};
