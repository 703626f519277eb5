import type { Schemas } from '@pms/api-client';
import { ComboBox, ComboBoxItem, Select, SelectItem } from '@pms/ui';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { RoomRow } from '../api/references.ts';
import { stayField } from './checks.ts';
import type { StayDraft } from './draft.ts';
import {
  stayDetailMessages as d,
  freeRoomsMessage,
  housekeepingMessages,
  stayMessages as m,
  roomOptionMessage,
} from './messages.ts';
import * as styles from './StayEditor.css.ts';
import type { FieldMessages, StayChange } from './useBookingDraft.ts';
import { useFreeRooms } from './useStayReads.ts';

const LATER = 'later';
const NOT_ASSIGNED = 0;

/**
 * How staff pick the stay's room. A new booking offers the rooms free on all its nights, with
 * their housekeeping status. A saved booking's stay also keeps the room it holds (the free rooms
 * count it as taken), lets staff type a room number, and offers every room of the type when the
 * free rooms can not be read: the server checks on save.
 */
export type RoomChoice =
  | { kind: 'free'; takenRooms: ReadonlySet<number> }
  | { kind: 'search'; rooms: readonly RoomRow[] | undefined; heldRoomId: number | null };

interface RoomFieldProps {
  stay: StayDraft;
  index: number;
  choice: RoomChoice;
  errors: FieldMessages;
  isDisabled: boolean;
  onChange: StayChange;
}

type Option = { id: number | string; label: string; code: string };

export function RoomField({ stay, index, choice, errors, isDisabled, onChange }: RoomFieldProps) {
  const intl = useIntl();
  const free = useFreeRooms(stay);
  const name = stayField(index, 'roomId');
  const error = errors[name];
  const setRoom = (roomId: number | null) => onChange(stay.key, (current) => ({ ...current, roomId }), [name]);

  const options = useMemo<Option[]>(() => {
    if (choice.kind === 'free') {
      return (free.rooms ?? [])
        .filter((room) => !choice.takenRooms.has(room.id))
        .map((room) => ({ id: room.id, code: room.roomNumber, label: freeRoomLabel(intl, room) }));
    }
    const ofType = (choice.rooms ?? []).filter((room) => room.roomTypeId === stay.roomTypeId);
    const numberOf = (id: number) => ofType.find((room) => room.id === id)?.roomNumber ?? String(id);
    if (!free.rooms) return ofType.map((room) => ({ id: room.id, code: room.roomNumber, label: room.roomNumber }));
    const rooms = free.rooms;
    const own = [choice.heldRoomId, stay.roomId]
      .filter((id): id is number => id !== null && !rooms.some((room) => room.id === id))
      .filter((id, at, all) => all.indexOf(id) === at && ofType.some((room) => room.id === id));
    return [
      ...rooms.map((room) => ({ id: room.id, code: room.roomNumber, label: `${room.roomNumber} · ${room.floor}` })),
      ...own.map((id) => ({ id, code: numberOf(id), label: numberOf(id) })),
    ].sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));
  }, [choice, free.rooms, stay.roomTypeId, stay.roomId, intl]);

  // A room no longer free for the stay's new dates or type is let go, not sent to be refused.
  const isOffered = stay.roomId === null || options.some((option) => option.id === stay.roomId);
  const { key } = stay;
  useEffect(() => {
    if (free.rooms && !isOffered) onChange(key, (current) => ({ ...current, roomId: null }), []);
  }, [free.rooms, isOffered, key, onChange]);

  if (choice.kind === 'search') {
    return (
      <ComboBox<Option>
        // The rooms are the type's: a new type starts a new list.
        key={`room-${stay.roomTypeId}`}
        name={name}
        label={intl.formatMessage(m.room)}
        defaultItems={[{ id: NOT_ASSIGNED, code: '', label: intl.formatMessage(d.notAssigned) }, ...options]}
        selectedKey={stay.roomId ?? NOT_ASSIGNED}
        isDisabled={isDisabled || stay.roomTypeId === null}
        isLoading={choice.rooms === undefined || free.isLoading}
        isInvalid={Boolean(error)}
        errorMessage={error}
        description={intl.formatMessage(free.rooms ? d.freeRoomHelp : d.roomHelp)}
        className={styles.typeField}
        onSelectionChange={(picked) => {
          if (picked === null) return;
          const roomId = Number(picked) === NOT_ASSIGNED ? null : Number(picked);
          if (roomId !== stay.roomId) setRoom(roomId);
        }}
      >
        {(room) => (
          <ComboBoxItem id={room.id} textValue={room.label}>
            {room.label}
          </ComboBoxItem>
        )}
      </ComboBox>
    );
  }

  return (
    <Select<Option>
      label={intl.formatMessage(m.room)}
      name={name}
      items={[{ id: LATER, code: '', label: intl.formatMessage(m.assignLater) }, ...options]}
      selectedKey={stay.roomId ?? LATER}
      onSelectionChange={(picked) => setRoom(picked === null || picked === LATER ? null : Number(picked))}
      isDisabled={isDisabled || !free.rooms}
      description={
        free.rooms
          ? options.length === 0
            ? intl.formatMessage(m.noFreeRooms)
            : intl.formatMessage(freeRoomsMessage, { count: options.length })
          : free.failed
            ? intl.formatMessage(m.freeRoomsFailed)
            : undefined
      }
      isInvalid={Boolean(error)}
      errorMessage={error}
      className={styles.typeField}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.label}>
          {item.label}
        </SelectItem>
      )}
    </Select>
  );
}

const freeRoomLabel = (intl: ReturnType<typeof useIntl>, room: Schemas['FreeRoom']) =>
  intl.formatMessage(roomOptionMessage, {
    room: room.roomNumber,
    floor: room.floor,
    status: intl.formatMessage(housekeepingMessages[room.housekeepingStatus]),
  });
