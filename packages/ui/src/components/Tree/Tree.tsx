import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Tree as AriaTree,
  type TreeProps as AriaTreeProps,
  Button,
  type Key,
  TreeItem,
  TreeItemContent,
  TreeLoadMoreItem,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import * as styles from './Tree.css.ts';
import { strings } from './Tree.strings.ts';
import { childrenOf, isExpandable, needsLoading, rowsToLoad, type TreeNode } from './treeState.ts';

export type { TreeNode } from './treeState.ts';

export interface TreeProps
  extends Omit<
    AriaTreeProps<TreeNode>,
    'items' | 'children' | 'expandedKeys' | 'defaultExpandedKeys' | 'onExpandedChange' | 'className'
  > {
  /** The top-level rows. */
  items: readonly TreeNode[];
  /** Ids of the expanded rows (controlled). */
  expandedKeys?: Iterable<Key>;
  /** Ids of the rows expanded at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  /**
   * Fetches the children of a row marked `hasChildren` the first time it is expanded. While the
   * promise is pending the row shows 'Loading...' and carries aria-busy; if it fails the row
   * collapses again and the next expand retries.
   */
  onLoadChildren?: (id: Key) => Promise<readonly TreeNode[]>;
  /** Custom row content after the expand button, e.g. a label with a status chip. */
  renderLabel?: (node: TreeNode) => ReactNode;
  className?: string;
}

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 4 4 4-4 4" />
    </svg>
  );
}

function Spinner() {
  return (
    <svg className={styles.spinner} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6" stroke="currentColor" strokeOpacity="0.25" strokeWidth="2" />
      <path d="M14 8a6 6 0 0 0-6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A hierarchical list on RAC's Tree (role="treegrid"): rows expand and collapse with the mouse or
 * the arrow keys, can be disabled, and can load their children lazily through `onLoadChildren`.
 */
export function Tree({
  items,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  onLoadChildren,
  renderLabel,
  className,
  ...rest
}: TreeProps) {
  const t = useUiStrings(strings, '@pms/ui/Tree');
  const [ownExpanded, setOwnExpanded] = useState<Set<Key>>(() => new Set(defaultExpandedKeys ?? []));
  const expanded = useMemo(
    () => (expandedKeys === undefined ? ownExpanded : new Set(expandedKeys)),
    [expandedKeys, ownExpanded],
  );
  const [loaded, setLoaded] = useState<ReadonlyMap<Key, readonly TreeNode[]>>(() => new Map());
  const [loading, setLoading] = useState<ReadonlySet<Key>>(() => new Set());
  // Keys whose request is on its way; a ref so a re-render (or StrictMode's second effect run)
  // never sends a second request for the same row.
  const pending = useRef(new Set<Key>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const changeExpanded = useCallback(
    (keys: Set<Key>) => {
      if (expandedKeys === undefined) setOwnExpanded(keys);
      onExpandedChange?.(keys);
    },
    [expandedKeys, onExpandedChange],
  );

  // The load callbacks settle later; they must act on the expanded rows of that moment.
  const latest = useRef({ expanded, changeExpanded });
  latest.current = { expanded, changeExpanded };

  // Expanding a lazy row (by mouse, keyboard or the owner's expandedKeys) starts its load.
  useEffect(() => {
    if (!onLoadChildren) return;
    for (const node of rowsToLoad(items, loaded, expanded, pending.current)) {
      const id = node.id;
      pending.current.add(id);
      setLoading((previous) => new Set(previous).add(id));
      onLoadChildren(id)
        .then(
          (children) => {
            if (mounted.current) setLoaded((previous) => new Map(previous).set(id, children));
          },
          () => {
            if (!mounted.current) return;
            const next = new Set(latest.current.expanded);
            next.delete(id);
            latest.current.changeExpanded(next);
          },
        )
        .finally(() => {
          pending.current.delete(id);
          if (!mounted.current) return;
          setLoading((previous) => {
            const next = new Set(previous);
            next.delete(id);
            return next;
          });
        });
    }
  }, [items, loaded, expanded, onLoadChildren]);

  const renderNode = (node: TreeNode): ReactNode => {
    const isLoading = loading.has(node.id);
    const expandable = isExpandable(node, loaded);
    return (
      <TreeItem
        key={node.id}
        id={node.id}
        textValue={node.label}
        isDisabled={node.isDisabled}
        hasChildItems={expandable}
        className={styles.row}
        data-loading={isLoading || undefined}
        // RAC does not forward aria-busy itself; it tells screen readers the row's children are coming.
        render={(props) => <div {...props} aria-busy={isLoading || undefined} />}
      >
        <TreeItemContent>
          <div className={styles.content}>
            {expandable ? (
              <Button slot="chevron" className={styles.chevronButton}>
                <Chevron />
              </Button>
            ) : (
              <span className={styles.spacer} />
            )}
            {renderLabel ? renderLabel(node) : <span className={styles.label}>{node.label}</span>}
          </div>
        </TreeItemContent>
        {needsLoading(node, loaded) ? (
          // RAC counts this loader as a child row, so the row announces itself as collapsed and
          // expands with ArrowRight before anything is loaded; while loading it is the visible
          // 'Loading...' row under its parent.
          <TreeLoadMoreItem isLoading={isLoading} className={styles.loaderRow}>
            <span className={styles.loading}>
              <Spinner />
              {t('loading')}
            </span>
          </TreeLoadMoreItem>
        ) : (
          childrenOf(node, loaded).map(renderNode)
        )}
      </TreeItem>
    );
  };

  return (
    <AriaTree
      {...rest}
      expandedKeys={expanded}
      onExpandedChange={changeExpanded}
      className={[styles.tree, className].filter(Boolean).join(' ')}
    >
      {items.map(renderNode)}
    </AriaTree>
  );
}
