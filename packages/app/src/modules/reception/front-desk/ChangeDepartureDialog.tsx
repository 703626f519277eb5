import { ApiError } from '@pms/api-client';
import { addDays, nightsBetween } from '@pms/domain/calendar';
import { Button, DatePicker, Form, formatDate, ModalDialog, Notice, Stack, useToast } from '@pms/ui';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, isStaleVersion } from '../../../shared/admin/failures.ts';
import { type FrontDeskStay, useChangeDeparture } from '../api/frontDesk.ts';
import { frontDeskMessages as fm, departureMessages as m } from './messages.ts';

export interface ChangeDepartureDialogProps {
  stay: FrontDeskStay;
  hotelDate: string;
  onClose: () => void;
}

/**
 * Extends or shortens an in-house stay (reservation/reservation `change-departure`). Added nights
 * are checked as a booking is and priced at the stay's last night's rate; a refusal for lack of
 * rooms or because the room is booked after is said in the desk's words.
 */
export function ChangeDepartureDialog({ stay, hotelDate, onClose }: ChangeDepartureDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const change = useChangeDeparture();
  const [departure, setDeparture] = useState<string | null>(stay.departure);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const earliest = hotelDate > stay.arrival ? hotelDate : addDays(stay.arrival, 1);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setFailure(null);
    if (!departure || departure < earliest || departure <= stay.arrival) {
      setProblem(intl.formatMessage(m.notAfterArrival));
      return;
    }
    if (departure === stay.departure) {
      setProblem(intl.formatMessage(m.same));
      return;
    }
    try {
      const [saved] = await change.run([{ stayId: stay.stayId, version: stay.version, departure }]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(fm.success),
        message: intl.formatMessage(m.changed, {
          room: stay.roomNumber,
          departure: formatDate(saved?.departure ?? departure),
        }),
      });
      onClose();
    } catch (error) {
      if (isStaleVersion(error)) {
        setFailure({ title: intl.formatMessage(fm.failed), text: intl.formatMessage(fm.stale) });
      } else if (error instanceof ApiError && error.code === 'NO_AVAILABILITY') {
        setFailure({ title: intl.formatMessage(fm.failed), text: intl.formatMessage(m.noRoomLeft) });
      } else if (error instanceof ApiError && error.code === 'ROOM_NOT_AVAILABLE') {
        setFailure({
          title: intl.formatMessage(fm.failed),
          text: intl.formatMessage(m.roomTaken, { room: stay.roomNumber }),
        });
      } else {
        setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      }
    }
  };

  const nights = departure && departure > stay.arrival ? nightsBetween(stay.arrival, departure) : null;
  const close = () => !change.isPending && onClose();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage(m.title)}
      subtitle={intl.formatMessage(m.subtitle, {
        room: stay.roomNumber,
        guest: stay.guestName,
        departure: formatDate(stay.departure),
      })}
      isKeyboardDismissDisabled={change.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={change.isPending}>
            {intl.formatMessage(fm.cancel)}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={change.isPending}>
            {intl.formatMessage(fm.save)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.title)}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <DatePicker
            label={intl.formatMessage(m.newDeparture)}
            value={departure}
            minValue={earliest}
            autoFocus
            isRequired
            description={nights === null ? undefined : intl.formatMessage(m.nightsHelp, { nights })}
            isInvalid={problem ? true : undefined}
            errorMessage={problem}
            onChange={(_, iso) => {
              setDeparture(iso);
              setProblem(undefined);
            }}
          />
        </Stack>
      </Form>
    </ModalDialog>
  );
}
