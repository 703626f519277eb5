import {
  Button,
  Form,
  formatDate,
  Inline,
  ModalDialog,
  Notice,
  Select,
  SelectItem,
  Spinner,
  TextField,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminScreen } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { roomRackQuery, useRackAssignRoom, useRackChangeDeparture, useRackRoomMove } from '../api/roomRack.ts';
import { roomMoveMessages } from '../room-move/messages.ts';
import { roomRackMessages as m, roomRackDaysOptionMessage, roomRackIntroMessage } from './messages.ts';
import { RackBoard, type RackResult } from './RackBoard.tsx';
import { DEFAULT_RACK_DAYS, RACK_DAYS, type RackRoom, type RackStay } from './rackModel.ts';

const REASON_MAX_LENGTH = 200;

interface ReasonRequest {
  title: string;
  subtitle: string;
  confirm: string;
  resolve: (reason: string | null) => void;
}

/** Asks for the reason a move or an upgrade needs; resolves null when cancelled. */
function ReasonDialog({ request, onDone }: { request: ReasonRequest; onDone: () => void }) {
  const intl = useIntl();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = (value: string | null) => {
    request.resolve(value);
    onDone();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(intl.formatMessage(m.reasonRequired));
      return;
    }
    close(reason.trim());
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close(null);
      }}
      title={request.title}
      subtitle={request.subtitle}
      size="sm"
      footer={
        <Inline space="sm">
          <Button variant="secondary" onPress={() => close(null)}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId}>
            {request.confirm}
          </Button>
        </Inline>
      }
    >
      <Form id={formId} onSubmit={submit}>
        <TextField
          label={intl.formatMessage(m.reason)}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          maxLength={REASON_MAX_LENGTH}
          isRequired
          autoFocus
          isInvalid={error !== undefined}
          errorMessage={error}
        />
      </Form>
    </ModalDialog>
  );
}

const daysOf = (text: string | null) => {
  const days = Number(text);
  return Number.isInteger(days) && days >= 14 && days <= 31 ? days : DEFAULT_RACK_DAYS;
};
const idOf = (text: string | null) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The room rack (/menu/app/room-rack, issue 17): rooms × 14 to 31 days from the hotel date, the
 * stays as bars and the stays without a room beside them. Every change runs the stay's own
 * command; a refusal shows in a toast in the server's words and the rack stays as it was.
 */
export function RoomRackPage() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const hotelDate = useHotelDate();
  const [params, setParams] = useSearchParams();
  const days = daysOf(params.get('days'));
  const roomTypeId = idOf(params.get('type'));
  const floorId = idOf(params.get('floor'));
  const buildingId = idOf(params.get('building'));
  const roomTypes = useQuery(referenceQuery('configuration/room-type'));
  const floors = useQuery(referenceQuery('configuration/floor'));
  const buildings = useQuery(referenceQuery('configuration/building'));
  const rack = useQuery({
    ...roomRackQuery({
      fromDate: hotelDate ?? '2000-01-01',
      days,
      ...(roomTypeId ? { roomTypeId } : {}),
      ...(floorId ? { floorId } : {}),
      ...(buildingId ? { buildingId } : {}),
    }),
    enabled: hotelDate !== undefined,
  });
  const assignRoom = useRackAssignRoom();
  const roomMove = useRackRoomMove();
  const changeDeparture = useRackChangeDeparture();
  const [reasonRequest, setReasonRequest] = useState<ReasonRequest | null>(null);

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === undefined) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const askReason = (request: Omit<ReasonRequest, 'resolve'>) =>
    new Promise<string | null>((resolve) => setReasonRequest({ ...request, resolve }));

  /** Runs a command; a refusal is shown in staff words and the rack keeps its state. */
  const attempt = async (work: () => Promise<unknown>): Promise<RackResult> => {
    try {
      await work();
      return 'done';
    } catch (error) {
      const text = failureText(intl, error);
      toast.show({ tone: 'error', title: failureTitle(intl, error), message: text });
      return { refused: text };
    }
  };

  const commands = {
    open: (stay: RackStay) => navigate(`/menu/app/edit-reservation/${stay.reservationId}`),
    assign: async (stay: RackStay, room: RackRoom): Promise<RackResult> => {
      let upgradeReason: string | undefined;
      if (room.roomTypeId !== stay.roomTypeId) {
        const reason = await askReason({
          title: intl.formatMessage(m.upgradeTitle),
          subtitle: `${stay.guestName} · ${stay.roomTypeCode} → ${room.roomNumber} (${room.roomTypeCode})`,
          confirm: intl.formatMessage(m.assign),
        });
        if (reason === null) return 'cancelled';
        upgradeReason = reason;
      }
      return attempt(() =>
        assignRoom.run([
          { stayId: stay.stayId, roomId: room.id, version: stay.version, ...(upgradeReason ? { upgradeReason } : {}) },
        ]),
      );
    },
    move: async (stay: RackStay, room: RackRoom): Promise<RackResult> => {
      const reason = await askReason({
        title: intl.formatMessage(roomMoveMessages.confirm),
        subtitle: `${stay.guestName} → ${room.roomNumber} (${room.roomTypeCode})`,
        confirm: intl.formatMessage(roomMoveMessages.move),
      });
      if (reason === null) return 'cancelled';
      // The rate stays as booked; a new rate for the remaining nights is set in the move dialog of the in-house list.
      return attempt(() =>
        roomMove.run([{ stayId: stay.stayId, version: stay.version, roomId: room.id, reason, ratePolicy: 'keep' }]),
      );
    },
    changeDeparture: (stay: RackStay, departure: string) =>
      attempt(() => changeDeparture.run([{ stayId: stay.stayId, version: stay.version, departure }])),
  };

  const toolbar = (
    <Inline space="md" alignY="bottom">
      <Select
        label={intl.formatMessage(m.days)}
        selectedKey={String(days)}
        onSelectionChange={(key) => setParam('days', key === String(DEFAULT_RACK_DAYS) ? undefined : String(key))}
      >
        {RACK_DAYS.map((count) => (
          <SelectItem key={count} id={String(count)}>
            {intl.formatMessage(roomRackDaysOptionMessage, { days: count })}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={intl.formatMessage(m.roomType)}
        selectedKey={roomTypeId ? String(roomTypeId) : 'all'}
        onSelectionChange={(key) => setParam('type', key === 'all' ? undefined : String(key))}
      >
        {[
          <SelectItem key="all" id="all">
            {intl.formatMessage(m.allRoomTypes)}
          </SelectItem>,
          ...(roomTypes.data ?? []).map((type) => (
            <SelectItem key={type.id} id={String(type.id)}>
              {`${type.code} · ${type.name}`}
            </SelectItem>
          )),
        ]}
      </Select>
      <Select
        label={intl.formatMessage(m.floor)}
        selectedKey={floorId ? String(floorId) : 'all'}
        onSelectionChange={(key) => setParam('floor', key === 'all' ? undefined : String(key))}
      >
        {[
          <SelectItem key="all" id="all">
            {intl.formatMessage(m.allFloors)}
          </SelectItem>,
          ...(floors.data ?? []).map((floor) => (
            <SelectItem key={floor.id} id={String(floor.id)}>
              {floor.name}
            </SelectItem>
          )),
        ]}
      </Select>
      <Select
        label={intl.formatMessage(m.building)}
        selectedKey={buildingId ? String(buildingId) : 'all'}
        onSelectionChange={(key) => setParam('building', key === 'all' ? undefined : String(key))}
      >
        {[
          <SelectItem key="all" id="all">
            {intl.formatMessage(m.allBuildings)}
          </SelectItem>,
          ...(buildings.data ?? []).map((building) => (
            <SelectItem key={building.id} id={String(building.id)}>
              {building.name}
            </SelectItem>
          )),
        ]}
      </Select>
    </Inline>
  );

  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(roomRackIntroMessage, { from: hotelDate ? formatDate(hotelDate) : '…', days })}
      bar={toolbar}
      notice={
        rack.isError ? (
          <Notice tone="error" title={failureTitle(intl, rack.error)}>
            {failureText(intl, rack.error)}
          </Notice>
        ) : null
      }
    >
      {rack.data ? (
        rack.data.rooms.length === 0 ? (
          <Notice title={intl.formatMessage(m.noRooms)} />
        ) : (
          <RackBoard rack={rack.data} {...commands} />
        )
      ) : rack.isError ? null : (
        <Inline space="sm" alignY="center">
          <Spinner size="sm" />
          <span>{intl.formatMessage(m.loading)}</span>
        </Inline>
      )}
      {reasonRequest ? <ReasonDialog request={reasonRequest} onDone={() => setReasonRequest(null)} /> : null}
    </AdminScreen>
  );
}
