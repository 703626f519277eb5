import type { StoryAction, StoryList } from '../masterData/storyApi.ts';
import type { RoomStatus, RoomStatusLogEntry } from './roomStatus.ts';

/** The hotel date of the room stories. */
export const STORY_HOTEL_DATE = '2026-11-21';

const room = (roomId: number, roomNumber: string, change: Partial<RoomStatus> = {}): RoomStatus => ({
  roomId,
  roomNumber,
  roomTypeId: roomNumber.endsWith('1') ? 2 : 1,
  roomTypeCode: roomNumber.endsWith('1') ? 'DLX' : 'STD',
  floorId: Number(roomNumber[0]),
  floor: `Floor ${roomNumber[0]}`,
  buildingId: 1,
  building: 'Main',
  frontOfficeStatus: 'vacant',
  housekeepingStatus: 'clean',
  outOfOrder: false,
  outOfOrderReason: '',
  outOfService: false,
  outOfServiceReason: '',
  stayId: null,
  guestName: '',
  departure: null,
  dueIn: false,
  dueInStayId: null,
  dueOut: false,
  changedAt: null,
  assigneeUserId: null,
  assigneeName: '',
  assignedToMe: false,
  ...change,
});

/** A small hotel in every condition: two floors, eight rooms. */
export const storyRooms = (): RoomStatus[] => [
  room(1, '101', { housekeepingStatus: 'dirty' }),
  room(2, '102', { housekeepingStatus: 'dirty', dueIn: true, dueInStayId: 40 }),
  room(3, '103'),
  room(4, '104', { housekeepingStatus: 'inspected' }),
  room(5, '201', {
    frontOfficeStatus: 'occupied',
    stayId: 31,
    guestName: 'Somsak, Keo',
    departure: '2026-11-23',
    housekeepingStatus: 'dirty',
  }),
  room(6, '202', {
    frontOfficeStatus: 'occupied',
    stayId: 32,
    guestName: 'Nguyen, Lan',
    departure: STORY_HOTEL_DATE,
    dueOut: true,
  }),
  room(7, '203', { outOfOrder: true, outOfOrderReason: 'Leaking pipe', housekeepingStatus: 'dirty' }),
  room(8, '204', { outOfService: true, outOfServiceReason: 'Deep clean' }),
];

/**
 * housekeeping/room-status as the server answers it, from memory: `list`, `set` (a status a room
 * has changes nothing; out of service needs a reason) and `log` (each change set here).
 */
export function roomStatusStoryList(rooms: RoomStatus[] = storyRooms()): StoryList {
  const log: RoomStatusLogEntry[] = [
    {
      id: 1,
      roomId: 1,
      roomNumber: '101',
      businessDate: STORY_HOTEL_DATE,
      at: '2026-11-21T03:05:00.000Z',
      actor: 'reception',
      source: 'check-out',
      fromStatus: 'clean',
      toStatus: 'dirty',
      fromOutOfService: false,
      toOutOfService: false,
      note: '',
    },
  ];
  const byId = (rows: Record<string, unknown>[], roomId: unknown) => rows.find((row) => row.roomId === roomId);
  // The rooms themselves, not the story API's copy: a story's other paths (a room move) change them too.
  const rows = rooms as unknown as Record<string, unknown>[];
  const set: StoryAction = (data, { refuse }) => {
    for (const [index, item] of data.entries()) {
      if (item.outOfService === true && !item.reason) {
        return refuse(400, 'VALIDATION_FAILED', 'Taking a room out of service needs a reason', [
          { field: `/data/${index}/reason`, message: 'is required to take a room out of service' },
        ]);
      }
      if (!byId(rows, item.roomId)) return refuse(404, 'NOT_FOUND', 'No such room');
    }
    return data.map((item) => {
      const row = byId(rows, item.roomId) as Record<string, unknown>;
      const before = { status: row.housekeepingStatus, outOfService: row.outOfService };
      if (item.housekeepingStatus) row.housekeepingStatus = item.housekeepingStatus;
      if (item.outOfService !== undefined) {
        row.outOfService = item.outOfService;
        row.outOfServiceReason = item.outOfService ? item.reason : '';
      }
      row.changedAt = '2026-11-21T04:00:00.000Z';
      log.unshift({
        id: log.length + 1,
        roomId: Number(row.roomId),
        roomNumber: String(row.roomNumber),
        businessDate: STORY_HOTEL_DATE,
        at: '2026-11-21T04:00:00.000Z',
        actor: 'housekeeping',
        source: 'manual',
        fromStatus: before.status as RoomStatusLogEntry['fromStatus'],
        toStatus: row.housekeepingStatus as RoomStatusLogEntry['toStatus'],
        fromOutOfService: Boolean(before.outOfService),
        toOutOfService: Boolean(row.outOfService),
        note: String(item.reason ?? ''),
      });
      return row;
    });
  };
  return {
    rows: [],
    actions: {
      list: () => rooms,
      set,
      log: ([filter]) => log.filter((entry) => entry.roomId === filter?.roomId),
    },
  };
}

/** configuration/hotel's hotel date for the room stories. */
export const hotelDateStoryList: StoryList = {
  rows: [],
  actions: { GetHotelDate: () => [{ value: STORY_HOTEL_DATE }] },
};
