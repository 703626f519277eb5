import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withLocale } from '../Field/withLocale.tsx';
import { DateRangePicker } from './DateRangePicker.tsx';

const meta = {
  title: 'Components/Inputs/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Stay',
    isDisabled: false,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** The visible text of both dates, e.g. '21-Nov-2026 – 24-Nov-2026'. */
function shownRange(canvasElement: HTMLElement, name: string) {
  const picker = within(canvasElement)
    .getByText(name)
    .closest('.react-aria-DateRangePicker, [data-rac]')?.parentElement;
  const text = (slot: string) =>
    [...(picker?.querySelectorAll(`[slot="${slot}"] [data-type]`) ?? [])]
      .map((segment) => segment.textContent)
      .join('');
  return `${text('start')} – ${text('end')}`;
}

export const PickFromCalendar: Story = {
  args: { placeholderValue: '2026-11-01' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownRange(canvasElement, 'Stay')).toBe('dd-MMM-yyyy – dd-MMM-yyyy');
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.click(within(dialog).getByText('21'));
    await userEvent.click(within(dialog).getByText('24'));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownRange(canvasElement, 'Stay')).toBe('21-Nov-2026 – 24-Nov-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: new CalendarDate(2026, 11, 21), end: new CalendarDate(2026, 11, 24) },
      { start: '2026-11-21', end: '2026-11-24' },
    );
  },
};

export const TypeARange: Story = {
  args: { label: 'Report period' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    // Start date, then straight on into the end date.
    await userEvent.keyboard('01112026');
    await userEvent.keyboard('30112026');
    await expect(shownRange(canvasElement, 'Report period')).toBe('01-Nov-2026 – 30-Nov-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: new CalendarDate(2026, 11, 1), end: new CalendarDate(2026, 11, 30) },
      { start: '2026-11-01', end: '2026-11-30' },
    );
  },
};

export const KeyboardCalendar: Story = {
  args: { defaultValue: { start: '2026-11-21', end: '2026-11-24' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(document.activeElement).toHaveTextContent('21');
    // Enter on a day starts a new range and RAC moves on to the next day; arrows move; Enter ends it.
    await userEvent.keyboard('{Enter}');
    await expect(document.activeElement).toHaveTextContent('22');
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent('29');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(shownRange(canvasElement, 'Stay')).toBe('21-Nov-2026 – 29-Nov-2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: new CalendarDate(2026, 11, 21), end: new CalendarDate(2026, 11, 29) },
      { start: '2026-11-21', end: '2026-11-29' },
    );
  },
};

export const EndBeforeStart: Story = {
  args: {
    label: 'Report period',
    defaultValue: { start: '2026-11-24', end: '2026-11-21' },
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The end date must not be before the start date.')).toBeVisible();
  },
};

export const OutOfRange: Story = {
  args: {
    defaultValue: { start: '2026-11-20', end: '2026-11-22' },
    minValue: '2026-11-21',
    validationBehavior: 'aria',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter a date on or after 21-Nov-2026.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2026-11-21', end: '2026-11-24' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Open calendar/ })).toBeDisabled();
    await expect(shownRange(canvasElement, 'Stay')).toBe('21-Nov-2026 – 24-Nov-2026');
  },
};

export const Thai: Story = {
  decorators: [withLocale('th-TH')],
  args: { label: 'ช่วงเวลาเข้าพัก', defaultValue: { start: '2026-11-21', end: '2026-11-24' } },
  play: async ({ canvasElement }) => {
    await expect(shownRange(canvasElement, 'ช่วงเวลาเข้าพัก')).toBe('21-Nov-2026 – 24-Nov-2026');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /เปิดปฏิทิน/ }));
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('พฤศจิกายน 2026');
    await userEvent.keyboard('{Escape}');
  },
};

export const Lao: Story = {
  decorators: [withLocale('lo-LA')],
  args: { label: 'ໄລຍະເວລາພັກ', defaultValue: { start: '2026-11-21', end: '2026-11-24' } },
  play: async ({ canvasElement }) => {
    await expect(shownRange(canvasElement, 'ໄລຍະເວລາພັກ')).toBe('21-Nov-2026 – 24-Nov-2026');
    await expect(within(canvasElement).getByRole('button', { name: /ເປີດປະຕິທິນ/ })).toBeInTheDocument();
  },
};
