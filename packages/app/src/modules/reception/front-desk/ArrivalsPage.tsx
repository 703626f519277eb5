import {
  Button,
  DataGrid,
  type DataGridColumn,
  DatePicker,
  formatDate,
  Inline,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Toolbar,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, ListFilter, LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle } from '../../../shared/admin/failures.ts';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { hotelDetailQuery } from '../../../shared/hotelDetail.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import {
  type ArrivalsFilter,
  arrivalsQuery,
  type FrontDeskStay,
  registrationsQuery,
  roomTypesQuery,
  useUndoCheckIn,
} from '../api/frontDesk.ts';
import { AssignRoomDialog } from './AssignRoomDialog.tsx';
import { CheckInDialog } from './CheckInDialog.tsx';
import * as styles from './FrontDesk.css.ts';
import { frontDeskMessages as m } from './messages.ts';
import { RegistrationCardPrint } from './RegistrationCardPrint.tsx';
import { stayColumns, stayPath } from './stayColumns.tsx';

const FILTERS = ['date', 'type', 'rooms', 'show'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_STAYS: FrontDeskStay[] = [];
const COLUMNS = [
  'confirmationNumber',
  'guestName',
  'roomTypeCode',
  'roomNumber',
  'status',
  'pax',
  'departure',
  'vipLevel',
  'depositRequired',
  'notices',
  'remark',
] as const;

type Show = 'due' | 'all';
type Dialog = { kind: 'assign'; stay: FrontDeskStay } | { kind: 'check-in'; stays: FrontDeskStay[] } | null;

export interface ArrivalsPageProps {
  title: MessageDescriptor;
  /** What the list shows until staff choose: the stays still to come, or those checked in too. */
  defaultShow: Show;
}

/** app/arrival-reception and app/Arrival: the day's arrivals, those checked in shown as done. */
export function ArrivalsPage() {
  return <Arrivals title={m.arrivalsTitle} defaultShow="all" />;
}

/** app/booking-list-reception ("Check-in" in the menu): the same list, the stays still to come. */
export function CheckInPage() {
  return <Arrivals title={m.checkInTitle} defaultShow="due" />;
}

/**
 * The front desk's arrivals (operations.md §1.1): the stays arriving on the hotel date (or a
 * chosen date) with room type, room, VIP, the deposit asked for, remarks, and undelivered messages
 * and open flags. Staff tick stays (Space on a row, or "Select group" for a whole reservation) to
 * assign a room, check them in together in one step, print the registration card or undo a
 * check-in of today. A row opens its booking (click, Enter). Filters live in the address.
 */
function Arrivals({ title, defaultShow }: ArrivalsPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toast = useToast();
  const hotelDate = useHotelDate();
  const list = useListParams({ filters: FILTERS });
  const { filter } = list;
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [printing, setPrinting] = useState<FrontDeskStay | null>(null);
  const undo = useUndoCheckIn();
  const stopPrinting = useCallback(() => setPrinting(null), []);

  const date = ISO_DATE.test(filter('date')) ? filter('date') : hotelDate;
  const typeId = Number(filter('type')) || null;
  const rooms = filter('rooms') === 'assigned' || filter('rooms') === 'unassigned' ? filter('rooms') : 'all';
  const show: Show = filter('show') === 'due' || filter('show') === 'all' ? (filter('show') as Show) : defaultShow;

  const criteria: ArrivalsFilter = {
    ...(date ? { date } : {}),
    ...(list.settledSearch ? { search: list.settledSearch } : {}),
    ...(typeId ? { roomTypeId: typeId } : {}),
    ...(rooms === 'all' ? {} : { assigned: rooms === 'assigned' }),
  };
  const arrivals = useQuery({ ...arrivalsQuery(criteria), enabled: date !== undefined });
  const roomTypes = useQuery(roomTypesQuery());
  const stays = useMemo(() => {
    const all = arrivals.data ?? NO_STAYS;
    return show === 'due' ? all.filter((stay) => stay.status !== 'in-house') : all;
  }, [arrivals.data, show]);
  const byId = useMemo(() => new Map(stays.map((stay) => [String(stay.stayId), stay])), [stays]);
  const chosen = useMemo(() => [...selected].flatMap((key) => byId.get(String(key)) ?? []), [selected, byId]);
  // Rooms the day's other arrivals hold: the picker does not offer them again.
  const heldRoomIds = useMemo(
    () => new Set((arrivals.data ?? NO_STAYS).flatMap((stay) => (stay.roomId === null ? [] : [stay.roomId]))),
    [arrivals.data],
  );

  const columns = useMemo<DataGridColumn<FrontDeskStay>[]>(() => {
    const all = stayColumns(intl, 'arrivals');
    return COLUMNS.map((id) => all[id] as DataGridColumn<FrontDeskStay>);
  }, [intl]);

  const onRowAction = useCallback(
    (key: string | number) => {
      const stay = byId.get(String(key));
      if (stay) navigate(stayPath(stay));
    },
    [byId, navigate],
  );

  const one = chosen.length === 1 ? chosen[0] : undefined;
  const toCheckIn = chosen.filter((stay) => stay.status !== 'in-house');
  const canUndo = one?.status === 'in-house' && one.checkedInAt !== null && one.arrival === hotelDate;

  const selectGroup = () => {
    if (!one) return;
    setSelected(
      new Set(
        stays
          .filter((stay) => stay.reservationId === one.reservationId && stay.status !== 'in-house')
          .map((stay) => String(stay.stayId)),
      ),
    );
  };

  const undoCheckIn = async () => {
    if (!one || !(await dialogs.confirm({ message: intl.formatMessage(m.undoConfirm) }))) return;
    try {
      const [stay] = await undo.run([{ stayId: one.stayId, version: one.version }]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(m.undone, { room: one.roomNumber || stay?.roomNumber || '' }),
      });
    } catch (error) {
      toast.show({ tone: 'error', title: failureTitle(intl, error), message: failureText(intl, error) });
    }
  };

  const filtered = FILTERS.some((name) => filter(name) !== '') || list.search !== '';
  const intro = intl.formatMessage(m.arrivalsIntro, { date: date ? formatDate(date) : '' });

  return (
    <AdminScreen
      title={intl.formatMessage(title)}
      intro={intro}
      bar={
        <Stack space="md" width="full">
          <Inline space="md" align="between">
            <ListFilter
              label={intl.formatMessage(m.search)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              query={list.search}
              onQueryChange={list.setSearch}
              count={arrivals.data ? intl.formatMessage(m.stayCount, { count: stays.length }) : null}
            />
            <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
              <Button
                variant="secondary"
                isDisabled={!one || one.status === 'in-house'}
                onPress={() => one && setDialog({ kind: 'assign', stay: one })}
              >
                {intl.formatMessage(m.assignRoom)}
              </Button>
              <Button variant="secondary" isDisabled={!one || one.status === 'in-house'} onPress={selectGroup}>
                {intl.formatMessage(m.selectGroup)}
              </Button>
              <Button
                variant="primary"
                isDisabled={toCheckIn.length === 0 || !hotelDate}
                onPress={() => setDialog({ kind: 'check-in', stays: toCheckIn })}
              >
                {intl.formatMessage(m.checkInCount, { count: toCheckIn.length })}
              </Button>
              <Button variant="secondary" isDisabled={!canUndo} isPending={undo.isPending} onPress={undoCheckIn}>
                {intl.formatMessage(m.undoCheckIn)}
              </Button>
              <Button variant="secondary" isDisabled={!one} onPress={() => one && setPrinting(one)}>
                {intl.formatMessage(m.printCard)}
              </Button>
              <Button variant="secondary" onPress={() => void arrivals.refetch()} isDisabled={arrivals.isFetching}>
                <span className={adminStyles.buttonContent}>
                  <ReloadIcon />
                  {intl.formatMessage(m.reload)}
                </span>
              </Button>
            </Toolbar>
          </Inline>
          <Inline space="lg" rowGap="sm" alignY="bottom" className={styles.filters}>
            <DatePicker
              label={intl.formatMessage(m.arrivalDate)}
              value={date ?? null}
              onChange={(_, iso) => list.setFilter('date', iso && iso !== hotelDate ? iso : undefined)}
              className={styles.dateField}
            />
            <Select
              label={intl.formatMessage(m.roomType)}
              selectedKey={typeId === null ? 'all' : String(typeId)}
              onSelectionChange={(key) => list.setFilter('type', key === 'all' ? undefined : String(key))}
              className={styles.filterField}
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
            <RadioGroup
              label={intl.formatMessage(m.rooms)}
              orientation="horizontal"
              value={rooms}
              onChange={(value) => list.setFilter('rooms', value === 'all' ? undefined : value)}
            >
              <Radio value="all">{intl.formatMessage(m.allRooms)}</Radio>
              <Radio value="assigned">{intl.formatMessage(m.assigned)}</Radio>
              <Radio value="unassigned">{intl.formatMessage(m.unassigned)}</Radio>
            </RadioGroup>
            <RadioGroup
              label={intl.formatMessage(m.show)}
              orientation="horizontal"
              value={show}
              onChange={(value) => list.setFilter('show', value === defaultShow ? undefined : value)}
            >
              <Radio value="due">{intl.formatMessage(m.toCome)}</Radio>
              <Radio value="all">{intl.formatMessage(m.withDone)}</Radio>
            </RadioGroup>
            <Button variant="secondary" size="sm" isDisabled={!filtered} onPress={list.clearFilters}>
              {intl.formatMessage(m.clearFilters)}
            </Button>
          </Inline>
        </Stack>
      }
      notice={<LoadFailure error={arrivals.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(title)}
        columns={columns}
        rows={stays}
        getRowId={(stay) => String(stay.stayId)}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onRowAction={onRowAction}
        isLoading={arrivals.isFetching}
        maxHeight="max(15rem, calc(100vh - 24rem))"
      />
      {dialog?.kind === 'assign' ? (
        <AssignRoomDialog stay={dialog.stay} heldRoomIds={heldRoomIds} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'check-in' && hotelDate ? (
        <CheckInDialog
          stays={dialog.stays}
          hotelDate={hotelDate}
          onClose={() => setDialog(null)}
          onCheckedIn={() => setSelected(new Set())}
        />
      ) : null}
      {printing ? <PrintCard stay={printing} onDone={stopPrinting} /> : null}
    </AdminScreen>
  );
}

/** Reads what the card needs, lays it out for paper, opens the browser's print dialog, and goes. */
function PrintCard({ stay, onDone }: { stay: FrontDeskStay; onDone: () => void }) {
  const guests = useQuery(registrationsQuery(stay.stayId));
  const countries = useQuery(referenceQuery('configuration/country'));
  const hotel = useQuery(hotelDetailQuery());
  const ready = guests.data !== undefined && countries.data !== undefined && !hotel.isPending;
  const failed = guests.isError || countries.isError;
  useEffect(() => {
    if (failed) onDone();
  }, [failed, onDone]);
  useEffect(() => {
    if (!ready) return;
    const done = () => onDone();
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [ready, onDone]);
  if (!ready) return null;
  return (
    <RegistrationCardPrint
      hotelName={hotel.data?.name ?? ''}
      stay={stay}
      guests={guests.data ?? []}
      countries={countries.data ?? []}
    />
  );
}
