import type { Schemas } from '@pms/api-client';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { actionQuery, REFERENCE_STALE_MS, referenceQuery } from '../../../shared/query/actionQuery.ts';

/** A row of a `list-minimum` answer: what the booking screens' ComboBoxes and Selects offer. */
export interface Choice {
  id: number;
  code: string;
  name: string;
}

export type RoomTypeRow = Schemas['RoomType'];
export type RoomRow = Schemas['RoomMinimum'];
export type CountryRow = Schemas['CountryMinimum'];

/** "STD · Standard Double": how lists of the hotel's codes read. */
export const codeAndName = (choice: { code: string; name: string }) => `${choice.code} · ${choice.name}`;

/**
 * The hotel's room types in full (the stay editor needs their base rate and pax limits): a
 * reference list like the `list-minimum` ones, read once and shared by every booking screen.
 */
export const roomTypesQuery = () =>
  actionQuery('configuration/room-type', 'list', [], { staleTime: REFERENCE_STALE_MS });

const inSellingOrder = (rows: readonly RoomTypeRow[]) =>
  [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));

/** The room types a stay may take: the sold ones, and `keep` (a saved stay's) even when no longer sold. */
export const soldRoomTypes = (rows: readonly RoomTypeRow[], keep?: number | null): RoomTypeRow[] =>
  rows.filter((type) => type.active === 1 || type.id === keep);

/** The lists a booking picks from, each undefined while it is read. */
export interface BookingLists {
  /** Every room type, sold or not, in selling order (see soldRoomTypes). */
  roomTypes: RoomTypeRow[] | undefined;
  rooms: RoomRow[] | undefined;
  mealTypes: Choice[] | undefined;
  sources: Choice[] | undefined;
  markets: Choice[] | undefined;
  segments: Choice[] | undefined;
  rateCodes: Choice[] | undefined;
  companies: Choice[] | undefined;
  titles: Choice[] | undefined;
  countries: CountryRow[] | undefined;
  cancellationReasons: Choice[] | undefined;
  /** The first list that could not be read, to say why a choice is empty. */
  error: unknown;
}

/**
 * The lists every booking screen picks from: new reservation, walk-in and edit read the same
 * queries. A new booking also creates guests (titles, countries); a saved one has rooms and is
 * cancelled (rooms, cancellation reasons); a list a screen does not use is not read.
 */
export function useBookingLists(screen: 'new' | 'saved'): BookingLists {
  const isNew = screen === 'new';
  const reads = useQueries({
    queries: [
      roomTypesQuery(),
      { ...referenceQuery('configuration/room'), enabled: !isNew },
      referenceQuery('configuration/meal-type'),
      referenceQuery('configuration/source'),
      referenceQuery('configuration/market'),
      referenceQuery('configuration/segment'),
      referenceQuery('configuration/rate-code'),
      referenceQuery('reservation/company-profile'),
      { ...referenceQuery('configuration/title'), enabled: isNew },
      { ...referenceQuery('configuration/country'), enabled: isNew },
      { ...referenceQuery('configuration/cancellation-reason'), enabled: !isNew },
    ],
  });
  const [roomTypes, rooms, mealTypes, sources, markets, segments, rateCodes, companies, titles, countries, reasons] =
    reads;
  const error = reads.find((read) => read.isError)?.error ?? undefined;
  return useMemo(
    () => ({
      roomTypes: roomTypes.data ? inSellingOrder(roomTypes.data) : undefined,
      rooms: rooms.data,
      mealTypes: mealTypes.data,
      sources: sources.data,
      markets: markets.data,
      segments: segments.data,
      rateCodes: rateCodes.data,
      companies: companies.data,
      titles: titles.data as Choice[] | undefined,
      countries: countries.data,
      cancellationReasons: reasons.data,
      error,
    }),
    [
      roomTypes.data,
      rooms.data,
      mealTypes.data,
      sources.data,
      markets.data,
      segments.data,
      rateCodes.data,
      companies.data,
      titles.data,
      countries.data,
      reasons.data,
      error,
    ],
  );
}
