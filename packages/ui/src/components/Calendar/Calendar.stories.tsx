import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { IsoDateRange } from '../DateField/dates.ts';
import { withLocale } from '../Field/withLocale.tsx';
import { Calendar, RangeCalendar } from './Calendar.tsx';

const meta = {
  title: 'Components/Inputs/Calendar',
  component: Calendar,
  args: {
    'aria-label': 'Arrival date',
    defaultValue: '2026-11-21',
    onChange: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickADay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('November 2026');
    const grid = canvas.getByRole('grid');
    await userEvent.click(within(grid).getByText('25'));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2026, 11, 25), '2026-11-25');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab reaches the month buttons, then the selected day in the grid.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('21');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 29), '2026-11-29');
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('December 2026');
  },
};

export const MonthButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('December 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('October 2026');
  },
};

export const WithLimits: Story = {
  args: { minValue: '2026-11-21', maxValue: '2026-11-28' },
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    const before = within(grid).getByText('20');
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(before, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(grid).getByText('28'));
    await expect(args.onChange).toHaveBeenCalledWith(new CalendarDate(2026, 11, 28), '2026-11-28');
  },
};

export const Range: Story = {
  args: { onChange: undefined },
  render: () => <RangeStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid');
    await userEvent.click(within(grid).getByText('21'));
    await userEvent.click(within(grid).getByText('24'));
    await expect(canvas.getByRole('status')).toHaveTextContent('2026-11-21 → 2026-11-24');
    await expect(within(grid).getByText('22').getAttribute('data-selected')).toBe('true');
  },
};

function RangeStory() {
  const [stay, setStay] = useState<IsoDateRange | null>(null);
  return (
    <div>
      <RangeCalendar aria-label="Stay" defaultFocusedValue="2026-11-01" onChange={(_, iso) => setStay(iso)} />
      <p role="status">{stay ? `${stay.start} → ${stay.end}` : 'No stay picked'}</p>
    </div>
  );
}

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { 'aria-label': 'วันที่เข้าพัก' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Thai month names with the Gregorian year, not the Buddhist 2569.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('พฤศจิกายน 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'เดือนถัดไป' }));
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('ธันวาคม 2026');
    await expect(canvas.getByRole('button', { name: 'เดือนก่อนหน้า' })).toBeInTheDocument();
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { 'aria-label': 'ວັນທີເຂົ້າພັກ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('2026');
    await userEvent.click(canvas.getByRole('button', { name: 'ເດືອນຖັດໄປ' }));
    await expect(canvas.getByRole('button', { name: 'ເດືອນກ່ອນ' })).toBeInTheDocument();
  },
};
