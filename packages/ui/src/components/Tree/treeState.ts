import type { Key } from 'react-aria-components';

/** One row of a Tree and, below it, its children. */
export interface TreeNode {
  /** Unique within the whole tree. */
  id: string;
  /** The row's text; also what type-ahead matches. */
  label: string;
  /** Children known up front. Leave it out, with `hasChildren`, to load them on first expand. */
  children?: readonly TreeNode[];
  /** The row has children that `onLoadChildren` fetches when it is first expanded. */
  hasChildren?: boolean;
  /** The row can be neither focused nor expanded. */
  isDisabled?: boolean;
}

/** The children of `node` as far as they are known: given up front, or loaded since. */
export function childrenOf(node: TreeNode, loaded: ReadonlyMap<Key, readonly TreeNode[]>): readonly TreeNode[] {
  return node.children ?? loaded.get(node.id) ?? [];
}

/** Whether expanding `node` must first fetch its children. */
export function needsLoading(node: TreeNode, loaded: ReadonlyMap<Key, readonly TreeNode[]>): boolean {
  return node.hasChildren === true && node.children === undefined && !loaded.has(node.id);
}

/** Whether the row shows an expand button: it has children, or will have once loaded. */
export function isExpandable(node: TreeNode, loaded: ReadonlyMap<Key, readonly TreeNode[]>): boolean {
  return childrenOf(node, loaded).length > 0 || needsLoading(node, loaded);
}

/** Finds a row anywhere in the tree, looking into loaded children too. */
export function findNode(
  nodes: readonly TreeNode[],
  loaded: ReadonlyMap<Key, readonly TreeNode[]>,
  id: Key,
): TreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(childrenOf(node, loaded), loaded, id);
    if (found) return found;
  }
  return undefined;
}

/** The expanded rows whose children still have to be fetched, leaving out those already on their way. */
export function rowsToLoad(
  nodes: readonly TreeNode[],
  loaded: ReadonlyMap<Key, readonly TreeNode[]>,
  expanded: Iterable<Key>,
  pending: ReadonlySet<Key>,
): TreeNode[] {
  const rows: TreeNode[] = [];
  for (const key of expanded) {
    if (pending.has(key)) continue;
    const node = findNode(nodes, loaded, key);
    if (node && !node.isDisabled && needsLoading(node, loaded)) rows.push(node);
  }
  return rows;
}
