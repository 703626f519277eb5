import { Button, Card, formatMoney, Toolbar } from '@pms/ui';
import { useCallback, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { PlusIcon } from '../../../shared/admin/icons.tsx';
import { type BookingLists, soldRoomTypes } from '../api/references.ts';
import { stayIndexOf } from '../booking/checks.ts';
import { bookingTotal, LIMITS, takesInventory } from '../booking/draft.ts';
import { AvailabilityLine } from '../booking/StayAvailability.tsx';
import { StayEditor } from '../booking/StayEditor.tsx';
import { useStaysAvailability } from '../booking/useStayReads.ts';
import { statusMessages } from '../messages.ts';
import * as styles from './EditReservationPage.css.ts';
import { editMessages as m, valueMessages as v } from './messages.ts';
import { StaysGrid } from './StaysGrid.tsx';
import type { ReservationEdit } from './useReservationEdit.ts';

const NO_MEALS: never[] = [];

/** The reservation's room stays: one grid, the chosen stay in the shared stay editor below it. */
export function StaysPanel({
  edit,
  lists,
  hotelDate,
}: {
  edit: ReservationEdit;
  lists: BookingLists;
  hotelDate: string | undefined;
}) {
  const intl = useIntl();
  const { draft, errors, reservation, isEditable, selectedKey, changeStay } = edit;
  const locked = !isEditable || edit.isBusy;
  const holdsRooms = takesInventory(draft.status);
  // Only a booking that can be changed has anything to check.
  const availability = useStaysAvailability(draft.stays, draft.companyProfileId, {
    held: edit.held,
    isEnabled: isEditable,
  });
  // The stays grid keeps its columns while staff type elsewhere: its callbacks never change.
  const removeRef = useRef(edit.removeStay);
  removeRef.current = edit.removeStay;
  const onRemove = useCallback((index: number) => void removeRef.current(index), []);
  const problemLines = useMemo(
    () =>
      new Set(
        Object.keys(errors)
          .map(stayIndexOf)
          .filter((index) => index !== null),
      ),
    [errors],
  );
  const pricing = useMemo(
    () => ({ rateCodeId: draft.rateCodeId, companyProfileId: draft.companyProfileId }),
    [draft.rateCodeId, draft.companyProfileId],
  );

  const selectedIndex = Math.max(
    0,
    draft.stays.findIndex((stay) => stay.key === selectedKey),
  );
  const selected = draft.stays[selectedIndex];
  const saved = selected?.id === undefined ? undefined : reservation.stays.find((stay) => stay.id === selected.id);
  const typeCode = lists.roomTypes?.find((type) => type.id === selected?.roomTypeId)?.code ?? '';
  const heading = selected?.lineNumber
    ? intl.formatMessage(v.stayHeading, { line: selected.lineNumber })
    : intl.formatMessage(m.newStayHeading);

  return (
    <Card heading={intl.formatMessage(m.sectionStays)} level={2} padding="md">
      <div className={styles.tabPanel}>
        <div className={styles.staysBar}>
          <span className={styles.muted}>{`${intl.formatMessage(m.total)}: ${formatMoney(bookingTotal(draft))}`}</span>
          <Toolbar aria-label={intl.formatMessage(m.staysToolbar)} className={adminStyles.toolbar}>
            <Button
              variant="secondary"
              onPress={edit.addStay}
              isDisabled={locked || draft.stays.length >= LIMITS.stays || lists.roomTypes === undefined}
            >
              <span className={adminStyles.buttonContent}>
                <PlusIcon />
                {intl.formatMessage(m.addStay)}
              </span>
            </Button>
          </Toolbar>
        </div>
        <StaysGrid
          stays={draft.stays}
          lists={lists}
          availability={availability.byStay}
          isChecking={availability.isChecking}
          holdsRooms={holdsRooms}
          problemLines={problemLines}
          selectedKey={selected?.key ?? null}
          isDisabled={locked}
          onSelect={edit.select}
          onRemove={onRemove}
        />
        {selected ? (
          <StayEditor
            key={selected.key}
            stay={selected}
            index={selectedIndex}
            title={typeCode ? `${heading} · ${typeCode}` : heading}
            titleExtra={
              saved ? (
                <span className={styles.muted}>
                  {intl.formatMessage(v.stayStatus, { status: intl.formatMessage(statusMessages[saved.status]) })}
                </span>
              ) : null
            }
            footnote={
              isEditable ? (
                <AvailabilityLine
                  availability={availability.byStay.get(selected.key)}
                  isChecking={availability.isChecking}
                  holdsRooms={holdsRooms}
                  typeCode={typeCode}
                />
              ) : null
            }
            hotelDate={hotelDate}
            roomTypes={soldRoomTypes(lists.roomTypes ?? [], selected.roomTypeId)}
            mealTypes={lists.mealTypes ?? NO_MEALS}
            pricing={pricing}
            room={{
              kind: 'search',
              rooms: lists.rooms,
              heldRoomId: saved?.roomTypeId === selected.roomTypeId ? (saved?.roomId ?? null) : null,
            }}
            nightNames="date"
            errors={errors}
            isDisabled={locked}
            isRunning={Boolean(saved && hotelDate && saved.arrival < hotelDate)}
            onChange={changeStay}
          />
        ) : null}
      </div>
    </Card>
  );
}
