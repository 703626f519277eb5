import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment } from 'react';
import { expect, within } from 'storybook/test';
import { formatDate, formatMoney } from '../../format/format.ts';
import { vars } from '../../theme/theme.css.ts';
import { Button } from '../Button/Button.tsx';
import { Notice } from '../Notice/Notice.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    heading: 'Arrivals today',
    children: '12 reservations are due to arrive, 3 of them with early check-in requests.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    level: { control: 'select', options: [1, 2, 3, 4, 5, 6] },
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Arrivals today' });
    await expect(heading).toBeVisible();
    // The heading names the section, so screen readers announce the panel by its title.
    await expect(canvas.getByRole('region', { name: 'Arrivals today' })).toContainElement(heading);
  },
};

export const HeadingLevel: Story = {
  args: { heading: 'Housekeeping', level: 3, children: '8 rooms are waiting for inspection.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Housekeeping' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};

export const WithoutHeading: Story = {
  args: { heading: undefined, children: 'A plain panel without a title.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('A plain panel without a title.')).toBeVisible();
  },
};

const detailRows = [
  ['Guest', 'Somchai Jaidee (สมชาย ใจดี)'],
  ['Agent', 'Lao Travel (ລາວທ່ອງທ່ຽວ)'],
  ['Stay', `${formatDate('2026-11-21')} → ${formatDate('2026-11-24')}`],
  ['Room', '305 · Deluxe King'],
  ['Balance', `THB ${formatMoney(12450)}`],
] as const;

export const Composed: Story = {
  args: { heading: 'Reservation RSV-2026-00412' },
  render: (args) => (
    <Card {...args}>
      <Stack gap="lg">
        <Notice tone="warning" title="Deposit outstanding">
          Collect THB {formatMoney('3000')} before check-in.
        </Notice>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1.5rem', margin: 0 }}>
          {detailRows.map(([term, value]) => (
            <Fragment key={term}>
              <dt style={{ color: vars.color.textMuted }}>{term}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <Stack direction="row" gap="sm" justify="end">
          <Button variant="secondary">Print folio</Button>
          <Button>Check in</Button>
        </Stack>
      </Stack>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Reservation RSV-2026-00412' });
    await expect(region).toHaveTextContent('21-Nov-2026 → 24-Nov-2026');
    await expect(region).toHaveTextContent('THB 12,450.00');
    await expect(within(region).getAllByRole('button')).toHaveLength(2);
  },
};
