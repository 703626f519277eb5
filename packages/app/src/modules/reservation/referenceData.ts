import type { Schemas } from '@pms/api-client';
import { useEffect, useMemo, useState } from 'react';
import { type Loadable, useActionData } from '../../shared/api.ts';

const NONE: [] = [];

/** A row of a `list-minimum` answer, as the new-reservation form's ComboBoxes show it. */
export interface Choice {
  id: number;
  code: string;
  name: string;
}

/** A choice of a reference list for the edit screen: the id and what staff read ("STD · Standard Double"). */
export interface LabelledChoice {
  id: number;
  code: string;
  label: string;
}

export type RoomTypeRow = Schemas['RoomType'];
export type RoomRow = Schemas['RoomMinimum'];

/** "STD · Standard Double": how lists of the hotel's codes read. */
export const codeAndName = (choice: { code: string; name: string }) => `${choice.code} · ${choice.name}`;

/** The lists every booking screen picks from, so new and edit reservation read the same actions. */
function useBookingLists() {
  return {
    roomTypes: useActionData('configuration/room-type', 'list', NONE),
    mealTypes: useActionData('configuration/meal-type', 'list-minimum', NONE),
    sources: useActionData('configuration/source', 'list-minimum', NONE),
    markets: useActionData('configuration/market', 'list-minimum', NONE),
    segments: useActionData('configuration/segment', 'list-minimum', NONE),
    rateCodes: useActionData('configuration/rate-code', 'list-minimum', NONE),
    companies: useActionData('reservation/company-profile', 'list-minimum', NONE),
  };
}

export interface ReferenceData {
  /** Room types that are sold, in selling order. */
  roomTypes: RoomTypeRow[];
  mealTypes: Choice[];
  sources: Choice[];
  markets: Choice[];
  segments: Choice[];
  rateCodes: Choice[];
  companies: Choice[];
  titles: Choice[];
  countries: Schemas['CountryMinimum'][];
}

/** The lists the booking form picks from; `failed` when one of them could not be read. */
export function useReferenceData(): { data: ReferenceData | undefined; failed: unknown } {
  const { roomTypes, mealTypes, sources, markets, segments, rateCodes, companies } = useBookingLists();
  const titles = useActionData('configuration/title', 'list-minimum', NONE);
  const countries = useActionData('configuration/country', 'list-minimum', NONE);
  const all = [roomTypes, mealTypes, sources, markets, segments, rateCodes, companies, titles, countries];
  const failure = all.find((list) => list.state === 'failed');
  const ready = all.every((list) => list.state === 'ready');

  const data = useMemo<ReferenceData | undefined>(() => {
    if (
      roomTypes.state !== 'ready' ||
      mealTypes.state !== 'ready' ||
      sources.state !== 'ready' ||
      markets.state !== 'ready' ||
      segments.state !== 'ready' ||
      rateCodes.state !== 'ready' ||
      companies.state !== 'ready' ||
      titles.state !== 'ready' ||
      countries.state !== 'ready'
    ) {
      return undefined;
    }
    return {
      roomTypes: roomTypes.data
        .filter((type) => type.active === 1)
        .sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code)),
      mealTypes: mealTypes.data,
      sources: sources.data,
      markets: markets.data,
      segments: segments.data,
      rateCodes: rateCodes.data,
      companies: companies.data,
      titles: titles.data as Choice[],
      countries: countries.data,
    };
  }, [roomTypes, mealTypes, sources, markets, segments, rateCodes, companies, titles, countries]);

  return { data: ready ? data : undefined, failed: failure?.state === 'failed' ? failure.error : undefined };
}

/** The lists the edit screen picks from, read once when it opens; each undefined while it loads. */
export interface References {
  roomTypes: RoomTypeRow[] | undefined;
  rooms: RoomRow[] | undefined;
  mealTypes: LabelledChoice[] | undefined;
  sources: LabelledChoice[] | undefined;
  markets: LabelledChoice[] | undefined;
  segments: LabelledChoice[] | undefined;
  rateCodes: LabelledChoice[] | undefined;
  companies: LabelledChoice[] | undefined;
  cancellationReasons: LabelledChoice[] | undefined;
  /** The first list that could not be read, to say why a choice is empty. */
  error: unknown;
}

function readyData<T>(loadable: Loadable<T>): T | undefined {
  return loadable.state === 'ready' ? loadable.data : undefined;
}

export function useReferences(): References {
  const { roomTypes, mealTypes, sources, markets, segments, rateCodes, companies } = useBookingLists();
  const rooms = useActionData('configuration/room', 'list-minimum', NONE);
  const reasons = useActionData('configuration/cancellation-reason', 'list-minimum', NONE);
  const all = [roomTypes, rooms, mealTypes, sources, markets, segments, rateCodes, companies, reasons];
  const error = all.find((loadable) => loadable.state === 'failed');
  return useMemo(() => {
    const labelled = (loadable: Loadable<Choice[]>) =>
      readyData(loadable)?.map((row) => ({ id: row.id, code: row.code, label: codeAndName(row) }));
    return {
      roomTypes: readyData(roomTypes),
      rooms: readyData(rooms),
      mealTypes: labelled(mealTypes),
      sources: labelled(sources),
      markets: labelled(markets),
      segments: labelled(segments),
      rateCodes: labelled(rateCodes),
      companies: labelled(companies),
      cancellationReasons: labelled(reasons),
      error: error?.state === 'failed' ? error.error : undefined,
    };
  }, [roomTypes, rooms, mealTypes, sources, markets, segments, rateCodes, companies, reasons, error]);
}

/** `value` once it has stopped changing for `delay` ms: what is asked of the server while typing. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
