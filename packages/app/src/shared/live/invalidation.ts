import type { QueryKey } from '@tanstack/react-query';

// Which reads a change makes stale. Query keys start with the action's path (shared/query), so a
// change is matched to reads by path: the reads of its own path always, and for a change to
// stays, rooms or their status every front-desk read, by prefix, so that a screen added under
// `reception/` or `housekeeping/` is kept live without being listed here.

/** Writes that change what the front desk sees: stays, guests on them, rooms and room status. */
const FRONT_DESK_WRITES = [
  /^reservation\/(reservation|allotment|guest-profile|company-profile)$/,
  /^reception\//,
  /^housekeeping\//,
  // The rack, room control and availability list the rooms themselves.
  /^configuration\/(room|room-type|floor|building)$/,
];

/** Reads that show stays, rooms, their status or figures made of them. */
const FRONT_DESK_READS = [
  /^reservation\/(reservation|availability|allotment)$/,
  /^reception\//,
  /^housekeeping\//,
  // The dashboard's figures and the reservation and reception reports.
  /^report\//,
];

/** Reads of other paths that show what a write changes, beyond the front desk. */
const ALSO_CHANGES: Record<string, readonly string[]> = {
  'configuration/rate-code': ['reservation/rate'],
  'security/role': ['security/user'],
};

const pathOf = (queryKey: QueryKey): string | undefined => (typeof queryKey[0] === 'string' ? queryKey[0] : undefined);

/** Whether a change of `changedPath` makes the read keyed `queryKey` stale. */
export function isChangedBy(changedPath: string, queryKey: QueryKey): boolean {
  const path = pathOf(queryKey);
  if (path === undefined) return false;
  if (path === changedPath) return true;
  if (ALSO_CHANGES[changedPath]?.includes(path)) return true;
  return FRONT_DESK_WRITES.some((write) => write.test(changedPath)) && FRONT_DESK_READS.some((read) => read.test(path));
}

/** Whether `queryKey` starts with `prefix`, as TanStack Query matches invalidation keys. */
export function startsWithKey(queryKey: QueryKey, prefix: QueryKey): boolean {
  return (
    prefix.length <= queryKey.length &&
    prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(queryKey[index]))
  );
}
