import { addDays, dayDifference, nightsBetween, weekdayOf } from '@pms/domain/calendar';
import { Button, formatDate } from '@pms/ui';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { roomRackMessages as m, roomRackGridLabelMessage, rackSpeech as say } from './messages.ts';
import * as css from './RoomRack.css.ts';
import {
  type BarKind,
  barKindOf,
  clampDeparture,
  DAY_WIDTH,
  moveCommandOf,
  outOfOrderOn,
  type RackRoom,
  type RackStay,
  ROOM_COLUMN_WIDTH,
  ROW_HEIGHT,
  type RoomRack,
  spanOf,
  stayOn,
  staysByRoom,
  unassignedOf,
  windowDates,
} from './rackModel.ts';

/** How a command of the rack ended: done, cancelled by the user (a dialog), or refused with the reason. */
export type RackResult = 'done' | 'cancelled' | { refused: string };

/** What the rack asks its page to do; every change goes through the stays' own commands. */
export interface RackCommands {
  /** Opens the stay's booking. */
  open: (stay: RackStay) => void;
  /** Gives a stay not yet in house this room (`assign-room`). */
  assign: (stay: RackStay, room: RackRoom) => Promise<RackResult>;
  /** Moves an in-house stay to this room (`reception/room-move`). */
  move: (stay: RackStay, room: RackRoom) => Promise<RackResult>;
  /** Extends or shortens an in-house stay (`change-departure`). */
  changeDeparture: (stay: RackStay, departure: string) => Promise<RackResult>;
}

export interface RackBoardProps extends RackCommands {
  rack: RoomRack;
  /** Controls above the rack (period, filters). */
  toolbar?: ReactNode;
}

type Mode =
  | { kind: 'browse' }
  | { kind: 'assign'; stay: RackStay }
  | { kind: 'move'; stay: RackStay }
  | { kind: 'extend'; stay: RackStay; departure: string };

type Drag = { kind: 'assign' | 'move' | 'extend'; stay: RackStay } | null;

const HEADER_HEIGHT = ROW_HEIGHT + 8;
/** The height of a stay in the panel of stays without a room (two lines and a gap). */
const PANEL_ITEM_HEIGHT = 56;

/** The word of each bar kind; the symbol before it is the same in every language. */
const KIND_WORD: Record<BarKind, keyof typeof m> = {
  tentative: 'tentative',
  reserved: 'reserved',
  'due-in': 'dueIn',
  'in-house': 'inHouse',
  'due-out': 'dueOut',
  'checked-out': 'checkedOut',
};
const KIND_MARK: Record<BarKind, string> = {
  tentative: '?',
  reserved: '○',
  'due-in': '→',
  'in-house': '●',
  'due-out': '←',
  'checked-out': '✓',
};
const KINDS = Object.keys(KIND_WORD) as BarKind[];

function stayText(intl: IntlShape, stay: RackStay) {
  return {
    guest: stay.guestName || stay.confirmationNumber,
    status: intl.formatMessage(m[KIND_WORD[barKindOf(stay)]]),
    arrival: formatDate(stay.arrival),
    departure: formatDate(stay.departure),
    type: stay.roomTypeCode,
  };
}

/**
 * The room rack (tape chart): rooms × days with each stay as one positioned bar. Only the rows
 * in view are in the page (virtualized), and one cell at a time is focusable (roving focus in an
 * ARIA grid). Assign, move and extend work by dragging and entirely by keyboard; each step is
 * said in a polite live region.
 */
export function RackBoard({ rack, toolbar, open, assign, move, changeDeparture }: RackBoardProps) {
  const intl = useIntl();
  const { rooms, stays, fromDate, days, hotelDate } = rack;
  const dates = useMemo(() => windowDates(fromDate, days), [fromDate, days]);
  const byRoom = useMemo(() => staysByRoom(stays), [stays]);
  const unassigned = useMemo(() => unassignedOf(stays), [stays]);
  const rowOfRoom = useMemo(() => new Map(rooms.map((room, index) => [room.id, index])), [rooms]);

  const [active, setActive] = useState({ row: 0, col: Math.max(0, dayDifference(fromDate, hotelDate)) });
  const [mode, setMode] = useState<Mode>({ kind: 'browse' });
  const [message, setMessage] = useState('');
  const [bookingHint, setBookingHint] = useState<RackStay | null>(null);
  const [panelIndex, setPanelIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusCursor = useRef(false);
  const drag = useRef<Drag>(null);

  const row = Math.min(active.row, Math.max(0, rooms.length - 1));
  const col = Math.max(0, Math.min(active.col, days - 1));
  const activeRoom = rooms[row];
  // The days share the width the screen gives them, never narrower than DAY_WIDTH (then it scrolls).
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const dayWidth = Math.max(DAY_WIDTH, Math.floor((available - ROOM_COLUMN_WIDTH) / days));
  const width = ROOM_COLUMN_WIDTH + days * dayWidth;

  const virtualizer = useVirtualizer({
    count: rooms.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The focused row stays in the page while scrolled away, so that focus is never lost.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        return indexes.includes(row) || rooms.length === 0 ? indexes : [...indexes, row].sort((a, b) => a - b);
      },
      [row, rooms.length],
    ),
  });

  // The stays without a room: as many as a busy week brings, so only those in view are in the page.
  const panelAt = Math.min(panelIndex, Math.max(0, unassigned.length - 1));
  const focusOption = useRef(false);
  const panelVirtualizer = useVirtualizer({
    count: unassigned.length,
    getScrollElement: () => panel.current,
    estimateSize: () => PANEL_ITEM_HEIGHT,
    overscan: 4,
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        return indexes.includes(panelAt) || unassigned.length === 0
          ? indexes
          : [...indexes, panelAt].sort((a, b) => a - b);
      },
      [panelAt, unassigned.length],
    ),
  });
  useEffect(() => {
    if (!focusOption.current) return;
    const option = panel.current?.querySelector<HTMLElement>('[role="option"][tabindex="0"]');
    if (!option) return;
    focusOption.current = false;
    option.focus();
  });

  // After a keyboard step the new cell takes focus (it is a new element: screen readers read it).
  useEffect(() => {
    if (!focusCursor.current) return;
    const cursor = scroller.current?.querySelector<HTMLElement>('[data-rack-cursor]');
    if (!cursor) return;
    focusCursor.current = false;
    cursor.focus();
  });

  const announce = useCallback(
    (text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
    [],
  );

  const goTo = (nextRow: number, nextCol: number) => {
    const clampedRow = Math.max(0, Math.min(rooms.length - 1, nextRow));
    const clampedCol = Math.max(0, Math.min(days - 1, nextCol));
    setActive({ row: clampedRow, col: clampedCol });
    focusCursor.current = true;
    virtualizer.scrollToIndex(clampedRow, { align: 'auto' });
    if (mode.kind === 'move' || mode.kind === 'assign') {
      const room = rooms[clampedRow];
      if (room && clampedRow !== row)
        announce(intl.formatMessage(say.moveTarget, { room: room.roomNumber, type: room.roomTypeCode }));
    }
  };

  const finish = async (work: Promise<RackResult>, done: string) => {
    setBusy(true);
    announce(intl.formatMessage(say.working));
    try {
      const result = await work;
      if (result === 'done') announce(done);
      else if (result === 'cancelled') announce(intl.formatMessage(say.cancelled));
      else announce(intl.formatMessage(say.refused, { reason: result.refused }));
    } finally {
      setBusy(false);
      setMode({ kind: 'browse' });
      focusCursor.current = true;
    }
  };

  const dropOn = (stay: RackStay, room: RackRoom, kind: 'assign' | 'move') => {
    const { guest } = stayText(intl, stay);
    if (kind === 'move' && moveCommandOf(stay) === 'room-move') {
      void finish(move(stay, room), intl.formatMessage(say.moved, { guest, room: room.roomNumber }));
    } else {
      void finish(assign(stay, room), intl.formatMessage(say.assigned, { guest, room: room.roomNumber }));
    }
  };

  const commitExtend = (stay: RackStay, departure: string) => {
    const { guest } = stayText(intl, stay);
    if (departure === stay.departure) {
      setMode({ kind: 'browse' });
      announce(intl.formatMessage(say.cancelled));
      return;
    }
    void finish(
      changeDeparture(stay, departure),
      intl.formatMessage(say.departureChanged, { guest, departure: formatDate(departure) }),
    );
  };

  const startMove = (stay: RackStay) => {
    if (moveCommandOf(stay) === null) {
      announce(intl.formatMessage(say.cannotMove, { status: stayText(intl, stay).status }));
      return;
    }
    setMode({ kind: 'move', stay });
    const room = rooms.find((candidate) => candidate.id === stay.roomId);
    announce(intl.formatMessage(say.moveStart, { guest: stayText(intl, stay).guest, room: room?.roomNumber ?? '' }));
  };

  const startExtend = (stay: RackStay) => {
    if (stay.status !== 'in-house') {
      setBookingHint(stay);
      announce(intl.formatMessage(say.extendBooking, { guest: stayText(intl, stay).guest }));
      return;
    }
    setMode({ kind: 'extend', stay, departure: stay.departure });
    setActive({ row, col: Math.max(0, Math.min(days - 1, dayDifference(fromDate, stay.departure) - 1)) });
    focusCursor.current = true;
    announce(
      intl.formatMessage(say.extendStart, { guest: stayText(intl, stay).guest, departure: formatDate(stay.departure) }),
    );
  };

  const startAssign = (stay: RackStay) => {
    const firstOfType = rooms.findIndex((room) => room.roomTypeId === stay.roomTypeId);
    setMode({ kind: 'assign', stay });
    setBookingHint(null);
    goTo(firstOfType >= 0 ? firstOfType : row, Math.max(0, dayDifference(fromDate, stay.arrival)));
    const { guest, type } = stayText(intl, stay);
    announce(intl.formatMessage(say.assignStart, { guest, type }));
  };

  const cellStay = activeRoom ? stayOn(byRoom.get(activeRoom.id), dates[col] as string) : undefined;

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy || !activeRoom) return;
    const key = event.key;
    let handled = true;
    if (mode.kind === 'extend') {
      const { stay } = mode;
      if (key === 'ArrowRight' || key === 'ArrowLeft') {
        const departure = clampDeparture(stay, addDays(mode.departure, key === 'ArrowRight' ? 1 : -1), hotelDate);
        setMode({ ...mode, departure });
        setActive({ row, col: Math.max(0, Math.min(days - 1, dayDifference(fromDate, departure) - 1)) });
        focusCursor.current = true;
        announce(
          intl.formatMessage(say.extendTo, {
            departure: formatDate(departure),
            nights: nightsBetween(stay.arrival, departure),
          }),
        );
      } else if (key === 'Enter') commitExtend(stay, mode.departure);
      else if (key === 'Escape') {
        setMode({ kind: 'browse' });
        announce(intl.formatMessage(say.cancelled));
      } else handled = key === 'ArrowUp' || key === 'ArrowDown';
    } else if (key === 'ArrowUp') goTo(row - 1, col);
    else if (key === 'ArrowDown') goTo(row + 1, col);
    else if (key === 'ArrowLeft') goTo(row, col - 1);
    else if (key === 'ArrowRight') goTo(row, col + 1);
    else if (key === 'PageUp') goTo(row - 10, col);
    else if (key === 'PageDown') goTo(row + 10, col);
    else if (key === 'Home') goTo(event.ctrlKey ? 0 : row, 0);
    else if (key === 'End') goTo(event.ctrlKey ? rooms.length - 1 : row, days - 1);
    else if (key === 'Escape') {
      if (mode.kind === 'browse' && !bookingHint) handled = false;
      else {
        setMode({ kind: 'browse' });
        setBookingHint(null);
        announce(intl.formatMessage(say.cancelled));
      }
    } else if (key === 'Enter' || key === ' ') {
      if (mode.kind === 'move' || mode.kind === 'assign') dropOn(mode.stay, activeRoom, mode.kind);
      else if (bookingHint && key === 'Enter') open(bookingHint);
      else if (cellStay && key === 'Enter') open(cellStay);
      else handled = false;
    } else if ((key === 'a' || key === 'A') && !event.ctrlKey && !event.metaKey) {
      if (mode.kind === 'assign') dropOn(mode.stay, activeRoom, 'assign');
      else {
        const picked = unassigned[panelAt];
        if (picked) startAssign(picked);
      }
    } else if ((key === 'm' || key === 'M') && !event.ctrlKey && !event.metaKey) {
      if (cellStay && mode.kind === 'browse') startMove(cellStay);
      else if (!cellStay) announce(intl.formatMessage(say.noStay));
    } else if ((key === 'e' || key === 'E') && !event.ctrlKey && !event.metaKey) {
      if (cellStay && mode.kind === 'browse') startExtend(cellStay);
      else if (!cellStay) announce(intl.formatMessage(say.noStay));
    } else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusItem = (index: number) => {
      const next = Math.max(0, Math.min(unassigned.length - 1, index));
      setPanelIndex(next);
      focusOption.current = true;
      panelVirtualizer.scrollToIndex(next, { align: 'auto' });
    };
    const stay = unassigned[panelAt];
    let handled = true;
    if (event.key === 'ArrowDown') focusItem(panelAt + 1);
    else if (event.key === 'ArrowUp') focusItem(panelAt - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(unassigned.length - 1);
    else if (event.key === 'Enter' && stay) open(stay);
    else if ((event.key === 'a' || event.key === 'A') && stay && !event.ctrlKey && !event.metaKey) startAssign(stay);
    else handled = false;
    if (handled) event.preventDefault();
  };

  // Mouse: bars and panel items are dragged onto a row (assign, move) or by their end (extend).
  const dayAt = (event: DragEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return Math.max(0, Math.min(days - 1, Math.floor((event.clientX - rect.left) / dayWidth)));
  };
  const onDrop = (room: RackRoom, rowIndex: number) => (event: DragEvent<HTMLDivElement>) => {
    const dragged = drag.current;
    drag.current = null;
    if (!dragged || busy) return;
    event.preventDefault();
    const day = dayAt(event);
    setActive({ row: rowIndex, col: day });
    if (dragged.kind === 'extend') {
      if (dragged.stay.status !== 'in-house') {
        setBookingHint(dragged.stay);
        return;
      }
      commitExtend(dragged.stay, clampDeparture(dragged.stay, addDays(fromDate, day + 1), hotelDate));
    } else if (dragged.stay.roomId !== room.id) dropOn(dragged.stay, room, dragged.kind);
  };
  const startDrag = (kind: 'assign' | 'move' | 'extend', stay: RackStay) => (event: DragEvent<HTMLElement>) => {
    event.stopPropagation();
    if (kind === 'move' && moveCommandOf(stay) === null) {
      event.preventDefault();
      return;
    }
    drag.current = { kind, stay };
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', stay.confirmationNumber);
  };

  const cellLabel = (room: RackRoom, date: string) => {
    const at = { room: room.roomNumber, date: formatDate(date) };
    const stay = stayOn(byRoom.get(room.id), date);
    if (stay) {
      const text = stayText(intl, stay);
      return intl.formatMessage(say.stayCell, {
        ...at,
        ...text,
        pax: stay.adults + stay.children,
        vip: stay.vipLevel > 0 ? `, ${intl.formatMessage(m.vip)} ${stay.vipLevel}` : '',
        notices:
          stay.openMessages + stay.openFlags > 0
            ? `, ${intl.formatMessage(say.notices, { messages: stay.openMessages, flags: stay.openFlags })}`
            : '',
      });
    }
    const period = outOfOrderOn(room, date);
    if (period) {
      return intl.formatMessage(say.outOfOrderCell, { ...at, until: formatDate(period.toDate), reason: period.reason });
    }
    return intl.formatMessage(say.vacantCell, at);
  };

  const picked = mode.kind === 'browse' ? null : mode.stay;
  const ghost = (() => {
    if (mode.kind === 'extend') {
      const rowIndex = mode.stay.roomId === null ? -1 : (rowOfRoom.get(mode.stay.roomId) ?? -1);
      return { row: rowIndex, ...spanOf(fromDate, days, mode.stay.arrival, mode.departure) };
    }
    if (mode.kind === 'move' || mode.kind === 'assign')
      return { row, ...spanOf(fromDate, days, mode.stay.arrival, mode.stay.departure) };
    return null;
  })();

  const bar = (stay: RackStay) => {
    const kind = barKindOf(stay);
    const span = spanOf(fromDate, days, stay.arrival, stay.departure);
    const text = stayText(intl, stay);
    return (
      <div
        key={stay.stayId}
        className={css.bar[kind]}
        style={{ left: span.start * dayWidth + 1, width: span.length * dayWidth - 3 }}
        data-stay={stay.stayId}
        data-kind={kind}
        data-clipped-start={span.clippedStart || undefined}
        data-clipped-end={span.clippedEnd || undefined}
        data-picked={picked?.stayId === stay.stayId || undefined}
        title={`${text.guest} · ${text.status} · ${text.arrival} – ${text.departure} · ${stay.confirmationNumber}`}
        draggable={moveCommandOf(stay) !== null}
        onDragStart={startDrag('move', stay)}
        onDoubleClick={() => open(stay)}
        aria-hidden
      >
        <span className={css.barMark}>{KIND_MARK[kind]}</span>
        {stay.vipLevel > 0 ? <span className={css.barMark}>{intl.formatMessage(m.vip)}</span> : null}
        {/* The same marks as the arrival and in-house lists: undelivered messages, open flags. */}
        {stay.openMessages > 0 ? <span className={css.barMark}>✉</span> : null}
        {stay.openFlags > 0 ? <span className={css.barMark}>⚑</span> : null}
        <span className={css.barText}>{text.guest}</span>
        {stay.status === 'in-house' && !span.clippedEnd ? (
          // biome-ignore lint/a11y/noStaticElementInteractions: the mouse's grip on a bar's end; the keyboard extends with E
          <span className={css.resizeHandle} data-rack-resize draggable onDragStart={startDrag('extend', stay)} />
        ) : null}
      </div>
    );
  };

  const virtualRows = virtualizer.getVirtualItems();
  const hkWord = (room: RackRoom) => intl.formatMessage(m[room.housekeepingStatus]);

  return (
    <div className={css.board}>
      <div>
        {toolbar}
        <p className={css.muted} id="room-rack-help">
          {intl.formatMessage(m.help)}
        </p>
        <ul className={css.legend} aria-label={intl.formatMessage(m.legend)}>
          {KINDS.map((kind) => (
            <li key={kind} className={`${css.bar[kind]} ${css.legendSwatch}`}>
              <span className={css.barMark} aria-hidden>
                {KIND_MARK[kind]}
              </span>
              {intl.formatMessage(m[KIND_WORD[kind]])}
            </li>
          ))}
          <li className={`${css.outOfOrder} ${css.legendSwatch}`}>{intl.formatMessage(m.outOfOrder)}</li>
        </ul>
        <div role="status" aria-live="polite" data-rack-status className={css.muted} style={{ minHeight: '1.5em' }}>
          {message}
        </div>
        {bookingHint ? (
          <div className={css.muted}>
            <Button size="sm" onPress={() => open(bookingHint)}>
              {intl.formatMessage(m.openBooking)}
            </Button>{' '}
            <Button size="sm" variant="secondary" onPress={() => setBookingHint(null)}>
              {intl.formatMessage(m.dismiss)}
            </Button>
          </div>
        ) : null}
        <div ref={scroller} className={css.scroller} data-rack-scroller>
          {/* biome-ignore lint/a11y/useSemanticElements: the rack is an ARIA grid of positioned bars (one element per stay, not per day); table elements cannot be virtualized and positioned so */}
          <div
            role="grid"
            aria-label={intl.formatMessage(roomRackGridLabelMessage, {
              from: formatDate(fromDate),
              to: formatDate(dates[days - 1] as string),
            })}
            aria-describedby="room-rack-help"
            aria-rowcount={rooms.length + 1}
            aria-colcount={days + 1}
            aria-busy={busy || undefined}
            onKeyDown={onGridKey}
            style={
              {
                position: 'relative',
                width,
                height: virtualizer.getTotalSize(),
                [css.DAY_WIDTH_PROPERTY]: `${dayWidth}px`,
              } as CSSProperties
            }
          >
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the rack is an ARIA grid of positioned bars (one element per stay, not per day); table elements cannot be virtualized and positioned so; the focusable cell is the roving cursor */}
            <div role="row" aria-rowindex={1} className={css.header} style={{ width }}>
              {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a header of the grid above, read, never focused */}
              <div role="columnheader" aria-colindex={1} className={css.corner}>
                {intl.formatMessage(m.room)}
              </div>
              {dates.map((date, index) => {
                const weekday = weekdayOf(date);
                return (
                  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a header of the grid above, read, never focused
                  <div
                    key={date}
                    role="columnheader"
                    aria-colindex={index + 2}
                    className={css.dayHeader}
                    data-today={date === hotelDate || undefined}
                    data-weekend={weekday === 1 || weekday === 7 || undefined}
                  >
                    <span aria-hidden>{intl.formatDate(`${date}T12:00:00`, { weekday: 'short' })}</span>
                    <span aria-hidden>{date.slice(8)}</span>
                    <span className={css.visuallyHidden}>{formatDate(date)}</span>
                  </div>
                );
              })}
            </div>
            {virtualRows.map((item) => {
              const room = rooms[item.index] as RackRoom;
              const isActive = item.index === row;
              const service = room.outOfService ? `, ${intl.formatMessage(m.outOfService)}` : '';
              return (
                // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the rack is an ARIA grid of positioned bars (one element per stay, not per day); table elements cannot be virtualized and positioned so
                <div
                  key={room.id}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={css.row}
                  style={{ top: item.start, width }}
                  data-room={room.roomNumber}
                  data-target={(isActive && (mode.kind === 'move' || mode.kind === 'assign')) || undefined}
                >
                  {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the room's header, read with the row, never focused */}
                  <div role="rowheader" aria-colindex={1} className={css.roomCell}>
                    <span className={css.visuallyHidden}>
                      {intl.formatMessage(say.roomHeader, {
                        room: room.roomNumber,
                        type: room.roomTypeCode,
                        housekeeping: hkWord(room),
                        service,
                      })}
                    </span>
                    <span className={css.roomNumber} aria-hidden>
                      {room.roomNumber}
                    </span>
                    <span className={css.roomType} aria-hidden>
                      {room.roomTypeCode}
                    </span>
                    {room.outOfService ? (
                      <span className={css.serviceMark} title={room.outOfServiceReason} aria-hidden>
                        {intl.formatMessage(m.outOfServiceShort)}
                      </span>
                    ) : null}
                    <span className={css.housekeeping[room.housekeepingStatus]} aria-hidden>
                      {hkWord(room)}
                    </span>
                  </div>
                  {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the mouse's drop and click target; the keyboard moves the cursor with the grid's keys */}
                  <div
                    className={css.days}
                    data-rack-days
                    style={{ width: days * dayWidth }}
                    onDragOver={(event) => {
                      if (drag.current) event.preventDefault();
                    }}
                    onDrop={onDrop(room, item.index)}
                    onClick={(event) => {
                      const rect = event.currentTarget.getBoundingClientRect();
                      const day = Math.floor((event.clientX - rect.left) / dayWidth);
                      setActive({ row: item.index, col: Math.max(0, Math.min(days - 1, day)) });
                      focusCursor.current = true;
                    }}
                  >
                    {room.outOfOrder.map((period) => {
                      const span = spanOf(fromDate, days, period.fromDate, period.toDate);
                      return (
                        <div
                          key={period.fromDate}
                          className={css.outOfOrder}
                          style={{ left: span.start * dayWidth, width: span.length * dayWidth - 1 }}
                          title={period.reason}
                          aria-hidden
                        >
                          {intl.formatMessage(m.outOfOrderShort)} · {period.reason}
                        </div>
                      );
                    })}
                    {(byRoom.get(room.id) ?? []).map(bar)}
                    {ghost && ghost.row === item.index ? (
                      <div
                        className={css.ghost}
                        style={{ left: ghost.start * dayWidth, width: ghost.length * dayWidth - 1 }}
                      />
                    ) : null}
                    {isActive ? (
                      // biome-ignore lint/a11y/useSemanticElements: the roving cursor of the grid, placed over the day it stands for
                      <div
                        key={`${item.index}:${col}`}
                        role="gridcell"
                        aria-colindex={col + 2}
                        aria-label={cellLabel(room, dates[col] as string)}
                        aria-selected={mode.kind !== 'browse' || undefined}
                        tabIndex={0}
                        data-rack-cursor
                        className={css.cursor}
                        style={{ left: col * dayWidth }}
                      />
                    ) : null}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <section className={css.panel} aria-labelledby="room-rack-unassigned">
        <h2 className={css.panelTitle} id="room-rack-unassigned">
          {intl.formatMessage(m.unassigned)} ({unassigned.length})
        </h2>
        {unassigned.length === 0 ? (
          <p className={css.muted} style={{ padding: '0.5rem' }}>
            {intl.formatMessage(m.noUnassigned)}
          </p>
        ) : (
          <div
            ref={panel}
            role="listbox"
            aria-labelledby="room-rack-unassigned"
            aria-describedby="room-rack-help"
            className={css.panelList}
            onKeyDown={onPanelKey}
          >
            <div style={{ position: 'relative', height: panelVirtualizer.getTotalSize() }}>
              {panelVirtualizer.getVirtualItems().map((item) => {
                const stay = unassigned[item.index] as RackStay;
                const index = item.index;
                const text = stayText(intl, stay);
                return (
                  <div
                    key={stay.stayId}
                    role="option"
                    aria-selected={index === panelAt}
                    aria-setsize={unassigned.length}
                    aria-posinset={index + 1}
                    tabIndex={index === panelAt ? 0 : -1}
                    className={css.panelItem}
                    style={{ top: item.start }}
                    data-picked={picked?.stayId === stay.stayId || undefined}
                    data-stay={stay.stayId}
                    draggable
                    onDragStart={startDrag('assign', stay)}
                    onFocus={() => setPanelIndex(index)}
                    onDoubleClick={() => open(stay)}
                  >
                    <span className={css.visuallyHidden}>
                      {intl.formatMessage(say.unassignedItem, { ...text, confirmation: stay.confirmationNumber })}
                    </span>
                    <strong aria-hidden>{text.guest}</strong>
                    <span className={css.muted} aria-hidden>
                      {stay.roomTypeCode} · {text.arrival} – {text.departure} · {text.status}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
