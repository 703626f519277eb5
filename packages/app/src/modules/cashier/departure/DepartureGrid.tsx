import { Button, DataGrid, type DataGridColumn } from '@pms/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { Departure } from '../api/departure.ts';
import { departureMessages as m } from './messages.ts';

/** The guest folio of a stay, where a departure row opens. */
export const folioOf = (stay: Pick<Departure, 'stayId'>) => `/menu/app/guest-folio?stay=${stay.stayId}`;

/** The departures chosen in a list, and the one when exactly one is chosen. */
export function useDepartureChoice(rows: readonly Departure[]) {
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const byId = useMemo(() => new Map(rows.map((row) => [String(row.stayId), row])), [rows]);
  const one = selected.size === 1 ? byId.get(String([...selected][0])) : undefined;
  return { selected, setSelected, byId, one, clear: () => setSelected(new Set()) };
}

type DepartureChoice = ReturnType<typeof useDepartureChoice>;

/** A list of departures: several may be chosen; Enter or a click opens the stay's guest folio. */
export function DepartureGrid({
  label,
  columns,
  rows,
  choice,
  isLoading,
}: {
  label: string;
  columns: DataGridColumn<Departure>[];
  rows: Departure[];
  choice: DepartureChoice;
  isLoading: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DataGrid
      aria-label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.stayId)}
      selectionMode="multiple"
      selectedKeys={choice.selected}
      onSelectionChange={choice.setSelected}
      onRowAction={(key) => {
        const row = choice.byId.get(String(key));
        if (row) navigate(folioOf(row));
      }}
      isLoading={isLoading}
      maxHeight="max(15rem, calc(100vh - 22rem))"
    />
  );
}

/** Opens the chosen departure's guest folio. */
export function OpenFolioButton({ stay }: { stay: Departure | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Button variant="secondary" isDisabled={!stay} onPress={() => stay && navigate(folioOf(stay))}>
      {intl.formatMessage(m.openFolio)}
    </Button>
  );
}
