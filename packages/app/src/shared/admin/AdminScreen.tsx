import {
  Badge,
  type BadgeTone,
  Button,
  type DataGridColumn,
  dataGridColumn,
  IconButton,
  Notice,
  SearchField,
  Toolbar,
  Tooltip,
  TooltipTrigger,
} from '@pms/ui';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './AdminScreen.css.ts';
import { failureText } from './failures.ts';
import { EditIcon, PlusIcon, ReloadIcon, TrashIcon } from './icons.tsx';
import { commonMessages, moreBadgeMessage, moreLabelMessage } from './messages.ts';

interface AdminScreenProps {
  title: string;
  intro: string;
  /** Search, counts and the toolbar above the grid. */
  bar: ReactNode;
  /** A notice between the bar and the grid, e.g. why the list could not be loaded. */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame both administration screens share: heading, a bar of controls, then the list. */
export function AdminScreen({ title, intro, bar, notice, children }: AdminScreenProps) {
  const headingId = useId();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <header className={styles.heading}>
        <h1 id={headingId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      <div className={styles.panel}>
        <div className={styles.bar}>{bar}</div>
        {notice}
        {children}
      </div>
    </section>
  );
}

interface ListFilterProps {
  /** Names the search field for screen readers. */
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** How many rows the search leaves, e.g. "12 users"; null while the list loads. */
  count: string | null;
}

/** The search of a list and how many rows it leaves, at the start of the bar. */
export function ListFilter({ label, placeholder, query, onQueryChange, count }: ListFilterProps) {
  return (
    <div className={styles.barStart}>
      <SearchField
        aria-label={label}
        placeholder={placeholder}
        value={query}
        onChange={onQueryChange}
        className={styles.search}
      />
      <span className={styles.count} aria-live="polite">
        {count}
      </span>
    </div>
  );
}

interface ListActionsProps {
  /** Names the toolbar for screen readers. */
  label: string;
  onReload: () => void;
  isLoading: boolean;
  onAdd: () => void;
}

/** Reload and Add: the toolbar above every administration list. */
export function ListActions({ label, onReload, isLoading, onAdd }: ListActionsProps) {
  const intl = useIntl();
  return (
    <Toolbar aria-label={label} className={styles.toolbar}>
      <Button variant="secondary" onPress={onReload} isDisabled={isLoading}>
        <span className={styles.buttonContent}>
          <ReloadIcon />
          {intl.formatMessage(commonMessages.reload)}
        </span>
      </Button>
      <Button variant="primary" onPress={onAdd}>
        <span className={styles.buttonContent}>
          <PlusIcon />
          {intl.formatMessage(commonMessages.add)}
        </span>
      </Button>
    </Toolbar>
  );
}

interface EditDeleteActionsProps {
  onEdit: () => void;
  onDelete: () => void;
  /** More actions of the row, between Edit and Delete. */
  children?: ReactNode;
}

/** Edit, any actions of the row's own, then Delete: the row actions of a plain list. */
export function EditDeleteActions({ onEdit, onDelete, children }: EditDeleteActionsProps) {
  const intl = useIntl();
  return (
    <span className={styles.rowActions}>
      <RowAction label={intl.formatMessage(commonMessages.edit)} icon={<EditIcon />} onPress={onEdit} />
      {children}
      <RowAction label={intl.formatMessage(commonMessages.delete)} icon={<TrashIcon />} onPress={onDelete} />
    </span>
  );
}

/** Spec §8: a list that cannot be loaded says "Can not connect API", and why. */
export function LoadFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Notice tone="error" title={intl.formatMessage(commonMessages.canNotConnect)}>
      {failureText(intl, error)}
    </Notice>
  );
}

/**
 * The row actions' column. It comes first: at the spec's 1024 px the grid scrolls sideways, and
 * the actions must stay in view.
 */
export function actionsColumn<TRow>(
  header: string,
  width: number,
  render: (row: TRow) => ReactNode,
): DataGridColumn<TRow> {
  return dataGridColumn<TRow, string>({
    id: 'actions',
    accessor: () => '',
    header,
    width,
    enableSorting: false,
    csv: () => '',
    cell: (_value, row) => render(row),
  });
}

interface RowActionProps {
  label: string;
  icon: ReactNode;
  onPress: () => void;
  isDisabled?: boolean;
  /** Draws the eye to an action the row needs now (e.g. Unlock on a blocked user). */
  isUrgent?: boolean;
}

/** An icon button of a grid row, named for screen readers and explained by a tooltip on hover. */
export function RowAction({ label, icon, onPress, isDisabled, isUrgent }: RowActionProps) {
  return (
    <TooltipTrigger>
      <IconButton
        size="sm"
        aria-label={label}
        onPress={onPress}
        isDisabled={isDisabled}
        className={isUrgent && !isDisabled ? styles.urgentAction : undefined}
      >
        {icon}
      </IconButton>
      <Tooltip placement="top">{label}</Tooltip>
    </TooltipTrigger>
  );
}

interface BadgeListProps {
  items: readonly { key: string; content: ReactNode; label: string; tone?: BadgeTone }[];
  /** Badges shown before the rest fold into a "+N" badge; a 30 px row has room for one line. */
  visible?: number;
}

/** Short labels in a row, the overflow folded into "+N" with the hidden names for screen readers. */
export function BadgeList({ items, visible = 3 }: BadgeListProps) {
  const intl = useIntl();
  const shown = items.slice(0, visible);
  const hidden = items.slice(visible);
  const hiddenNames = hidden.map((item) => item.label).join(', ');
  return (
    <span className={styles.badges} title={items.map((item) => item.label).join(', ')}>
      {shown.map((item) => (
        <Badge key={item.key} tone={item.tone ?? 'neutral'} className={styles.badge}>
          <span className={styles.badgeText}>{item.content}</span>
        </Badge>
      ))}
      {hidden.length > 0 ? (
        <Badge className={styles.fixedBadge}>
          <span aria-hidden="true">{intl.formatMessage(moreBadgeMessage, { count: hidden.length })}</span>
          <span className={styles.visuallyHidden}>
            {intl.formatMessage(moreLabelMessage, { count: hidden.length, names: hiddenNames })}
          </span>
        </Badge>
      ) : null}
    </span>
  );
}
