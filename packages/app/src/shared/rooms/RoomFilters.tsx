import { Button, Checkbox, CheckboxGroup, Inline, Select, SelectItem, StatusChip } from '@pms/ui';
import { useMemo } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useListParams } from '../list/useListParams.ts';
import { conditionMessages, roomMessages as m } from './messages.ts';
import {
  CONDITION_TONES,
  choicesOf,
  countByCondition,
  idOf,
  parseConditions,
  ROOM_CONDITIONS,
  type RoomCondition,
  type RoomPlace,
  type RoomStatus,
  roomsIn,
  roomsWith,
} from './roomStatus.ts';

// In the address, so a bookmark opens the same rooms: ?floor=3&building=1&type=2&status=vacant-dirty,inspected
const FILTERS = ['floor', 'building', 'type', 'status'] as const;

/**
 * Which rooms a room screen shows, kept in the address: a floor, a building, a room type, and any
 * of the conditions. Answers the rooms of the place (what the counts count) and those shown.
 */
export function useRoomFilters(rooms: readonly RoomStatus[] | undefined) {
  const list = useListParams({ filters: FILTERS });
  const { filter } = list;
  const floor = filter('floor');
  const building = filter('building');
  const type = filter('type');
  const status = filter('status');
  const place: RoomPlace = useMemo(
    () => ({ floorId: idOf(floor), buildingId: idOf(building), roomTypeId: idOf(type) }),
    [floor, building, type],
  );
  const conditions = useMemo(() => parseConditions(status), [status]);
  const inPlace = useMemo(() => roomsIn(rooms ?? [], place), [rooms, place]);
  const shown = useMemo(() => roomsWith(inPlace, conditions), [inPlace, conditions]);
  return {
    place,
    conditions,
    /** The rooms of the floor, building and type: what the counts count. */
    inPlace,
    /** The rooms of the place in the chosen conditions: what the screen lists. */
    shown,
    isFiltered: FILTERS.some((name) => filter(name) !== ''),
    setPlace: (name: 'floor' | 'building' | 'type', id: number | null) =>
      list.setFilter(name, id === null ? undefined : String(id)),
    setConditions: (chosen: readonly RoomCondition[]) =>
      list.setFilter('status', ROOM_CONDITIONS.filter((condition) => chosen.includes(condition)).join(',')),
    clear: list.clearFilters,
  };
}

export type RoomFilterState = ReturnType<typeof useRoomFilters>;

const ALL = 0;

function PlaceSelect({
  label,
  choices,
  value,
  onChange,
}: {
  label: MessageDescriptor;
  choices: { id: number; label: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const intl = useIntl();
  const items = useMemo(() => [{ id: ALL, label: intl.formatMessage(m.all) }, ...choices], [choices, intl]);
  return (
    <Select<{ id: number; label: string }>
      label={intl.formatMessage(label)}
      items={items}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key === null || Number(key) === ALL ? null : Number(key))}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.label}>
          {item.label}
        </SelectItem>
      )}
    </Select>
  );
}

/**
 * The filters of room control and the room-status screens: floor, building and room type to
 * choose from the hotel's rooms, and the conditions as checkboxes that also count the rooms of
 * the place in each (vacant clean, vacant dirty, inspected, occupied, out of order, out of service).
 */
export function RoomFilterBar({
  rooms,
  filters,
  className,
}: {
  rooms: readonly RoomStatus[] | undefined;
  filters: RoomFilterState;
  className?: string;
}) {
  const intl = useIntl();
  const all = rooms ?? [];
  const floors = useMemo(
    () =>
      choicesOf(
        all,
        (room) => room.floorId,
        (room) => room.floor,
      ),
    [all],
  );
  const buildings = useMemo(
    () =>
      choicesOf(
        all,
        (room) => room.buildingId,
        (room) => room.building,
      ),
    [all],
  );
  const types = useMemo(
    () =>
      choicesOf(
        all,
        (room) => room.roomTypeId,
        (room) => room.roomTypeCode,
      ),
    [all],
  );
  const counts = countByCondition(filters.inPlace);
  return (
    <Inline space="lg" rowGap="sm" alignY="bottom" className={className}>
      <PlaceSelect
        label={m.floor}
        choices={floors}
        value={filters.place.floorId}
        onChange={(id) => filters.setPlace('floor', id)}
      />
      {buildings.length > 1 || filters.place.buildingId !== null ? (
        <PlaceSelect
          label={m.building}
          choices={buildings}
          value={filters.place.buildingId}
          onChange={(id) => filters.setPlace('building', id)}
        />
      ) : null}
      <PlaceSelect
        label={m.roomType}
        choices={types}
        value={filters.place.roomTypeId}
        onChange={(id) => filters.setPlace('type', id)}
      />
      <CheckboxGroup
        label={intl.formatMessage(m.statuses)}
        orientation="horizontal"
        value={[...filters.conditions]}
        onChange={(values) => filters.setConditions(values as RoomCondition[])}
      >
        {ROOM_CONDITIONS.map((condition) => (
          <Checkbox key={condition} value={condition}>
            <StatusChip tone={CONDITION_TONES[condition]}>
              {intl.formatMessage(conditionMessages[condition])} {intl.formatNumber(counts[condition])}
            </StatusChip>
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Button variant="secondary" size="sm" isDisabled={!filters.isFiltered} onPress={filters.clear}>
        {intl.formatMessage(m.clearFilters)}
      </Button>
    </Inline>
  );
}
