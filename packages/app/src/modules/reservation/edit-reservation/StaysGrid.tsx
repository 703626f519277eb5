import { DataGrid, type DataGridColumn, dataGridColumn, formatDate, formatMoney } from '@pms/ui';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { TrashIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import type { BookingLists } from '../api/references.ts';
import type { StayAvailability } from '../booking/availability.ts';
import { type StayDraft, stayTotal } from '../booking/draft.ts';
import { nightsBetween } from '../nights.ts';
import * as styles from './EditReservationPage.css.ts';
import { availableShortMessage, editMessages as m, shortShortMessage } from './messages.ts';

interface StayRow {
  key: string;
  index: number;
  stay: StayDraft;
  availability: StayAvailability | undefined;
}

interface StaysGridProps {
  stays: StayDraft[];
  lists: BookingLists;
  availability: ReadonlyMap<string, StayAvailability>;
  isChecking: boolean;
  /** The booking's status holds rooms; waitlist and tentative ones hold none. */
  holdsRooms: boolean;
  /** Positions of the stays the last save found something wrong with. */
  problemLines: ReadonlySet<number>;
  selectedKey: string | null;
  isDisabled: boolean;
  onSelect: (key: string) => void;
  onRemove: (index: number) => void;
}

/** The stays in one grid: choosing a row opens it in the editor below. */
export const StaysGrid = memo(function StaysGrid({
  stays,
  lists,
  availability,
  isChecking,
  holdsRooms,
  problemLines,
  selectedKey,
  isDisabled,
  onSelect,
  onRemove,
}: StaysGridProps) {
  const intl = useIntl();
  // The availability rides on the rows: the grid draws a row again when its row object changes.
  const rows = useMemo<StayRow[]>(
    () => stays.map((stay, index) => ({ key: stay.key, index, stay, availability: availability.get(stay.key) })),
    [stays, availability],
  );
  const columns = useMemo<DataGridColumn<StayRow>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    const typeCode = (id: number | null) => lists.roomTypes?.find((type) => type.id === id)?.code ?? none;
    const roomNumber = (id: number | null) =>
      id === null ? none : (lists.rooms?.find((room) => room.id === id)?.roomNumber ?? none);
    const mealCode = (id: number | null) =>
      id === null ? none : (lists.mealTypes?.find((meal) => meal.id === id)?.code ?? none);
    const availabilityText = (row: StayRow): string => {
      if (!holdsRooms) return intl.formatMessage(m.noInventoryShort);
      if (isChecking) return '…';
      const view = row.availability;
      switch (view?.kind) {
        case 'left':
          return intl.formatMessage(availableShortMessage, { count: view.left - 1 });
        case 'none':
          return intl.formatMessage(shortShortMessage, { count: view.nights.length });
        default:
          return none;
      }
    };
    return [
      dataGridColumn<StayRow, string>({
        id: 'line',
        accessor: (row) => (row.stay.lineNumber ? String(row.stay.lineNumber) : intl.formatMessage(m.newLine)),
        header: intl.formatMessage(m.line),
        width: 60,
        isRowHeader: true,
        cell: (value, row) => (
          <span className={styles.lineCell}>
            {value}
            {problemLines.has(row.index) ? (
              <span className={styles.problemMark}>
                <span aria-hidden="true">!</span>
                <span className={adminStyles.visuallyHidden}>{intl.formatMessage(m.problemsTitle)}</span>
              </span>
            ) : null}
          </span>
        ),
      }),
      dataGridColumn<StayRow, string>({
        id: 'roomType',
        accessor: (row) => typeCode(row.stay.roomTypeId),
        header: intl.formatMessage(m.roomType),
        width: 90,
      }),
      dataGridColumn<StayRow, string>({
        id: 'room',
        accessor: (row) => roomNumber(row.stay.roomId),
        header: intl.formatMessage(m.room),
        width: 70,
      }),
      dataGridColumn<StayRow, string>({
        id: 'arrival',
        accessor: (row) => row.stay.arrival ?? '',
        header: intl.formatMessage(m.arrival),
        width: 110,
        format: (value) => (value ? formatDate(value) : none),
      }),
      dataGridColumn<StayRow, string>({
        id: 'departure',
        accessor: (row) => row.stay.departure ?? '',
        header: intl.formatMessage(m.departure),
        width: 110,
        format: (value) => (value ? formatDate(value) : none),
      }),
      dataGridColumn<StayRow, number>({
        id: 'nights',
        accessor: (row) =>
          row.stay.arrival && row.stay.departure ? nightsBetween(row.stay.arrival, row.stay.departure) : 0,
        header: intl.formatMessage(m.nights),
        width: 68,
        align: 'end',
        format: (value) => intl.formatNumber(value),
      }),
      dataGridColumn<StayRow, string>({
        id: 'pax',
        accessor: (row) => `${row.stay.adults} / ${row.stay.children}`,
        header: intl.formatMessage(m.pax),
        width: 64,
        align: 'end',
      }),
      dataGridColumn<StayRow, string>({
        id: 'meal',
        accessor: (row) => mealCode(row.stay.mealTypeId),
        header: intl.formatMessage(m.mealPlan),
        width: 80,
      }),
      dataGridColumn<StayRow, string>({
        id: 'total',
        accessor: (row) => stayTotal(row.stay),
        header: intl.formatMessage(m.amount),
        width: 105,
        align: 'end',
        format: (value) => formatMoney(value),
      }),
      dataGridColumn<StayRow, string>({
        id: 'availability',
        accessor: availabilityText,
        header: intl.formatMessage(m.availability),
        width: 105,
        cell: (value, row) => {
          const kind = holdsRooms && !isChecking ? row.availability?.kind : undefined;
          const className = kind === 'none' ? styles.gridShort : kind === 'left' ? styles.gridGood : undefined;
          return <span className={className}>{value}</span>;
        },
      }),
      dataGridColumn<StayRow, string>({
        id: 'actions',
        accessor: () => '',
        header: intl.formatMessage(commonMessages.actions),
        width: 72,
        enableSorting: false,
        cell: (_, row) => (
          <RowAction
            label={intl.formatMessage(m.removeStay)}
            icon={<TrashIcon />}
            isDisabled={isDisabled}
            onPress={() => onRemove(row.index)}
          />
        ),
      }),
    ];
  }, [intl, lists, problemLines, isDisabled, onRemove, holdsRooms, isChecking]);

  return (
    <DataGrid
      aria-label={intl.formatMessage(m.staysGrid)}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.key}
      selectionMode="single"
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (key !== undefined) onSelect(String(key));
      }}
      maxHeight="15rem"
    />
  );
});
