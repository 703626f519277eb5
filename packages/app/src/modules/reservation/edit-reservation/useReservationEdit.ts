import type { Schemas } from '@pms/api-client';
import { ReservationUpdate as bookingRules } from '@pms/api-client/fieldRules';
import { useDialogs, useToast } from '@pms/ui';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { addDays, localToday } from '../../../shared/dates.ts';
import type { BookingLists } from '../api/references.ts';
import { useReinstateReservation, useUpdateReservation } from '../api/reservation.ts';
import { heldRooms } from '../booking/availability.ts';
import { type RoomTypeFacts, stayIndexOf, toUpdateRequest, validateBooking } from '../booking/checks.ts';
import { draftOf, isBeforeArrival, isChanged, newStay, type StayDraft, tidyAmount } from '../booking/draft.ts';
import { fieldMessagesOf, problemTexts } from '../booking/problems.ts';
import { useBookingDraft } from '../booking/useBookingDraft.ts';
import { editMessages as m, valueMessages as v } from './messages.ts';

type Reservation = Schemas['Reservation'];

/**
 * The edit screen's state around one saved reservation: the draft staff change (the shared
 * booking model), the version it was read at, and what Save, Reinstate, Discard and Reload do.
 * A save the server refuses shows its reasons at the named fields; one refused as stale offers
 * the current version instead.
 */
export function useReservationEdit(loaded: Reservation, lists: BookingLists, hotelDate: string | undefined) {
  const intl = useIntl();
  const toast = useToast();
  const dialogs = useDialogs();
  // The version the draft started from; a save, a cancel or a reload starts it again.
  const [reservation, setReservation] = useState(loaded);
  const booking = useBookingDraft(() => draftOf(loaded));
  const { draft, setErrors, reset, removeStay, addStay, newStayKey } = booking;
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [isStale, setStale] = useState(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(draft.stays[0]?.key ?? null);
  // A new key for the inputs that keep their own state (the guest search) whenever the form restarts.
  const [restarts, setRestarts] = useState(0);
  const update = useUpdateReservation();
  const reinstateCommand = useReinstateReservation();

  /** The form starts again from what the server answered. */
  const accept = useCallback(
    (fresh: Reservation, select?: 'last') => {
      const next = draftOf(fresh);
      setReservation(fresh);
      reset(next);
      setFailure(null);
      setStale(false);
      setRestarts((count) => count + 1);
      setSelectedKey((current) =>
        select === 'last'
          ? (next.stays.at(-1)?.key ?? null)
          : next.stays.some((stay) => stay.key === current)
            ? current
            : (next.stays[0]?.key ?? null),
      );
    },
    [reset],
  );

  const isEditable = isBeforeArrival(reservation.status);
  const isBusy = update.isPending || reinstateCommand.isPending;
  const held = useMemo(() => heldRooms(reservation.stays), [reservation.stays]);
  const roomTypeFacts = useMemo(
    () =>
      new Map<number, RoomTypeFacts>(
        (lists.roomTypes ?? []).map((type) => [
          type.id,
          { id: type.id, code: type.code, maxAdults: type.maxAdults, maxChildren: type.maxChildren },
        ]),
      ),
    [lists.roomTypes],
  );
  const baseRateOf = (roomTypeId: number | null) =>
    lists.roomTypes?.find((type) => type.id === roomTypeId)?.baseRate ?? '0.00';

  const selectFirstStayProblem = (found: Readonly<Record<string, string>>) => {
    const indexes = Object.keys(found)
      .map(stayIndexOf)
      .filter((index) => index !== null);
    const stay = indexes.length > 0 ? draft.stays[Math.min(...indexes)] : undefined;
    if (stay) setSelectedKey(stay.key);
  };

  const addRoomStay = () => {
    const last = draft.stays.at(-1);
    const roomTypeId = last?.roomTypeId ?? lists.roomTypes?.find((type) => type.active === 1)?.id ?? null;
    const arrival = last?.arrival ?? hotelDate ?? localToday();
    // A second room is most often like the first: same dates, guests, meal plan and rates, until
    // the rate code prices it.
    const stay = newStay(newStayKey(), {
      roomTypeId,
      arrival,
      departure: last?.departure ?? addDays(arrival, 1),
      adults: last?.adults ?? 2,
      children: last?.children ?? 0,
      mealTypeId: last?.mealTypeId ?? null,
    });
    const priced: StayDraft = {
      ...stay,
      nights: stay.nights.map((night, at) => ({
        ...night,
        amount: last?.nights[at]?.amount ?? tidyAmount(baseRateOf(roomTypeId)),
      })),
    };
    addStay(priced);
    setSelectedKey(priced.key);
  };

  const removeRoomStay = async (index: number) => {
    const stay = draft.stays[index];
    if (!stay) return;
    if (draft.stays.length === 1) {
      await dialogs.error({ message: intl.formatMessage(m.lastStay) });
      return;
    }
    const name = stay.lineNumber
      ? intl.formatMessage(v.stayHeading, { line: stay.lineNumber })
      : intl.formatMessage(m.newStayHeading);
    const sure = await dialogs.confirm({
      message: intl.formatMessage(v.removeStayQuestion, { stay: name }),
      isDestructive: true,
    });
    if (!sure) return;
    removeStay(stay.key);
    if (stay.key === selectedKey) {
      const left = draft.stays.filter((each) => each.key !== stay.key);
      setSelectedKey(left[Math.min(index, left.length - 1)]?.key ?? null);
    }
  };

  const save = async () => {
    if (isBusy || isStale) return;
    const savedArrivals = new Map(reservation.stays.map((stay) => [stay.id, stay.arrival]));
    const found = problemTexts(intl, validateBooking(draft, { hotelDate, roomTypes: roomTypeFacts, savedArrivals }));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure({ title: intl.formatMessage(m.problemsTitle), text: Object.values(found)[0] ?? '' });
      selectFirstStayProblem(found);
      return;
    }
    const selected = draft.stays.find((stay) => stay.key === selectedKey);
    try {
      const [saved] = await update.run([toUpdateRequest(draft, reservation)]);
      // A stay added here has its id now; the editor stays on it.
      if (saved) accept(saved, selected?.id === undefined ? 'last' : undefined);
      toast.show({ tone: 'success', title: intl.formatMessage(v.saved, { number: reservation.confirmationNumber }) });
    } catch (error) {
      if (isStaleVersion(error)) {
        setStale(true);
        return;
      }
      const fieldErrors = fieldMessagesOf(fieldErrorsOf(error, [], intl, bookingRules));
      setErrors(fieldErrors);
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      selectFirstStayProblem(fieldErrors);
    }
  };

  const reinstate = async () => {
    const sure = await dialogs.confirm({
      message: intl.formatMessage(v.reinstateQuestion, { number: reservation.confirmationNumber }),
    });
    if (!sure) return;
    setFailure(null);
    try {
      const [back] = await reinstateCommand.run([{ id: reservation.id, version: reservation.version }]);
      if (back) accept(back);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(v.reinstated, { number: reservation.confirmationNumber }),
      });
    } catch (error) {
      if (isStaleVersion(error)) setStale(true);
      else setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  return {
    ...booking,
    reservation,
    accept,
    isEditable,
    isBusy,
    isStale,
    markStale: () => setStale(true),
    isChanged: isEditable && isChanged(draft, reservation),
    failure,
    held,
    restarts,
    selectedKey,
    select: setSelectedKey,
    addStay: addRoomStay,
    removeStay: removeRoomStay,
    discard: () => accept(reservation),
    save,
    reinstate,
  };
}

export type ReservationEdit = ReturnType<typeof useReservationEdit>;
