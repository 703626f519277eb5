import { addDays, nightsOf } from '@pms/domain/calendar';
import { multiplyMoney, parseAmount } from '@pms/domain/money';
import {
  Button,
  Card,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  Form,
  formatDate,
  formatMoney,
  Inline,
  Notice,
  NumberField,
  Stack,
  TextArea,
  TextField,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AdminScreen } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle, fieldErrorsOf } from '../../../shared/admin/failures.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { isReadyVacant, roomStatusQuery } from '../../../shared/rooms/roomStatus.ts';
import { roomTypesQuery, useWalkIn } from '../api/frontDesk.ts';
import * as styles from './FrontDesk.css.ts';
import { GuestCardFields } from './GuestCardFields.tsx';
import { assignMessages, frontDeskMessages as fm, walkInMessages as m } from './messages.ts';
import { type CardDraft, type CardProblem, cardProblems, emptyCard, registrationOf } from './registration.ts';

type Problems = Partial<Record<'roomId' | 'departure' | 'rate', string>>;

/**
 * app/new-walk-in: a guest without a booking (operations.md §1.1). One form books a reservation
 * for tonight and checks it in at once (reservation/reservation `walkin`) into a vacant room that
 * is clean or inspected, with the guest's registration card; the guest profile is made from the
 * card. The rate starts at the room type's base rate, the same for every night.
 */
export function WalkInPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const hotelDate = useHotelDate();
  const walkIn = useWalkIn();
  const rooms = useQuery(roomStatusQuery());
  const roomTypes = useQuery(roomTypesQuery());
  const countries = useQuery(referenceQuery('configuration/country'));
  const [roomId, setRoomId] = useState<number | null>(null);
  const [departure, setDeparture] = useState<string | null>(null);
  const [adults, setAdults] = useState(1);
  const [children, setChildren] = useState(0);
  const [rate, setRate] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [card, setCard] = useState<CardDraft>(emptyCard());
  const [problems, setProblems] = useState<Problems>({});
  const [cardMissing, setCardMissing] = useState<CardProblem[]>([]);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const leaving = departure ?? (hotelDate ? addDays(hotelDate, 1) : null);
  const choices = useMemo(
    () =>
      (rooms.data ?? []).filter(isReadyVacant).map((room) => ({
        id: room.roomId,
        typeId: room.roomTypeId,
        label: `${room.roomNumber} · ${room.roomTypeCode} · ${room.floor}`,
      })),
    [rooms.data],
  );
  const room = choices.find((choice) => choice.id === roomId);
  const type = roomTypes.data?.find((candidate) => candidate.id === room?.typeId);
  const amount = rate ?? type?.baseRate ?? '';
  const nights = hotelDate && leaving && leaving > hotelDate ? nightsOf(hotelDate, leaving) : [];
  const exact = parseAmount(amount);

  const reset = () => {
    setRoomId(null);
    setDeparture(null);
    setAdults(1);
    setChildren(0);
    setRate(null);
    setRemark('');
    setCard(emptyCard());
    setProblems({});
    setCardMissing([]);
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (walkIn.isPending || !hotelDate) return;
    setFailure(null);
    const found: Problems = {};
    if (roomId === null) found.roomId = intl.formatMessage(assignMessages.roomNeeded);
    if (nights.length === 0 || !leaving) found.departure = intl.formatMessage(m.badDeparture);
    if (exact === null) found.rate = intl.formatMessage(m.badRate);
    const missing = cardProblems(card);
    setProblems(found);
    setCardMissing(missing);
    if (Object.keys(found).length > 0 || missing.length > 0 || roomId === null || !leaving || exact === null) return;
    try {
      const [reservation] = await walkIn.run([
        {
          roomId,
          departure: leaving,
          adults,
          children,
          nightlyRates: nights.map((night) => ({ night, amount: exact })),
          guests: [registrationOf(card)],
          ...(remark.trim() ? { remark: remark.trim() } : {}),
        },
      ]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(fm.success),
        message: intl.formatMessage(m.done, {
          confirmation: reservation?.confirmationNumber ?? '',
          room: room?.label.split(' · ')[0] ?? '',
        }),
      });
      reset();
      if (reservation) navigate(`/menu/app/inHouse-reception/${reservation.id}`);
    } catch (error) {
      const fields = fieldErrorsOf(error, [], intl);
      const text = (name: string) => (fields[name] ? [fields[name]].flat().join(' ') : undefined);
      setProblems({ roomId: text('roomId'), departure: text('departure'), rate: text('nightlyRates') });
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro, { date: hotelDate ? formatDate(hotelDate) : '' })}
      bar={null}
    >
      <Form onSubmit={submit} aria-label={intl.formatMessage(m.title)} className={styles.walkInForm}>
        <Stack space="md">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <Card heading={intl.formatMessage(m.stay)}>
            <div className={styles.cardGrid}>
              <ComboBox<{ id: number; label: string }>
                name="roomId"
                label={intl.formatMessage(m.room)}
                description={intl.formatMessage(m.roomHelp, { count: choices.length })}
                defaultItems={choices}
                selectedKey={roomId}
                isRequired
                autoFocus
                isLoading={rooms.isPending}
                isInvalid={problems.roomId ? true : undefined}
                errorMessage={problems.roomId}
                onSelectionChange={(key) => {
                  setRoomId(key === null ? null : Number(key));
                  setRate(null);
                  setProblems((current) => ({ ...current, roomId: undefined }));
                }}
              >
                {(choice) => (
                  <ComboBoxItem id={choice.id} textValue={choice.label}>
                    {choice.label}
                  </ComboBoxItem>
                )}
              </ComboBox>
              <DatePicker
                label={intl.formatMessage(m.departure)}
                value={leaving}
                minValue={hotelDate ? addDays(hotelDate, 1) : undefined}
                isRequired
                isInvalid={problems.departure ? true : undefined}
                errorMessage={problems.departure}
                onChange={(_, iso) => {
                  setDeparture(iso);
                  setProblems((current) => ({ ...current, departure: undefined }));
                }}
              />
              <TextField
                label={intl.formatMessage(m.rate)}
                value={amount}
                inputMode="decimal"
                isRequired
                description={
                  exact !== null && nights.length > 0
                    ? intl.formatMessage(m.rateHelp, {
                        nights: nights.length,
                        total: formatMoney(multiplyMoney(exact, nights.length)),
                      })
                    : undefined
                }
                isInvalid={problems.rate ? true : undefined}
                errorMessage={problems.rate}
                onChange={(typed) => {
                  setRate(typed);
                  setProblems((current) => ({ ...current, rate: undefined }));
                }}
              />
              <NumberField
                label={intl.formatMessage(m.adults)}
                value={adults}
                minValue={1}
                maxValue={type?.maxAdults ?? 20}
                formatOptions={{ maximumFractionDigits: 0 }}
                onChange={(value) => setAdults(Number.isNaN(value) ? 1 : value)}
              />
              <NumberField
                label={intl.formatMessage(m.children)}
                value={children}
                minValue={0}
                maxValue={type?.maxChildren ?? 20}
                formatOptions={{ maximumFractionDigits: 0 }}
                onChange={(value) => setChildren(Number.isNaN(value) ? 0 : value)}
              />
              <TextArea label={intl.formatMessage(m.remark)} value={remark} onChange={setRemark} maxLength={2000} />
            </div>
          </Card>
          <Card heading={intl.formatMessage(m.guestCard)}>
            <GuestCardFields
              card={card}
              onChange={(next) => {
                setCard(next);
                setCardMissing([]);
              }}
              countries={countries.data}
              problems={cardMissing}
            />
          </Card>
          <Inline space="md">
            <Button variant="primary" type="submit" isPending={walkIn.isPending} isDisabled={!hotelDate}>
              {intl.formatMessage(m.submit)}
            </Button>
            <Button variant="secondary" onPress={reset} isDisabled={walkIn.isPending}>
              {intl.formatMessage(m.clear)}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </AdminScreen>
  );
}
