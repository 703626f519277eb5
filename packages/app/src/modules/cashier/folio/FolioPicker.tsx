import { ComboBox, ComboBoxItem, formatMoney } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDebounced } from '../../../shared/useDebounced.ts';
import { type FolioListRow, folioListQuery } from '../api/folio.ts';
import { folioMessages as m } from './messages.ts';

/** How a folio reads in a list of folios: "204 · Smith, John" or the house account's name. */
export const folioRowLabel = (row: FolioListRow) => (row.roomNumber ? `${row.roomNumber} · ${row.label}` : row.label);

export interface FolioTarget {
  folioId?: number;
  stayId?: number;
  label: string;
}

/**
 * Picks an open folio by typing a room, name or account (the folio list's search); an in-house
 * stay not charged yet is offered by its stay. `exclude` leaves the folio being worked on out.
 */
export function FolioPicker({
  label,
  value,
  onChange,
  exclude,
  errorMessage,
  withoutStays = false,
}: {
  label: string;
  value: FolioTarget | null;
  onChange: (target: FolioTarget | null) => void;
  exclude?: number | null;
  errorMessage?: string | undefined;
  withoutStays?: boolean;
}) {
  const intl = useIntl();
  const [text, setText] = useState(value?.label ?? '');
  const search = useDebounced(text.trim(), 250);
  const found = useQuery(folioListQuery({ status: 'open', limit: 20, ...(search ? { search } : {}) }));
  const rows = (found.data?.rows ?? []).filter(
    (row) =>
      (exclude == null || row.id !== exclude) && row.ownerKind !== 'reservation' && (!withoutStays || row.id !== null),
  );
  const keyOf = (row: FolioListRow) => (row.id !== null ? `f${row.id}` : `s${row.stayId}`);
  return (
    <ComboBox
      label={label}
      placeholder={intl.formatMessage(m.findFolio)}
      inputValue={text}
      onInputChange={setText}
      selectedKey={value ? (value.folioId !== undefined ? `f${value.folioId}` : `s${value.stayId}`) : null}
      onSelectionChange={(key) => {
        const row = rows.find((candidate) => keyOf(candidate) === key);
        if (!row) return onChange(null);
        const target = {
          ...(row.id !== null ? { folioId: row.id } : { stayId: row.stayId as number }),
          label: folioRowLabel(row),
        };
        setText(target.label);
        onChange(target);
      }}
      items={rows}
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
      menuTrigger="focus"
    >
      {(row: FolioListRow) => (
        <ComboBoxItem id={keyOf(row)} textValue={folioRowLabel(row)}>
          {`${folioRowLabel(row)} · ${formatMoney(row.balance)}`}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
