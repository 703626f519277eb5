import type { Schemas } from '@pms/api-client';
import { Button, Checkbox, Form, formatDate, ModalDialog, Notice, Stack, useToast } from '@pms/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, failureTitle, isStaleVersion } from '../../../shared/admin/failures.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { type FrontDeskStay, registrationsQuery, useCheckIn } from '../api/frontDesk.ts';
import * as styles from './FrontDesk.css.ts';
import { GuestCardFields } from './GuestCardFields.tsx';
import { frontDeskMessages as fm, checkInMessages as m } from './messages.ts';
import { type CardDraft, type CardProblem, cardProblems, draftOf, emptyCard, registrationOf } from './registration.ts';

export interface CheckInDialogProps {
  /** The stays to check in together (one, a selection or a whole group). */
  stays: readonly FrontDeskStay[];
  hotelDate: string;
  onClose: () => void;
  onCheckedIn?: (stays: FrontDeskStay[]) => void;
}

/** Why a stay cannot check in as it is, before anything is sent (the server checks again). */
function blockerOf(stay: FrontDeskStay, hotelDate: string) {
  if (stay.status !== 'confirmed' && stay.status !== 'guaranteed') return 'status' as const;
  if (stay.arrival !== hotelDate) return 'date' as const;
  if (stay.roomId === null) return 'room' as const;
  return null;
}

/**
 * Checks stays in, all in one step (reservation/reservation `checkin`, all or nothing), each into
 * the room assigned to it, with each stay's guests registered (name, nationality, document,
 * date of birth, address) when staff take the cards now. A refusal names the stay's room and the
 * reason in the dialog and nothing changes.
 */
export function CheckInDialog({ stays, hotelDate, onClose, onCheckedIn }: CheckInDialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const formId = useId();
  const checkIn = useCheckIn();
  const countries = useQuery(referenceQuery('configuration/country'));
  const known = useQueries({ queries: stays.map((stay) => registrationsQuery(stay.stayId)) });
  const [register, setRegister] = useState<Record<number, boolean>>({});
  const [cards, setCards] = useState<Record<number, CardDraft[]>>({});
  const [problems, setProblems] = useState<Record<string, CardProblem[]>>({});
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const blockers = stays.flatMap((stay) => {
    const blocker = blockerOf(stay, hotelDate);
    if (!blocker) return [];
    const confirmation = `${stay.confirmationNumber}-${stay.lineNumber}`;
    return [
      blocker === 'room'
        ? intl.formatMessage(m.noRoom, { confirmation })
        : blocker === 'date'
          ? intl.formatMessage(m.notToday, { confirmation, date: formatDate(stay.arrival) })
          : intl.formatMessage(m.notCheckable, { confirmation, status: stay.status }),
    ];
  });

  const cardsOf = (stay: FrontDeskStay, index: number): CardDraft[] => {
    const typed = cards[stay.stayId];
    if (typed) return typed;
    const read = known[index]?.data;
    return read && read.length > 0 ? read.map(draftOf) : [emptyCard()];
  };
  const registers = (stay: FrontDeskStay) => register[stay.stayId] ?? true;
  const setCard = (stay: FrontDeskStay, index: number, position: number, card: CardDraft) => {
    const next = [...cardsOf(stay, index)];
    next[position] = card;
    setCards((current) => ({ ...current, [stay.stayId]: next }));
    setProblems((current) => ({ ...current, [`${stay.stayId}:${position}`]: [] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checkIn.isPending || blockers.length > 0) return;
    setFailure(null);
    const missing: Record<string, CardProblem[]> = {};
    stays.forEach((stay, index) => {
      if (!registers(stay)) return;
      cardsOf(stay, index).forEach((card, position) => {
        const found = cardProblems(card);
        if (found.length > 0) missing[`${stay.stayId}:${position}`] = found;
      });
    });
    setProblems(missing);
    if (Object.keys(missing).length > 0) return;
    const items: Schemas['CheckIn'][] = stays.map((stay, index) => ({
      stayId: stay.stayId,
      roomId: stay.roomId ?? 0,
      ...(registers(stay) ? { guests: cardsOf(stay, index).map(registrationOf) } : {}),
    }));
    try {
      const done = await checkIn.run(items);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(fm.success),
        message: intl.formatMessage(m.done, {
          count: done.length,
          rooms: done.map((stay) => stay.roomNumber).join(', '),
        }),
      });
      onCheckedIn?.(done);
      onClose();
    } catch (error) {
      setFailure({
        title: isStaleVersion(error) ? intl.formatMessage(fm.failed) : failureTitle(intl, error),
        text: isStaleVersion(error) ? intl.formatMessage(fm.stale) : failureText(intl, error),
      });
    }
  };

  const close = () => !checkIn.isPending && onClose();
  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage(m.title, { count: stays.length })}
      isKeyboardDismissDisabled={checkIn.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={close} isDisabled={checkIn.isPending}>
            {intl.formatMessage(fm.cancel)}
          </Button>
          <Button
            variant="primary"
            type="submit"
            form={formId}
            isPending={checkIn.isPending}
            isDisabled={blockers.length > 0}
          >
            {intl.formatMessage(m.confirm)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} aria-label={intl.formatMessage(m.title, { count: stays.length })}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          {blockers.length > 0 ? (
            <Notice tone="warning" title={intl.formatMessage(fm.failed)}>
              {blockers.join(' ')}
            </Notice>
          ) : null}
          {stays.map((stay, index) => (
            <fieldset key={stay.stayId} className={styles.cardBox}>
              <legend className={styles.cardLegend}>
                {intl.formatMessage(m.stayHeading, {
                  room: stay.roomNumber || intl.formatMessage(fm.none),
                  type: stay.roomTypeCode,
                  guest: stay.guestName,
                })}
              </legend>
              <Stack space="sm">
                <Checkbox
                  isSelected={registers(stay)}
                  onChange={(value) => setRegister((current) => ({ ...current, [stay.stayId]: value }))}
                >
                  {intl.formatMessage(m.register)}
                </Checkbox>
                {registers(stay)
                  ? cardsOf(stay, index).map((card, position) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a card's place is its identity until it is saved
                      <Stack space="xs" key={position}>
                        <strong>{intl.formatMessage(m.guestHeading, { position: position + 1 })}</strong>
                        <GuestCardFields
                          card={card}
                          countries={countries.data}
                          autoFocus={index === 0 && position === 0}
                          problems={problems[`${stay.stayId}:${position}`]}
                          onChange={(next) => setCard(stay, index, position, next)}
                        />
                        {position > 0 ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            onPress={() =>
                              setCards((current) => ({
                                ...current,
                                [stay.stayId]: cardsOf(stay, index).filter((_, at) => at !== position),
                              }))
                            }
                          >
                            {intl.formatMessage(m.removeGuest, { position: position + 1 })}
                          </Button>
                        ) : null}
                      </Stack>
                    ))
                  : null}
                {registers(stay) && cardsOf(stay, index).length < stay.adults + stay.children ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onPress={() =>
                      setCards((current) => ({
                        ...current,
                        [stay.stayId]: [...cardsOf(stay, index), emptyCard(cardsOf(stay, index)[0]?.nationalityId)],
                      }))
                    }
                  >
                    {intl.formatMessage(m.addGuest)}
                  </Button>
                ) : null}
              </Stack>
            </fieldset>
          ))}
        </Stack>
      </Form>
    </ModalDialog>
  );
}
