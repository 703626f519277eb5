import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** How long an answered write waits for its own change to come back on the stream. */
const ANSWERED_KEPT_MS = 30_000;

type Apply = (alreadyInvalidated: readonly QueryKey[]) => void;

interface Entry {
  answered?: readonly QueryKey[];
  parked: Apply[];
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * This tab's own writes, by Idempotency-Key, so that the live stream does not read again what the
 * command itself just read again after its answer. The stream tells a session its own changes
 * with their key (the `intent`); such a change then skips the reads the command invalidated, and
 * still invalidates every other read it touches. A change that comes before the command's answer
 * waits for it; one of a failed command (the answer was lost after the commit) applies in full.
 */
export function createOwnWrites() {
  const entries = new Map<string, Entry>();

  function forget(intent: string) {
    clearTimeout(entries.get(intent)?.timer);
    entries.delete(intent);
  }

  return {
    /** A command with this Idempotency-Key is on its way. */
    begin(intent: string) {
      forget(intent);
      const entry: Entry = { parked: [] };
      entries.set(intent, entry);
      return {
        /** Answered: the command invalidates `keys` (prefixes) itself, now. */
        answered(keys: readonly QueryKey[]) {
          if (entries.get(intent) !== entry) return;
          const parked = entry.parked;
          entry.parked = [];
          entry.answered = keys;
          for (const apply of parked) apply(keys);
          if (parked.length > 0) forget(intent);
          else entry.timer = setTimeout(() => forget(intent), ANSWERED_KEPT_MS);
        },
        /** Failed or abandoned: nothing of it was invalidated by the command. */
        failed() {
          if (entries.get(intent) !== entry) return;
          forget(intent);
          for (const apply of entry.parked) apply([]);
        },
      };
    },

    /** A change of this session with this intent arrived; `apply` is told what not to read again. */
    claim(intent: string, apply: Apply) {
      const entry = entries.get(intent);
      if (!entry) {
        apply([]);
      } else if (entry.answered) {
        forget(intent);
        apply(entry.answered);
      } else {
        entry.parked.push(apply);
      }
    },
  };
}

export type OwnWrites = ReturnType<typeof createOwnWrites>;

const registries = new WeakMap<QueryClient, OwnWrites>();

/** The own-writes registry of a query client (one per tab's session). */
export function ownWritesOf(client: QueryClient): OwnWrites {
  let registry = registries.get(client);
  if (!registry) {
    registry = createOwnWrites();
    registries.set(client, registry);
  }
  return registry;
}
