import { describe, expect, it } from 'vitest';
import { childrenOf, findNode, isExpandable, needsLoading, rowsToLoad, type TreeNode } from './treeState.ts';

const tree: TreeNode[] = [
  {
    id: 'b1',
    label: 'Building A',
    children: [
      { id: 'f1', label: 'Floor 1', hasChildren: true },
      { id: 'f2', label: 'Floor 2', hasChildren: true, isDisabled: true },
    ],
  },
  { id: 'b2', label: 'Building B', children: [] },
];
const none = new Map<string, TreeNode[]>();
const floor1Rooms = new Map([['f1', [{ id: 'r101', label: 'Room 101' }]]]);

describe('needsLoading', () => {
  it('is true for a lazy row until its children arrive', () => {
    const floor = findNode(tree, none, 'f1') as TreeNode;
    expect(needsLoading(floor, none)).toBe(true);
    expect(needsLoading(floor, floor1Rooms)).toBe(false);
  });

  it('is false for rows with children given up front, even an empty list', () => {
    expect(needsLoading(tree[0] as TreeNode, none)).toBe(false);
    expect(needsLoading(tree[1] as TreeNode, none)).toBe(false);
  });
});

describe('childrenOf and isExpandable', () => {
  it('answers loaded children for a lazy row', () => {
    const floor = findNode(tree, none, 'f1') as TreeNode;
    expect(childrenOf(floor, none)).toEqual([]);
    expect(childrenOf(floor, floor1Rooms).map((node) => node.id)).toEqual(['r101']);
  });

  it('treats a lazy row as expandable until it loads empty', () => {
    const floor = findNode(tree, none, 'f1') as TreeNode;
    expect(isExpandable(floor, none)).toBe(true);
    expect(isExpandable(floor, new Map([['f1', []]]))).toBe(false);
    expect(isExpandable(tree[1] as TreeNode, none)).toBe(false);
  });
});

describe('findNode', () => {
  it('finds rows at any depth, loaded ones included', () => {
    expect(findNode(tree, floor1Rooms, 'r101')?.label).toBe('Room 101');
    expect(findNode(tree, none, 'r101')).toBeUndefined();
  });
});

describe('rowsToLoad', () => {
  it('picks the expanded lazy rows that are not loaded or loading', () => {
    expect(rowsToLoad(tree, none, ['b1', 'f1'], new Set()).map((node) => node.id)).toEqual(['f1']);
    expect(rowsToLoad(tree, none, ['f1'], new Set(['f1']))).toEqual([]);
    expect(rowsToLoad(tree, floor1Rooms, ['f1'], new Set())).toEqual([]);
  });

  it('never loads a disabled row or an unknown key', () => {
    expect(rowsToLoad(tree, none, ['f2', 'nope'], new Set())).toEqual([]);
  });
});
