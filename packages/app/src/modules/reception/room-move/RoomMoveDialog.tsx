import { parseAmount } from '@pms/domain/money';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  Form,
  formatDate,
  ModalDialog,
  Notice,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { isReadyVacant, roomStatusQuery } from '../../../shared/rooms/roomStatus.ts';
import { inHouseQuery } from '../api/frontDesk.ts';
import { type RoomMove, useRoomMove } from '../api/roomMove.ts';
import {
  roomMoveMessages as m,
  roomMoveMovedMessage,
  roomMoveNewRateHelpMessage,
  roomMoveRoomChoiceMessage,
  roomMoveSubtitleMessage,
  roomMoveToRoomHelpMessage,
} from './messages.ts';
import { type MoveProblem, moveCommandOf, type RatePolicy, REASON_MAX_LENGTH, remainingNights } from './moveRules.ts';

export interface RoomMoveDialogProps {
  /** The in-house stay to move; the dialog reads it (and its row version) from the in-house list (`in-house`). */
  stayId: number;
  onClose: () => void;
  /** After the move is saved (the dialog closes itself too). */
  onMoved?: (move: RoomMove) => void;
}

type Errors = Partial<Record<'roomId' | 'reason' | 'rate', string>>;

/** Server fields of the move command, by the input that shows them. */
const FIELD_OF: Record<string, keyof Errors> = { roomId: 'roomId', reason: 'reason', nightlyRates: 'rate' };

/**
 * Moves an in-house guest to another room (operations.md §1.1): a vacant room that is clean or
 * inspected, in order and in service; a reason; the rate kept or changed for the remaining nights.
 * "Do you want to move?" confirms (spec §8). The server frees the old room as vacant dirty. Any
 * reception screen opens it with a stay id.
 */
export function RoomMoveDialog({ stayId, onClose, onMoved }: RoomMoveDialogProps) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const toast = useToast();
  const formId = useId();
  const hotelDate = useHotelDate();
  const stays = useQuery(inHouseQuery({}));
  const rooms = useQuery(roomStatusQuery());
  const move = useRoomMove();
  const [roomId, setRoomId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [ratePolicy, setRatePolicy] = useState<RatePolicy>('keep');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [asking, setAsking] = useState(false);
  const isSaving = move.isPending;

  const stay = stays.data?.find((candidate) => candidate.stayId === stayId);
  const choices = useMemo(
    () =>
      (rooms.data ?? [])
        .filter((room) => isReadyVacant(room) && room.roomId !== stay?.roomId)
        .map((room) => ({
          id: room.roomId,
          label: [
            intl.formatMessage(roomMoveRoomChoiceMessage, {
              room: room.roomNumber,
              type: room.roomTypeCode,
              floor: room.floor,
            }),
            room.dueIn ? intl.formatMessage(m.dueIn) : '',
          ]
            .filter(Boolean)
            .join(' · '),
        })),
    [rooms.data, stay?.roomId, intl],
  );
  const nights = stay && hotelDate ? remainingNights(hotelDate, stay.departure) : [];
  const problemText = (problem: MoveProblem) => intl.formatMessage(m[problem]);
  const forget = (field: keyof Errors) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving || !stay || !hotelDate) return;
    setFailure(null);
    const checked = moveCommandOf(stay, { roomId, reason, ratePolicy, rate }, hotelDate);
    if (checked.problems) {
      setErrors(Object.fromEntries(Object.entries(checked.problems).map(([field, p]) => [field, problemText(p)])));
      return;
    }
    setErrors({});
    // The question is asked with this dialog out of the way: a modal would keep the question's
    // own modal inert (react-aria hides everything outside the modal open first).
    setAsking(true);
    const confirmed = await dialogs.confirm({ message: intl.formatMessage(m.confirm) });
    setAsking(false);
    if (!confirmed) return;
    try {
      const [moved] = await move.run([checked.command]);
      if (!moved) return;
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(roomMoveMovedMessage, { from: moved.fromRoomNumber, to: moved.toRoomNumber }),
      });
      onMoved?.(moved);
      onClose();
    } catch (error) {
      if (isStaleVersion(error)) {
        await stays.refetch();
        setFailure({ title: intl.formatMessage(m.title), text: intl.formatMessage(m.stale) });
        return;
      }
      const byField: Errors = {};
      for (const [name, messages] of Object.entries(fieldErrorsOf(error, [], intl))) {
        const field = FIELD_OF[name];
        if (field) byField[field] = [messages].flat().join(' ');
      }
      setErrors(byField);
      if (Object.keys(byField).length === 0) {
        setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      }
    }
  };

  const close = () => !isSaving && onClose();
  const subtitle = stay
    ? intl.formatMessage(roomMoveSubtitleMessage, {
        room: stay.roomNumber,
        guest: stay.guestName,
        departure: formatDate(stay.departure),
      })
    : undefined;

  return (
    <ModalDialog
      isOpen={!asking}
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage(m.title)}
      subtitle={subtitle}
      isKeyboardDismissDisabled={isSaving}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={isSaving}>
            {intl.formatMessage(m.cancel)}
          </Button>
          {stay ? (
            <Button variant="primary" type="submit" form={formId} isDisabled={isSaving || !hotelDate}>
              {intl.formatMessage(m.move)}
            </Button>
          ) : null}
        </>
      }
    >
      {!stay ? (
        stays.isPending ? (
          <p>{intl.formatMessage(m.loading)}</p>
        ) : stays.error ? (
          <Notice tone="error" title={failureTitle(intl, stays.error)}>
            {failureText(intl, stays.error)}
          </Notice>
        ) : (
          <Notice tone="warning" title={intl.formatMessage(m.title)}>
            {intl.formatMessage(m.notInHouse)}
          </Notice>
        )
      ) : (
        <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.title)}>
          <Stack space="md">
            {failure ? (
              <Notice tone="error" title={failure.title}>
                {failure.text}
              </Notice>
            ) : null}
            <ComboBox<{ id: number; label: string }>
              name="roomId"
              label={intl.formatMessage(m.toRoom)}
              description={intl.formatMessage(roomMoveToRoomHelpMessage, { count: choices.length })}
              defaultItems={choices}
              selectedKey={roomId}
              isRequired
              autoFocus
              isLoading={rooms.isPending}
              isInvalid={errors.roomId ? true : undefined}
              errorMessage={errors.roomId}
              onSelectionChange={(key) => {
                setRoomId(key === null ? null : Number(key));
                forget('roomId');
              }}
            >
              {(choice) => (
                <ComboBoxItem id={choice.id} textValue={choice.label}>
                  {choice.label}
                </ComboBoxItem>
              )}
            </ComboBox>
            <TextField
              name="reason"
              label={intl.formatMessage(m.reason)}
              value={reason}
              isRequired
              maxLength={REASON_MAX_LENGTH}
              isInvalid={errors.reason ? true : undefined}
              errorMessage={errors.reason}
              onChange={(typed) => {
                setReason(typed);
                forget('reason');
              }}
            />
            <RadioGroup
              label={intl.formatMessage(m.ratePolicy)}
              orientation="horizontal"
              value={ratePolicy}
              onChange={(value) => {
                setRatePolicy(value === 'change' ? 'change' : 'keep');
                forget('rate');
              }}
            >
              <Radio value="keep">{intl.formatMessage(m.keepRate)}</Radio>
              <Radio value="change" isDisabled={nights.length === 0}>
                {intl.formatMessage(m.changeRate)}
              </Radio>
            </RadioGroup>
            {nights.length === 0 ? <p>{intl.formatMessage(m.noNightsLeft)}</p> : null}
            {ratePolicy === 'change' && nights.length > 0 ? (
              <TextField
                name="rate"
                label={intl.formatMessage(m.newRate)}
                value={rate}
                inputMode="decimal"
                isRequired
                description={intl.formatMessage(roomMoveNewRateHelpMessage, {
                  count: nights.length,
                  from: formatDate(nights[0] ?? ''),
                })}
                isInvalid={errors.rate ? true : undefined}
                errorMessage={errors.rate}
                onChange={(typed) => {
                  setRate(typed);
                  forget('rate');
                }}
                onBlur={() => {
                  const exact = parseAmount(rate);
                  if (exact !== null) setRate(exact);
                }}
              />
            ) : null}
          </Stack>
        </Form>
      )}
    </ModalDialog>
  );
}
