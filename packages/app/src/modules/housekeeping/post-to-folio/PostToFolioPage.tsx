import { ApiError } from '@pms/api-client';
import { groupedAmount } from '@pms/domain/money';
import {
  Box,
  Button,
  Card,
  Column,
  Columns,
  formatDate,
  Inline,
  Notice,
  QuantityStepper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText } from '../../../shared/admin/failures.ts';
import {
  type InHouseGuest,
  type MinibarCount,
  type MinibarItem,
  minibarItemsQuery,
  minibarRoomQuery,
  usePostMinibarCount,
} from '../api/minibar.ts';
import {
  breakdownMessage,
  eachMessage,
  guestChangedMessage,
  guestInRoomMessage,
  postToFolioMessages as m,
  noChargeCodeMessage,
  postedLineMessage,
  postedMessage,
  roomNotFoundMessage,
  roomNotInHouseMessage,
  shortItemMessage,
  shortMessage,
  stayDatesMessage,
} from './messages.ts';
import { type Counts, countedLines, countTotals, isChargeable, MAX_UNITS } from './minibarCount.ts';
import { touchButton, touchField } from './PostToFolioPage.css.ts';

/** The server's refusals an attendant can act on, in their language; anything else as the server said it. */
function refusalText(intl: IntlShape, error: unknown, room: string): string {
  if (error instanceof ApiError) {
    const field = error.errors[0]?.field;
    if (error.code === 'NOT_FOUND' && field === '/data/0/roomNumber')
      return intl.formatMessage(roomNotFoundMessage, { room });
    if (error.code === 'ROOM_NOT_IN_HOUSE') return intl.formatMessage(roomNotInHouseMessage, { room });
    if (error.code === 'GUEST_CHANGED') return intl.formatMessage(guestChangedMessage, { room });
    if (error.code === 'ITEM_NOT_CHARGEABLE') return intl.formatMessage(m.itemNotChargeable);
    if (error.code === 'SLIP_POSTED') return intl.formatMessage(m.slipPosted);
  }
  return failureText(intl, error);
}

function GuestCard({
  room,
  stays,
  stayId,
  onStayChange,
}: {
  room: string;
  stays: readonly InHouseGuest[];
  stayId: number | null;
  onStayChange: (stayId: number) => void;
}) {
  const intl = useIntl();
  const chosen = stays.find((stay) => stay.stayId === stayId) ?? stays[0];
  return (
    <Card heading={intl.formatMessage(m.chargedTo)} level={2}>
      <Stack space="xs">
        {stays.length > 1 ? (
          <RadioGroup
            label={intl.formatMessage(m.chooseStay)}
            value={chosen ? String(chosen.stayId) : null}
            onChange={(value) => onStayChange(Number(value))}
          >
            {stays.map((stay) => (
              <Radio key={stay.stayId} value={String(stay.stayId)}>
                {stay.guestName}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
        {chosen ? (
          <>
            <Box as="p" margin="none">
              <strong>{intl.formatMessage(guestInRoomMessage, { room, guest: chosen.guestName })}</strong>
            </Box>
            <Box as="p" margin="none" className={adminStyles.muted}>
              {intl.formatMessage(stayDatesMessage, {
                arrival: formatDate(chosen.arrival),
                departure: formatDate(chosen.departure),
              })}
            </Box>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function ItemRow({
  item,
  quantity,
  lineTotal,
  onChange,
  isDisabled,
}: {
  item: MinibarItem;
  quantity: number;
  lineTotal: string | null;
  onChange: (quantity: number) => void;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const chargeable = isChargeable(item);
  const price = groupedAmount(item.price);
  return (
    <Box as="li" display="flex" flexWrap="wrap" alignItems="end" justifyContent="between" gap="sm">
      <QuantityStepper
        label={item.name}
        description={
          chargeable
            ? intl.formatMessage(eachMessage, { price, code: item.transactionCode })
            : intl.formatMessage(noChargeCodeMessage, { price })
        }
        value={quantity}
        onChange={(value) => onChange(Number.isFinite(value) ? value : 0)}
        maxValue={MAX_UNITS}
        isDisabled={isDisabled || !chargeable}
        decrementLabel={intl.formatMessage(m.fewer)}
        incrementLabel={intl.formatMessage(m.more)}
      />
      <Box as="span" paddingBottom="sm" className={adminStyles.code} aria-hidden={lineTotal === null}>
        {lineTotal === null ? '' : groupedAmount(lineTotal)}
      </Box>
    </Box>
  );
}

function PostedSummary({ count, onNext }: { count: MinibarCount; onNext: () => void }) {
  const intl = useIntl();
  const short = count.lines.filter((line) => line.short !== '0');
  return (
    <Stack space="md">
      <Notice
        tone="success"
        title={intl.formatMessage(postedMessage, {
          total: groupedAmount(count.total),
          room: count.roomNumber,
          guest: count.guestName,
        })}
      >
        <Box as="ul" margin="none">
          {count.lines.map((line) => (
            <li key={line.lineNumber}>
              {intl.formatMessage(postedLineMessage, {
                quantity: line.quantity,
                item: line.itemName,
                total: groupedAmount(line.total),
              })}
            </li>
          ))}
        </Box>
      </Notice>
      {short.length > 0 ? (
        <Notice
          tone="warning"
          title={intl.formatMessage(shortMessage, {
            items: short
              .map((line) => intl.formatMessage(shortItemMessage, { item: line.itemName, quantity: line.short }))
              .join(', '),
          })}
        />
      ) : null}
      <Inline>
        <Button autoFocus onPress={onNext} className={touchButton}>
          {intl.formatMessage(m.nextRoom)}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * Post to Folio (/menu/app/post-to-folio, spec: Housekeeping): the attendant finds an in-house room,
 * counts the minibar with large steppers, sees the exact total and posts it to the guest's folio.
 * `?room=` opens with the room chosen (the room attendant's tiles link here).
 */
export function PostToFolioPage() {
  const intl = useIntl();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const room = (params.get('room') ?? '').trim();
  const [typedRoom, setTypedRoom] = useState(room);
  const [counts, setCounts] = useState<Counts>({});
  const [slip, setSlip] = useState('');
  const [stayId, setStayId] = useState<number | null>(null);
  const [posted, setPosted] = useState<MinibarCount | null>(null);
  const [tried, setTried] = useState(false);
  const roomForm = useRef<HTMLElement>(null);

  const items = useQuery(minibarItemsQuery());
  const stays = useQuery(minibarRoomQuery(room));
  const postCount = usePostMinibarCount();

  // Another room (typed, or a link followed) starts a new count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the room is the trigger, not an input
  useEffect(() => {
    setTypedRoom(room);
    setCounts({});
    setSlip('');
    setStayId(null);
    setTried(false);
    postCount.reset();
  }, [room]);

  const guests = stays.data ?? [];
  const chosenStay = guests.find((stay) => stay.stayId === stayId) ?? guests[0];
  const lines = useMemo(() => countedLines(items.data ?? [], counts), [items.data, counts]);
  const totals = countTotals(lines);

  const findRoom = (event: FormEvent) => {
    event.preventDefault();
    setPosted(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typedRoom.trim()) next.set('room', typedRoom.trim());
        else next.delete('room');
        return next;
      },
      { replace: false },
    );
  };

  const post = async () => {
    setTried(true);
    if (!chosenStay || lines.length === 0) return;
    try {
      const [count] = await postCount.run([
        {
          roomNumber: room,
          stayId: chosenStay.stayId,
          lines: lines.map((line) => ({ minibarTypeId: line.item.minibarTypeId, quantity: line.quantity })),
          ...(slip.trim() ? { reference: slip.trim() } : {}),
        },
      ]);
      if (count) setPosted(count);
    } catch {
      // Shown from postCount.error below.
    }
  };

  const nextRoom = () => {
    setPosted(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('room');
        return next;
      },
      { replace: false },
    );
    setTypedRoom('');
    requestAnimationFrame(() => roomForm.current?.querySelector('input')?.focus());
  };

  return (
    <section className={adminStyles.screen} aria-labelledby={headingId}>
      <header className={adminStyles.heading}>
        <h1 id={headingId} className={adminStyles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <p className={adminStyles.intro}>{intl.formatMessage(m.intro)}</p>
      </header>
      <Columns collapseBelow="desktop">
        <Column width="2/3">
          {posted ? (
            <PostedSummary count={posted} onNext={nextRoom} />
          ) : (
            <Stack space="lg">
              <Box
                as="form"
                ref={roomForm}
                display="flex"
                flexWrap="wrap"
                alignItems="end"
                gap="sm"
                onSubmit={findRoom}
              >
                <TextField
                  className={touchField}
                  label={intl.formatMessage(m.roomNumber)}
                  value={typedRoom}
                  onChange={setTypedRoom}
                  maxLength={10}
                  autoComplete="off"
                  inputMode="text"
                />
                <Button type="submit" variant="secondary" isPending={stays.isFetching} className={touchButton}>
                  {intl.formatMessage(m.findRoom)}
                </Button>
              </Box>
              {stays.error ? <Notice tone="error" title={refusalText(intl, stays.error, room)} /> : null}
              {chosenStay ? (
                <GuestCard room={room} stays={guests} stayId={chosenStay.stayId} onStayChange={setStayId} />
              ) : null}
              {chosenStay ? (
                <Stack space="md">
                  <h2 className={adminStyles.title}>{intl.formatMessage(m.itemsHeading)}</h2>
                  <LoadFailure error={items.error} />
                  {items.data?.length === 0 ? <p>{intl.formatMessage(m.noItems)}</p> : null}
                  <Stack as="ul" space="md">
                    {(items.data ?? []).map((item) => (
                      <ItemRow
                        key={item.minibarTypeId}
                        item={item}
                        quantity={counts[item.minibarTypeId] ?? 0}
                        lineTotal={
                          lines.find((line) => line.item.minibarTypeId === item.minibarTypeId)?.amounts.total ?? null
                        }
                        onChange={(quantity) => {
                          postCount.reset();
                          setCounts((current) => ({ ...current, [item.minibarTypeId]: quantity }));
                        }}
                        isDisabled={postCount.isPending}
                      />
                    ))}
                  </Stack>
                  <TextField
                    className={touchField}
                    label={intl.formatMessage(m.slip)}
                    description={intl.formatMessage(m.slipHelp)}
                    value={slip}
                    onChange={(value) => {
                      postCount.reset();
                      setSlip(value);
                    }}
                    maxLength={20}
                    autoComplete="off"
                    validationBehavior="aria"
                    isInvalid={postCount.fieldErrors.reference !== undefined}
                    errorMessage={postCount.fieldErrors.reference}
                  />
                  <Card>
                    <Stack space="xs">
                      <Inline align="between">
                        <strong>{intl.formatMessage(m.total)}</strong>
                        <strong className={adminStyles.code} aria-live="polite">
                          {groupedAmount(totals.total)}
                        </strong>
                      </Inline>
                      <Box as="p" margin="none" className={adminStyles.muted}>
                        {intl.formatMessage(breakdownMessage, {
                          units: totals.units,
                          net: groupedAmount(totals.netAmount),
                          service: groupedAmount(totals.serviceCharge),
                          tax: groupedAmount(totals.tax),
                        })}
                      </Box>
                    </Stack>
                  </Card>
                  {tried && lines.length === 0 ? (
                    <Notice tone="warning" title={intl.formatMessage(m.nothingCounted)} />
                  ) : null}
                  {postCount.error ? (
                    <Notice tone="error" title={intl.formatMessage(m.notPosted)}>
                      {refusalText(intl, postCount.error, room)}
                    </Notice>
                  ) : null}
                  <Inline>
                    <Button onPress={post} isPending={postCount.isPending} className={touchButton}>
                      {intl.formatMessage(m.post)}
                    </Button>
                  </Inline>
                </Stack>
              ) : null}
            </Stack>
          )}
        </Column>
      </Columns>
    </section>
  );
}
