import { Dialog, DialogTrigger } from 'react-aria-components';
import { useUiStrings } from '../../i18n/strings.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../Checkbox/Checkbox.tsx';
import { FieldPopover, useThemedPortal } from '../Field/FieldOverlay.tsx';
import * as styles from './ColumnChooser.css.ts';
import { strings } from './ColumnChooser.strings.ts';
import type { ColumnVisibility } from './useColumnVisibility.ts';

export interface ColumnChooserColumn {
  id: string;
  /** The column's header text (a DataGridColumn passes as it is). */
  header: string;
}

export interface ColumnChooserProps {
  /** Every column of the grid, in its order. */
  columns: readonly ColumnChooserColumn[];
  /** The grid's `columnVisibility`: `false` hides a column. */
  visibility: ColumnVisibility;
  onVisibilityChange: (next: ColumnVisibility) => void;
  /** What "Show the usual columns" restores; every column shown when not set. */
  defaultVisibility?: ColumnVisibility;
  /** Columns that always show, e.g. the one naming the row; listed, checked and disabled. */
  requiredColumns?: readonly string[];
  /** The button's text; "Columns" when not set. */
  label?: string;
  className?: string;
}

/**
 * Lets staff choose which columns of a DataGrid show: a button that opens a popover of check
 * boxes, one per column, and a way back to the usual set. The last shown column cannot be
 * hidden. Controlled: keep the choice with `useColumnVisibility` to remember it per list.
 */
export function ColumnChooser({
  columns,
  visibility,
  onVisibilityChange,
  defaultVisibility,
  requiredColumns = [],
  label,
  className,
}: ColumnChooserProps) {
  const t = useUiStrings(strings, '@pms/ui/ColumnChooser');
  const portal = useThemedPortal();
  const isShown = (id: string) => requiredColumns.includes(id) || visibility[id] !== false;
  const shown = columns.filter((column) => isShown(column.id)).map((column) => column.id);
  const only = shown.length === 1 ? shown[0] : undefined;

  const choose = (values: string[]) => {
    const next: Record<string, boolean> = {};
    for (const column of columns) next[column.id] = requiredColumns.includes(column.id) || values.includes(column.id);
    onVisibilityChange(next);
  };
  const usual = Object.fromEntries(columns.map((column) => [column.id, defaultVisibility?.[column.id] !== false]));
  const isUsual = columns.every((column) => isShown(column.id) === usual[column.id]);

  return (
    <span ref={portal.ref} className={className}>
      <DialogTrigger>
        <Button variant="secondary">
          <span className={styles.triggerContent}>
            <ColumnsIcon />
            {label ?? t('columns')}
            <span className={styles.count}>{t('shownCount', { shown: shown.length, total: columns.length })}</span>
          </span>
        </Button>
        <FieldPopover portalContainer={portal.container} placement="bottom end" matchTriggerWidth={false}>
          <Dialog aria-label={t('columnsShown')} className={styles.dialog}>
            <CheckboxGroup label={t('columnsShown')} value={shown} onChange={choose}>
              {columns.map((column) => (
                <Checkbox
                  key={column.id}
                  value={column.id}
                  isDisabled={requiredColumns.includes(column.id) || column.id === only}
                >
                  {column.header}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <Button variant="secondary" size="sm" isDisabled={isUsual} onPress={() => onVisibilityChange(usual)}>
              {t('reset')}
            </Button>
          </Dialog>
        </FieldPopover>
      </DialogTrigger>
    </span>
  );
}

function ColumnsIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2.5" width="12" height="11" rx="1.5" />
      <path d="M6 2.5v11M10 2.5v11" />
    </svg>
  );
}
