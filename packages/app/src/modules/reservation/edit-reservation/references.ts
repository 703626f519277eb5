import type { Schemas } from '@pms/api-client';
import { useMemo } from 'react';
import { type Loadable, useActionData } from '../../../shared/api.ts';

const NONE: [] = [];

/** A choice of a reference list: the id and what staff read ("STD · Standard Double"). */
export interface Choice {
  id: number;
  code: string;
  label: string;
}

export type RoomTypeRow = Schemas['RoomType'];
export type RoomRow = Schemas['RoomMinimum'];

/** The lists the edit screen picks from, read once when it opens; each undefined while it loads. */
export interface References {
  roomTypes: RoomTypeRow[] | undefined;
  rooms: RoomRow[] | undefined;
  mealTypes: Choice[] | undefined;
  sources: Choice[] | undefined;
  markets: Choice[] | undefined;
  segments: Choice[] | undefined;
  rateCodes: Choice[] | undefined;
  companies: Choice[] | undefined;
  cancellationReasons: Choice[] | undefined;
  /** The first list that could not be read, to say why a choice is empty. */
  error: unknown;
}

type Minimum = { id: number; code: string; name: string };

const choicesOf = (rows: readonly Minimum[]): Choice[] =>
  rows.map((row) => ({ id: row.id, code: row.code, label: `${row.code} · ${row.name}` }));

function ready<T>(loadable: Loadable<T>): T | undefined {
  return loadable.state === 'ready' ? loadable.data : undefined;
}

export function useReferences(): References {
  const roomTypes = useActionData('configuration/room-type', 'list', NONE);
  const rooms = useActionData('configuration/room', 'list-minimum', NONE);
  const mealTypes = useActionData('configuration/meal-type', 'list-minimum', NONE);
  const sources = useActionData('configuration/source', 'list-minimum', NONE);
  const markets = useActionData('configuration/market', 'list-minimum', NONE);
  const segments = useActionData('configuration/segment', 'list-minimum', NONE);
  const rateCodes = useActionData('configuration/rate-code', 'list-minimum', NONE);
  const companies = useActionData('reservation/company-profile', 'list-minimum', NONE);
  const reasons = useActionData('configuration/cancellation-reason', 'list-minimum', NONE);
  const all = [roomTypes, rooms, mealTypes, sources, markets, segments, rateCodes, companies, reasons];
  const error = all.find((loadable) => loadable.state === 'failed');
  return useMemo(() => {
    const minimum = (loadable: Loadable<Minimum[]>) => {
      const rows = ready(loadable);
      return rows ? choicesOf(rows) : undefined;
    };
    return {
      roomTypes: ready(roomTypes),
      rooms: ready(rooms),
      mealTypes: minimum(mealTypes),
      sources: minimum(sources),
      markets: minimum(markets),
      segments: minimum(segments),
      rateCodes: minimum(rateCodes),
      companies: minimum(companies),
      cancellationReasons: minimum(reasons),
      error: error?.state === 'failed' ? error.error : undefined,
    };
  }, [roomTypes, rooms, mealTypes, sources, markets, segments, rateCodes, companies, reasons, error]);
}
