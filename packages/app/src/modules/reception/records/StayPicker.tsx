import { ComboBox, ComboBoxItem, formatDate } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { arrivalChoicesQuery, type FrontDeskStay, inHouseChoicesQuery } from '../api/records.ts';
import { recordMessages as m, stayChoiceMessage } from './messages.ts';

/** The reservation and stay a record is for. */
export interface StayRef {
  reservationId: number;
  stayId: number | null;
}

interface StayPickerProps {
  value: StayRef | null;
  onChange: (value: StayRef | null) => void;
  label?: string;
  isRequired?: boolean;
  autoFocus?: boolean;
  /** The server's refusal of the stay (or reservation), shown under the field. */
  errorMessage?: string;
  /** A stay already chosen that is no longer in house or arriving (a record being corrected). */
  current?: { stayId: number | null; reservationId: number; label: string } | null;
}

interface Choice {
  id: number;
  reservationId: number;
  label: string;
  /** What typing matches: the room, the guest and the confirmation number (not the dates). */
  searchText: string;
}

/**
 * Chooses the guest a record is for: every stay in house and every arrival of the hotel date
 * (reservation/reservation `in-house` and `arrivals`), found by typing a room number, a name or a
 * confirmation number. Messages, flags, lost items and transfers all start here.
 */
export function StayPicker({ value, onChange, label, isRequired, autoFocus, errorMessage, current }: StayPickerProps) {
  const intl = useIntl();
  const inHouse = useQuery(inHouseChoicesQuery());
  const arrivals = useQuery(arrivalChoicesQuery());
  const choices = useMemo(() => {
    const describe = (stay: FrontDeskStay, state: string) =>
      intl.formatMessage(stayChoiceMessage, {
        room: stay.roomNumber || '—',
        guest: stay.guestName || stay.companyName,
        arrival: formatDate(stay.arrival),
        departure: formatDate(stay.departure),
        number: stay.confirmationNumber,
        state,
      });
    const seen = new Set<number>();
    const list: Choice[] = [];
    const add = (
      stays: readonly FrontDeskStay[] | undefined,
      state: string,
      keep: (stay: FrontDeskStay) => boolean,
    ) => {
      for (const stay of stays ?? []) {
        if (seen.has(stay.stayId) || !keep(stay)) continue;
        seen.add(stay.stayId);
        list.push({
          id: stay.stayId,
          reservationId: stay.reservationId,
          label: describe(stay, state),
          searchText: [stay.roomNumber, stay.guestName, stay.companyName, stay.confirmationNumber].join(' '),
        });
      }
    };
    add(inHouse.data, intl.formatMessage(m.stayInHouse), () => true);
    add(arrivals.data, intl.formatMessage(m.stayArriving), (stay) => stay.status !== 'in-house');
    list.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
    if (current?.stayId != null && !seen.has(current.stayId)) {
      list.unshift({ ...current, id: current.stayId, searchText: current.label });
    }
    return list;
  }, [inHouse.data, arrivals.data, intl, current]);
  const byId = useMemo(() => new Map(choices.map((choice) => [choice.id, choice])), [choices]);
  // Typing "202" finds room 202, not every stay of 2026: the dates are not searched.
  const searchByLabel = useMemo(
    () => new Map(choices.map((choice) => [choice.label, choice.searchText.toLocaleLowerCase()])),
    [choices],
  );
  const matches = (label: string, typed: string) =>
    (searchByLabel.get(label) ?? label.toLocaleLowerCase()).includes(typed.trim().toLocaleLowerCase());

  return (
    <ComboBox<Choice>
      name="stayId"
      label={label ?? intl.formatMessage(m.stay)}
      description={intl.formatMessage(m.stayHelp)}
      defaultItems={choices}
      selectedKey={value?.stayId ?? null}
      isRequired={isRequired}
      autoFocus={autoFocus}
      isLoading={inHouse.isPending || arrivals.isPending}
      isInvalid={errorMessage ? true : undefined}
      errorMessage={errorMessage}
      defaultFilter={matches}
      onSelectionChange={(key) => {
        const choice = key === null ? undefined : byId.get(Number(key));
        onChange(choice ? { reservationId: choice.reservationId, stayId: choice.id } : null);
      }}
    >
      {(choice) => (
        <ComboBoxItem id={choice.id} textValue={choice.label}>
          {choice.label}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
