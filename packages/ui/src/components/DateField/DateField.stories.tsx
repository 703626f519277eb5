import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Components/Inputs/DateField',
  component: DateField,
  args: {
    label: 'Date of birth',
    isDisabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible text of the segments, e.g. '21-Nov-2026'. */
function shownDate(group: HTMLElement) {
  return [...group.querySelectorAll('[data-type]')].map((segment) => segment.textContent).join('');
}

export const TypeADate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(shownDate(group)).toBe('dd-MMM-yyyy');
    await userEvent.tab();
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveFocus();
    // Day, month number, year: each segment moves on by itself when complete.
    await userEvent.keyboard('21111985');
    await expect(shownDate(group)).toBe('21-Nov-1985');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1985, 11, 21), '1985-11-21');
  },
};

export const IsoStringValue: Story = {
  args: { label: 'Passport expiry', defaultValue: '2027-01-05' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Passport expiry' });
    await expect(shownDate(group)).toBe('05-Jan-2027');
  },
};

export const ArrowKeys: Story = {
  args: { label: 'Hotel date', defaultValue: new CalendarDate(2026, 11, 21) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Hotel date' });
    const [, month] = canvas.getAllByRole('spinbutton');
    await userEvent.click(month as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    await expect(shownDate(group)).toBe('21-Dec-2026');
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(shownDate(group)).toBe('20-Dec-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 20), '2026-12-20');
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
    // The message uses the spec's date format, not the browser's.
    await expect(canvas.getByText('Enter a date on or after 21-Nov-2026.')).toBeVisible();
    const [day] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.queryByText('Enter a date on or after 21-Nov-2026.')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownDate(canvas.getByRole('group', { name: 'Date of birth' }))).toBe('21-Nov-2026');
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'วันเกิด', defaultValue: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'วันเกิด' });
    // Gregorian year and day-month-year order, not the Buddhist 21/11/2569.
    await expect(shownDate(group)).toBe('21-Nov-2026');
    const [day] = canvas.getAllByRole('spinbutton');
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(shownDate(group)).toBe('20-Nov-2026');
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ວັນເກີດ', defaultValue: '2026-11-21' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'ວັນເກີດ' });
    await expect(shownDate(group)).toBe('21-Nov-2026');
  },
};
