import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tree, type TreeNode } from './Tree.tsx';

const rooms = (floor: number, count: number): TreeNode[] =>
  Array.from({ length: count }, (_, index) => {
    const number = `${floor}${String(index + 1).padStart(2, '0')}`;
    return { id: `room-${number}`, label: `Room ${number}` };
  });

const buildings: TreeNode[] = [
  {
    id: 'main',
    label: 'Main building',
    children: [
      { id: 'main-1', label: 'Floor 1', children: rooms(1, 3) },
      { id: 'main-2', label: 'Floor 2', children: rooms(2, 3) },
    ],
  },
  {
    id: 'garden',
    label: 'Garden wing',
    children: [{ id: 'garden-1', label: 'Floor 1', children: rooms(5, 2) }],
  },
  { id: 'annex', label: 'Annex (closed for renovation)', isDisabled: true, children: rooms(9, 2) },
  { id: 'lobby', label: 'Lobby lounge' },
];

// Floors whose rooms come from the server on first expand.
const lazyBuildings: TreeNode[] = [
  {
    id: 'tower',
    label: 'Tower',
    children: [
      { id: 'tower-7', label: 'Floor 7', hasChildren: true },
      { id: 'tower-8', label: 'Floor 8', hasChildren: true },
    ],
  },
];

const meta = {
  title: 'Components/Navigation/Tree',
  component: Tree,
  args: { 'aria-label': 'Rooms by building', items: buildings, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('row', { name });

export const ExpandCollapse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const main = row(canvas, 'Main building');
    await expect(main).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('row', { name: 'Floor 2' })).not.toBeInTheDocument();

    // The chevron button expands the row.
    await userEvent.click(within(main).getByRole('button'));
    await expect(main).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['main']));
    await expect(row(canvas, 'Floor 2')).toHaveAttribute('aria-level', '2');

    // Keyboard: ArrowDown moves to the next row, ArrowRight expands it, ArrowLeft collapses it.
    await userEvent.click(row(canvas, 'Lobby lounge'));
    await userEvent.keyboard('{Home}');
    await expect(main).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(row(canvas, 'Floor 1')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(row(canvas, 'Floor 1')).toHaveAttribute('aria-expanded', 'true');
    await expect(row(canvas, 'Room 102')).toHaveAttribute('aria-level', '3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(row(canvas, 'Floor 1')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('row', { name: 'Room 102' })).not.toBeInTheDocument();

    // A click anywhere on an expandable row toggles it too.
    await userEvent.click(row(canvas, 'Floor 2'));
    await expect(row(canvas, 'Floor 2')).toHaveAttribute('aria-expanded', 'true');
    await expect(row(canvas, 'Room 203')).toBeVisible();

    // Collapse the building again with the chevron.
    await userEvent.click(within(main).getByRole('button'));
    await expect(main).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('row', { name: 'Floor 1' })).not.toBeInTheDocument();
  },
};

export const DisabledRow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const annex = row(canvas, 'Annex (closed for renovation)');
    await expect(annex).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(annex).getByRole('button'), { pointerEventsCheck: 0 });
    await expect(annex).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
    // Arrow keys skip the disabled row.
    await userEvent.click(row(canvas, 'Lobby lounge'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(row(canvas, 'Garden wing')).toHaveFocus();
  },
};

// The play function decides when the "server" answers.
const answers: Array<() => void> = [];
const loadRooms = fn(
  (id: string | number) =>
    new Promise<readonly TreeNode[]>((resolve) => {
      answers.push(() => resolve(rooms(Number(String(id).replace('tower-', '')), 4)));
    }),
);

export const LazyChildren: Story = {
  args: { items: lazyBuildings, defaultExpandedKeys: ['tower'], onLoadChildren: loadRooms },
  play: async ({ canvasElement }) => {
    loadRooms.mockClear();
    answers.length = 0;
    const canvas = within(canvasElement);
    const floor = row(canvas, 'Floor 7');
    await expect(floor).toHaveAttribute('aria-expanded', 'false');
    await expect(loadRooms).not.toHaveBeenCalled();

    await userEvent.click(within(floor).getByRole('button'));
    await expect(loadRooms).toHaveBeenCalledWith('tower-7');
    // While the rooms are on their way the row says so, to eyes and to screen readers.
    await waitFor(() => expect(row(canvas, 'Floor 7')).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText('Loading...')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: 'Room 701' })).not.toBeInTheDocument();

    answers.shift()?.();
    await waitFor(() => expect(row(canvas, 'Room 701')).toHaveAttribute('aria-level', '3'));
    await expect(row(canvas, 'Floor 7')).not.toHaveAttribute('aria-busy');
    await expect(row(canvas, 'Floor 7')).toHaveAttribute('aria-expanded', 'true');

    // Collapsing and expanding again reuses what was loaded.
    await userEvent.click(within(row(canvas, 'Floor 7')).getByRole('button'));
    await userEvent.click(within(row(canvas, 'Floor 7')).getByRole('button'));
    await expect(row(canvas, 'Room 704')).toBeVisible();
    await expect(loadRooms).toHaveBeenCalledOnce();

    // The keyboard loads too.
    await userEvent.click(row(canvas, 'Floor 8'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(loadRooms).toHaveBeenLastCalledWith('tower-8');
    answers.shift()?.();
    await waitFor(() => expect(row(canvas, 'Room 801')).toBeVisible());
  },
};

export const LoadingRow: Story = {
  args: {
    items: lazyBuildings,
    defaultExpandedKeys: ['tower', 'tower-8'],
    // Never answers: the row stays in its loading state.
    onLoadChildren: () => new Promise<readonly TreeNode[]>(() => {}),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const floor = row(canvas, 'Floor 8');
    await waitFor(() => expect(floor).toHaveAttribute('aria-busy', 'true'));
    await expect(floor).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Loading...')).toBeVisible();
    // Floor 7 has not been opened: it offers to expand but loads nothing yet.
    await expect(row(canvas, 'Floor 7')).toHaveAttribute('aria-expanded', 'false');
    await expect(row(canvas, 'Floor 7')).not.toHaveAttribute('aria-busy');
  },
};

export const FailedLoad: Story = {
  args: {
    items: lazyBuildings,
    defaultExpandedKeys: ['tower'],
    onLoadChildren: fn(() => Promise.reject(new Error('Can not connect API'))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(row(canvas, 'Floor 7')).getByRole('button'));
    // The row folds back so the user can try again.
    await waitFor(() => expect(row(canvas, 'Floor 7')).toHaveAttribute('aria-expanded', 'false'));
    await expect(row(canvas, 'Floor 7')).not.toHaveAttribute('aria-busy');
    await userEvent.click(within(row(canvas, 'Floor 7')).getByRole('button'));
    await waitFor(() => expect(args.onLoadChildren).toHaveBeenCalledTimes(2));
  },
};

export const Thai: Story = {
  globals: { locale: 'th-TH' },
  args: {
    'aria-label': 'ห้องพักตามอาคาร',
    items: [{ id: 'tower', label: 'อาคารหลัก', children: [{ id: 'tower-7', label: 'ชั้น 7', hasChildren: true }] }],
    defaultExpandedKeys: ['tower', 'tower-7'],
    onLoadChildren: () => new Promise<readonly TreeNode[]>(() => {}),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(row(canvas, 'ชั้น 7')).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByText('กำลังโหลด...')).toBeVisible();
  },
};
