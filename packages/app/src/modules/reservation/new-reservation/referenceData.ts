import type { Schemas } from '@pms/api-client';
import { useEffect, useMemo, useState } from 'react';
import { useActionData } from '../../../shared/api.ts';

/** A row of a `list-minimum` answer, as the form's ComboBoxes show it. */
export interface Choice {
  id: number;
  code: string;
  name: string;
}

export type RoomTypeRow = Schemas['RoomType'];

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

const NONE: [] = [];

/** The lists the booking form picks from; `failed` when one of them could not be read. */
export function useReferenceData(): { data: ReferenceData | undefined; failed: unknown } {
  const roomTypes = useActionData('configuration/room-type', 'list', NONE);
  const mealTypes = useActionData('configuration/meal-type', 'list-minimum', NONE);
  const sources = useActionData('configuration/source', 'list-minimum', NONE);
  const markets = useActionData('configuration/market', 'list-minimum', NONE);
  const segments = useActionData('configuration/segment', 'list-minimum', NONE);
  const rateCodes = useActionData('configuration/rate-code', 'list-minimum', NONE);
  const companies = useActionData('reservation/company-profile', 'list-minimum', NONE);
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

/** `value` once it has stopped changing for `delay` ms: what is asked of the server while typing. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** "STD · Standard Double": how lists of the hotel's codes read. */
export const codeAndName = (choice: { code: string; name: string }) => `${choice.code} · ${choice.name}`;
