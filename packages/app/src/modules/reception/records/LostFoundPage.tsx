import {
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  DatePicker,
  DateRangePicker,
  dataGridColumn,
  formatDate,
  Inline,
  Radio,
  RadioGroup,
  Stack,
  TextArea,
  TextField,
  useDialogs,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminScreen, actionsColumn, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { EditIcon, ReturnIcon, TrashIcon, UndoIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useLastPage } from '../../../shared/list/useLastPage.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import {
  type LostFoundItem,
  type LostFoundStatus,
  lostFoundQuery,
  useCreateLostFound,
  useSetLostFoundStatus,
  useUpdateLostFound,
} from '../api/records.ts';
import { lostCountMessage, recordMessages as m } from './messages.ts';
import { lostStatusMessages, RecordStatusChip, TimeInput, timeOf, useFormSave, useRowCommand } from './parts.tsx';
import { RecordListBar } from './RecordListBar.tsx';
import { StayPicker, type StayRef } from './StayPicker.tsx';

const FILTERS = ['status', 'from', 'to'] as const;
const STATUSES = ['stored', 'returned', 'disposed', 'all'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_ROWS: LostFoundItem[] = [];

/**
 * Lost and found (/menu/app/lost-found): what was found, where and when, by whom, the room or
 * guest it came from, where it is kept (the keep-at list); returned to its owner (to whom, when),
 * disposed of, or taken back to stored.
 */
export function LostFoundPage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const list = useListParams({ filters: FILTERS, defaultFilters: { status: 'stored' } });
  const status = STATUSES.find((choice) => choice === list.filter('status')) ?? 'stored';
  const from = list.filter('from');
  const to = list.filter('to');
  const range = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to ? { start: from, end: to } : null;
  const page = useQuery(
    lostFoundQuery({
      ...(list.criteria.search ? { search: list.criteria.search } : {}),
      ...(status === 'all' ? {} : { status }),
      ...(range ? { fromDate: range.start, toDate: range.end } : {}),
      offset: list.criteria.offset,
      limit: list.criteria.limit,
    }),
  );
  useLastPage(list, page.isPlaceholderData ? undefined : page.data);
  const [editing, setEditing] = useState<LostFoundItem | 'new' | null>(null);
  const [changing, setChanging] = useState<{ item: LostFoundItem; status: 'returned' | 'disposed' } | null>(null);
  const setStatus = useSetLostFoundStatus();
  const command = useRowCommand();

  const columns = useMemo<DataGridColumn<LostFoundItem>[]>(
    () => [
      actionsColumn<LostFoundItem>(intl.formatMessage(m.actions), 108, (row) =>
        row.status === 'stored' ? (
          <Inline space="xs">
            <RowAction
              label={intl.formatMessage(m.lostReturn)}
              icon={<ReturnIcon />}
              onPress={() => setChanging({ item: row, status: 'returned' })}
            />
            <RowAction
              label={intl.formatMessage(m.lostDispose)}
              icon={<TrashIcon />}
              onPress={() => setChanging({ item: row, status: 'disposed' })}
            />
            <RowAction label={intl.formatMessage(m.lostEdit)} icon={<EditIcon />} onPress={() => setEditing(row)} />
          </Inline>
        ) : (
          <RowAction
            label={intl.formatMessage(m.lostBackToStored)}
            icon={<UndoIcon />}
            onPress={async () => {
              if (!(await dialogs.confirm({ message: intl.formatMessage(m.lostBackConfirm) }))) return;
              await command(() => setStatus.run([{ id: row.id, version: row.version, status: 'stored' }]));
            }}
          />
        ),
      ),
      dataGridColumn<LostFoundItem, string>({
        id: 'foundOn',
        accessor: (row) => `${row.foundOn} ${row.foundTime ?? ''}`,
        header: intl.formatMessage(m.lostFoundOn),
        width: 130,
        format: (_value, row) => [formatDate(row.foundOn), row.foundTime].filter(Boolean).join(' '),
      }),
      { id: 'item', accessor: 'item', header: intl.formatMessage(m.lostItem), width: 160, isRowHeader: true },
      dataGridColumn<LostFoundItem, string>({
        id: 'where',
        accessor: (row) => [row.roomNumber, row.foundPlace].filter(Boolean).join(' · '),
        header: intl.formatMessage(m.lostWhere),
        width: 130,
      }),
      { id: 'foundBy', accessor: 'foundBy', header: intl.formatMessage(m.lostFoundBy), width: 110 },
      { id: 'keepAtName', accessor: 'keepAtName', header: intl.formatMessage(m.lostKeepAt), width: 120 },
      { id: 'guestName', accessor: 'guestName', header: intl.formatMessage(m.guest), width: 140 },
      {
        id: 'status',
        accessor: 'status',
        header: intl.formatMessage(m.status),
        width: 96,
        format: (value) => intl.formatMessage(lostStatusMessages[value]),
        cell: (value) => <RecordStatusChip status={value} label={intl.formatMessage(lostStatusMessages[value])} />,
      },
      dataGridColumn<LostFoundItem, string>({
        id: 'outcome',
        accessor: (row) =>
          row.returnedOn
            ? `${formatDate(row.returnedOn)} · ${row.returnedTo ?? ''}`
            : row.disposedOn
              ? formatDate(row.disposedOn)
              : '',
        header: intl.formatMessage(m.lostReturnedTo),
        width: 190,
      }),
      { id: 'description', accessor: 'description', header: intl.formatMessage(m.lostDescription), width: 200 },
    ],
    [intl, dialogs, command, setStatus],
  );

  const total = page.data?.total;
  return (
    <AdminScreen
      title={intl.formatMessage(m.lostTitle)}
      intro={intl.formatMessage(m.lostIntro)}
      bar={
        <RecordListBar
          placeholder={intl.formatMessage(m.lostSearchPlaceholder)}
          count={total === undefined ? null : intl.formatMessage(lostCountMessage, { count: total })}
          list={list}
          page={page}
          onAdd={() => setEditing('new')}
        >
          <Inline space="xl" rowGap="sm" alignY="bottom">
            <DateRangePicker
              label={intl.formatMessage(m.lostFoundOn)}
              value={range}
              onChange={(_, iso) => list.setFilters({ from: iso?.start, to: iso?.end })}
            />
            <RadioGroup
              label={intl.formatMessage(m.status)}
              orientation="horizontal"
              value={status}
              onChange={(value) => list.setFilter('status', value)}
            >
              {STATUSES.map((choice) => (
                <Radio key={choice} value={choice}>
                  {choice === 'all' ? intl.formatMessage(m.all) : intl.formatMessage(lostStatusMessages[choice])}
                </Radio>
              ))}
            </RadioGroup>
          </Inline>
        </RecordListBar>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.lostTitle)}
        columns={columns}
        rows={page.data?.rows ?? NO_ROWS}
        getRowId={(row) => String(row.id)}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 26rem))"
      />
      {editing ? <LostFoundDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {changing ? (
        <StatusDialog item={changing.item} status={changing.status} onClose={() => setChanging(null)} />
      ) : null}
    </AdminScreen>
  );
}

const ITEM_FIELDS = [
  'item',
  'description',
  'foundOn',
  'foundTime',
  'foundPlace',
  'foundBy',
  'roomId',
  'stayId',
  'reservationId',
  'keepAtId',
] as const;

/** Records a found item, or corrects one still stored. */
export function LostFoundDialog({ item, onClose }: { item: LostFoundItem | null; onClose: () => void }) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const rooms = useQuery(referenceQuery('configuration/room'));
  const places = useQuery(referenceQuery('configuration/keep-at'));
  const create = useCreateLostFound();
  const update = useUpdateLostFound();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [name, setName] = useState(item?.item ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  // The hotel date may arrive after the dialog opens: until a date is picked, it is the default.
  const [pickedFoundOn, setFoundOn] = useState<string | null | undefined>(undefined);
  const foundOn = pickedFoundOn === undefined ? (item?.foundOn ?? hotelDate ?? null) : pickedFoundOn;
  const [foundTime, setFoundTime] = useState(item?.foundTime ?? '');
  const [roomId, setRoomId] = useState<number | null>(item?.roomId ?? null);
  const [foundPlace, setFoundPlace] = useState(item?.foundPlace ?? '');
  const [foundBy, setFoundBy] = useState(item?.foundBy ?? '');
  const [owner, setOwner] = useState<StayRef | null>(
    item?.reservationId ? { reservationId: item.reservationId, stayId: item.stayId } : null,
  );
  const [keepAtId, setKeepAtId] = useState<number | null>(item?.keepAtId ?? null);
  const isSaving = create.isPending || update.isPending;
  const current = useMemo(
    () =>
      item?.reservationId
        ? {
            reservationId: item.reservationId,
            stayId: item.stayId,
            label: [item.guestName, item.confirmationNumber].filter(Boolean).join(' · '),
          }
        : null,
    [item],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const required = [intl.formatMessage(m.required)];
    const missing: Record<string, string[]> = {};
    if (!name.trim()) missing.item = required;
    if (!foundOn) missing.foundOn = required;
    if (!foundBy.trim()) missing.foundBy = required;
    if (keepAtId === null) missing.keepAtId = required;
    if (roomId === null && !foundPlace.trim()) missing.foundPlace = [intl.formatMessage(m.lostFoundPlaceHelp)];
    const time = timeOf(foundTime);
    if (time === undefined) missing.foundTime = [intl.formatMessage(m.timeInvalid)];
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const fields = {
      item: name.trim(),
      description: description.trim(),
      foundOn: foundOn as string,
      foundTime: time ?? null,
      foundPlace: foundPlace.trim(),
      foundBy: foundBy.trim(),
      roomId,
      reservationId: owner?.reservationId ?? null,
      stayId: owner?.stayId ?? null,
      keepAtId: keepAtId as number,
    };
    void save(
      () => (item ? update.run([{ id: item.id, version: item.version, ...fields }]) : create.run([fields])),
      ITEM_FIELDS,
    );
  };

  const ownerError = [errors.stayId, errors.reservationId].flat().filter(Boolean).join(' ');
  return (
    <FormDialog
      title={intl.formatMessage(item ? m.lostEdit : m.lostAdd)}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <Inline space="md">
          <TextField
            name="item"
            label={intl.formatMessage(m.lostItem)}
            value={name}
            onChange={setName}
            isRequired
            maxLength={100}
            autoComplete="off"
            autoFocus
          />
          <TextField
            name="foundBy"
            label={intl.formatMessage(m.lostFoundBy)}
            value={foundBy}
            onChange={setFoundBy}
            isRequired
            maxLength={60}
            autoComplete="off"
          />
        </Inline>
        <Inline space="md" alignY="top">
          <DatePicker
            name="foundOn"
            label={intl.formatMessage(m.lostFoundOn)}
            value={foundOn}
            onChange={(_, iso) => setFoundOn(iso)}
            isRequired
          />
          <TimeInput
            name="foundTime"
            label={intl.formatMessage(m.lostFoundTime)}
            value={foundTime}
            onChange={setFoundTime}
            errorMessage={errors.foundTime?.join(' ')}
          />
        </Inline>
        <Inline space="md" alignY="top">
          <ComboBox<{ id: number; roomNumber: string }>
            name="roomId"
            label={intl.formatMessage(m.room)}
            defaultItems={rooms.data ?? []}
            selectedKey={roomId}
            onSelectionChange={(key) => setRoomId(key === null ? null : Number(key))}
            isLoading={rooms.isPending}
          >
            {(room) => (
              <ComboBoxItem id={room.id} textValue={room.roomNumber}>
                {room.roomNumber}
              </ComboBoxItem>
            )}
          </ComboBox>
          <TextField
            name="foundPlace"
            label={intl.formatMessage(m.lostFoundPlace)}
            description={intl.formatMessage(m.lostFoundPlaceHelp)}
            value={foundPlace}
            onChange={setFoundPlace}
            maxLength={100}
            autoComplete="off"
          />
        </Inline>
        <ComboBox<{ id: number; name: string }>
          name="keepAtId"
          label={intl.formatMessage(m.lostKeepAt)}
          defaultItems={places.data ?? []}
          selectedKey={keepAtId}
          onSelectionChange={(key) => setKeepAtId(key === null ? null : Number(key))}
          isLoading={places.isPending}
          isRequired
        >
          {(place) => (
            <ComboBoxItem id={place.id} textValue={place.name}>
              {place.name}
            </ComboBoxItem>
          )}
        </ComboBox>
        <StayPicker
          value={owner}
          onChange={setOwner}
          label={intl.formatMessage(m.lostOwner)}
          current={current}
          errorMessage={ownerError || undefined}
        />
        <TextArea
          name="description"
          label={intl.formatMessage(m.lostDescription)}
          value={description}
          onChange={setDescription}
          maxLength={500}
          rows={2}
        />
      </Stack>
    </FormDialog>
  );
}

/** Returns a stored item to someone, or disposes of it, on a date. */
function StatusDialog({
  item,
  status,
  onClose,
}: {
  item: LostFoundItem;
  status: Exclude<LostFoundStatus, 'stored'>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const change = useSetLostFoundStatus();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [pickedDate, setDate] = useState<string | null | undefined>(undefined);
  const date = pickedDate === undefined ? (hotelDate ?? null) : pickedDate;
  const [returnedTo, setReturnedTo] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const required = [intl.formatMessage(m.required)];
    const missing: Record<string, string[]> = {};
    if (!date) missing.date = required;
    if (status === 'returned' && !returnedTo.trim()) missing.returnedTo = required;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    void save(
      () =>
        change.run([
          {
            id: item.id,
            version: item.version,
            status,
            date: date as string,
            ...(status === 'returned' ? { returnedTo: returnedTo.trim() } : {}),
            note: note.trim(),
          },
        ]),
      ['date', 'returnedTo', 'note', 'status'],
    );
  };
  return (
    <FormDialog
      title={intl.formatMessage(status === 'returned' ? m.lostReturnTitle : m.lostDisposeTitle)}
      subtitle={`${item.item} · ${formatDate(item.foundOn)}`}
      isSaving={change.isPending}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <DatePicker
          name="date"
          label={intl.formatMessage(m.lostStatusDate)}
          value={date}
          onChange={(_, iso) => setDate(iso)}
          isRequired
        />
        {status === 'returned' ? (
          <TextField
            name="returnedTo"
            label={intl.formatMessage(m.lostReturnedTo)}
            value={returnedTo}
            onChange={setReturnedTo}
            isRequired
            maxLength={100}
            autoComplete="off"
            autoFocus
          />
        ) : null}
        <TextField
          name="note"
          label={intl.formatMessage(m.note)}
          value={note}
          onChange={setNote}
          maxLength={200}
          autoComplete="off"
        />
      </Stack>
    </FormDialog>
  );
}
