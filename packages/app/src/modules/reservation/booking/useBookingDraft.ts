import { useCallback, useRef, useState } from 'react';
import { stayIndexOf, withoutProblems } from './checks.ts';
import type { BookingDraft, StayDraft } from './draft.ts';

/** Messages by input name ('stays.0.arrival'); 'stays.0' is about a stay as a whole. */
export type FieldMessages = Readonly<Record<string, string>>;

/** Applies a change to one stay; `fields` names the inputs that changed, so their messages go. */
export type StayChange = (key: string, change: (stay: StayDraft) => StayDraft, fields: readonly string[]) => void;

/**
 * The booking staff are editing, headless: the draft, the messages shown at its fields, and the
 * changes the screens make to it. The new-reservation, walk-in and edit-reservation screens all
 * keep their booking here; what a screen reads or sends is its own.
 */
export function useBookingDraft(start: () => BookingDraft) {
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<FieldMessages>({});
  const added = useRef(0);

  const forget = useCallback((fields: readonly string[]) => {
    if (fields.length > 0) setErrors((current) => withoutProblems(current, fields));
  }, []);

  /** Sets booking fields; `fields` (default: the names set) lose their messages. */
  const set = useCallback(
    (patch: Partial<Omit<BookingDraft, 'stays'>>, fields: readonly string[] = Object.keys(patch)) => {
      setDraft((current) => ({ ...current, ...patch }));
      forget(fields);
    },
    [forget],
  );

  const changeStay = useCallback<StayChange>(
    (key, change, fields) => {
      setDraft((current) => {
        let changed = false;
        const stays = current.stays.map((stay) => {
          if (stay.key !== key) return stay;
          const next = change(stay);
          changed ||= next !== stay;
          return next;
        });
        return changed ? { ...current, stays } : current;
      });
      forget(fields);
    },
    [forget],
  );

  /** A key for a stay added now, never used before in this draft. */
  const newStayKey = useCallback(() => {
    added.current += 1;
    return `new-${added.current}`;
  }, []);

  const addStay = useCallback(
    (stay: StayDraft) => {
      setDraft((current) => ({ ...current, stays: [...current.stays, stay] }));
      forget(['stays']);
    },
    [forget],
  );

  const removeStay = useCallback((key: string) => {
    setDraft((current) => ({ ...current, stays: current.stays.filter((stay) => stay.key !== key) }));
    // Messages of stays name them by place, which a removal shifts.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => stayIndexOf(name) === null)));
  }, []);

  /** Starts again from `next` (a reservation read again, or saved), without messages. */
  const reset = useCallback((next: BookingDraft) => {
    setDraft(next);
    setErrors({});
  }, []);

  return { draft, errors, setErrors, set, changeStay, newStayKey, addStay, removeStay, reset, forget };
}

export type BookingDraftState = ReturnType<typeof useBookingDraft>;
