import {
  DataGrid,
  type DataGridColumn,
  DatePicker,
  DateRangePicker,
  dataGridColumn,
  formatDate,
  Inline,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  useDialogs,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminScreen, actionsColumn, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { CheckIcon, CrossIcon, EditIcon, ForwardIcon, NoShowIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useLastPage } from '../../../shared/list/useLastPage.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import {
  type Transfer,
  transfersQuery,
  useCancelTransfer,
  useCreateTransfer,
  useSetTransferStatus,
  useUpdateTransfer,
} from '../api/records.ts';
import { recordMessages as m, transferCountMessage } from './messages.ts';
import { RecordStatusChip, TimeInput, timeOf, transferStatusMessages, useFormSave, useRowCommand } from './parts.tsx';
import { RecordListBar } from './RecordListBar.tsx';
import { StayPicker, type StayRef } from './StayPicker.tsx';

const FILTERS = ['direction', 'from', 'to'] as const;
const DIRECTIONS = ['all', 'pick-up', 'drop-off'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_ROWS: Transfer[] = [];
const PENDING = new Set<Transfer['status']>(['requested', 'confirmed']);

/**
 * Pick-up and drop-off by date (/menu/app/pickUp-Droup-off-by-Date): the transfers of a date
 * range (the hotel date when none is chosen) by date and time, for the driver's day; booked for
 * an in-house or arriving guest, confirmed, then done or no-show, or cancelled.
 */
export function TransfersPage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const hotelDate = useHotelDate();
  const list = useListParams({ filters: FILTERS });
  const direction = DIRECTIONS.find((choice) => choice === list.filter('direction')) ?? 'all';
  const from = list.filter('from');
  const to = list.filter('to');
  const chosen = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to ? { start: from, end: to } : null;
  const range = chosen ?? (hotelDate ? { start: hotelDate, end: hotelDate } : null);
  const page = useQuery({
    ...transfersQuery({
      ...(list.criteria.search ? { search: list.criteria.search } : {}),
      ...(direction === 'all' ? {} : { direction }),
      ...(range ? { fromDate: range.start, toDate: range.end } : {}),
      offset: list.criteria.offset,
      limit: list.criteria.limit,
    }),
    enabled: range !== null,
  });
  useLastPage(list, page.isPlaceholderData ? undefined : page.data);
  const [editing, setEditing] = useState<Transfer | 'new' | null>(null);
  const setStatus = useSetTransferStatus();
  const cancel = useCancelTransfer();
  const command = useRowCommand();

  const columns = useMemo<DataGridColumn<Transfer>[]>(
    () => [
      actionsColumn<Transfer>(intl.formatMessage(m.actions), 136, (row) => {
        const pending = PENDING.has(row.status);
        return (
          <Inline space="xs">
            {row.status === 'requested' ? (
              <RowAction
                label={intl.formatMessage(m.transferConfirm)}
                icon={<ForwardIcon />}
                onPress={() =>
                  command(() => setStatus.run([{ id: row.id, version: row.version, status: 'confirmed' }]))
                }
              />
            ) : (
              <RowAction
                label={intl.formatMessage(m.transferMarkDone)}
                icon={<CheckIcon />}
                isDisabled={!pending}
                onPress={() => command(() => setStatus.run([{ id: row.id, version: row.version, status: 'done' }]))}
              />
            )}
            <RowAction
              label={intl.formatMessage(m.transferMarkNoShow)}
              icon={<NoShowIcon />}
              isDisabled={!pending}
              onPress={() => command(() => setStatus.run([{ id: row.id, version: row.version, status: 'no-show' }]))}
            />
            <RowAction
              label={intl.formatMessage(m.transferCancel)}
              icon={<CrossIcon />}
              isDisabled={!pending}
              onPress={async () => {
                if (!(await dialogs.confirm({ message: intl.formatMessage(m.transferCancelConfirm) }))) return;
                await command(() => cancel.run([{ id: row.id, version: row.version }]));
              }}
            />
            <RowAction
              label={intl.formatMessage(m.transferEdit)}
              icon={<EditIcon />}
              isDisabled={!pending}
              onPress={() => setEditing(row)}
            />
          </Inline>
        );
      }),
      {
        id: 'date',
        accessor: 'date',
        header: intl.formatMessage(m.date),
        width: 104,
        format: (value) => formatDate(value),
      },
      dataGridColumn<Transfer, string>({
        id: 'time',
        accessor: (row) => row.time ?? '',
        header: intl.formatMessage(m.time),
        width: 60,
      }),
      {
        id: 'direction',
        accessor: 'direction',
        header: intl.formatMessage(m.transferDirection),
        width: 84,
        format: (value) => intl.formatMessage(value === 'pick-up' ? m.pickUp : m.dropOff),
      },
      { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 70 },
      { id: 'guestName', accessor: 'guestName', header: intl.formatMessage(m.guest), width: 150, isRowHeader: true },
      { id: 'flight', accessor: 'flight', header: intl.formatMessage(m.transferFlight), width: 80 },
      { id: 'place', accessor: 'place', header: intl.formatMessage(m.transferPlace), width: 120 },
      { id: 'vehicle', accessor: 'vehicle', header: intl.formatMessage(m.transferVehicle), width: 100 },
      { id: 'pax', accessor: 'pax', header: intl.formatMessage(m.transferPax), width: 50, align: 'end' },
      {
        id: 'status',
        accessor: 'status',
        header: intl.formatMessage(m.status),
        width: 100,
        format: (value) => intl.formatMessage(transferStatusMessages[value]),
        cell: (value) => <RecordStatusChip status={value} label={intl.formatMessage(transferStatusMessages[value])} />,
      },
      { id: 'remark', accessor: 'remark', header: intl.formatMessage(m.transferRemark), width: 180 },
    ],
    [intl, dialogs, command, setStatus, cancel],
  );

  const total = page.data?.total;
  return (
    <AdminScreen
      title={intl.formatMessage(m.transferTitle)}
      intro={intl.formatMessage(m.transferIntro)}
      bar={
        <RecordListBar
          placeholder={intl.formatMessage(m.transferSearchPlaceholder)}
          count={total === undefined ? null : intl.formatMessage(transferCountMessage, { count: total })}
          list={list}
          page={page}
          onAdd={() => setEditing('new')}
        >
          <Inline space="xl" rowGap="sm" alignY="bottom">
            <DateRangePicker
              label={intl.formatMessage(m.period)}
              value={range}
              onChange={(_, iso) => list.setFilters({ from: iso?.start, to: iso?.end })}
            />
            <RadioGroup
              label={intl.formatMessage(m.transferDirection)}
              orientation="horizontal"
              value={direction}
              onChange={(value) => list.setFilter('direction', value === 'all' ? undefined : value)}
            >
              <Radio value="all">{intl.formatMessage(m.all)}</Radio>
              <Radio value="pick-up">{intl.formatMessage(m.pickUp)}</Radio>
              <Radio value="drop-off">{intl.formatMessage(m.dropOff)}</Radio>
            </RadioGroup>
          </Inline>
        </RecordListBar>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.transferTitle)}
        columns={columns}
        rows={page.data?.rows ?? NO_ROWS}
        getRowId={(row) => String(row.id)}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 26rem))"
      />
      {editing ? (
        <TransferDialog transfer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminScreen>
  );
}

const TRANSFER_FIELDS = [
  'stayId',
  'reservationId',
  'direction',
  'date',
  'time',
  'place',
  'flight',
  'vehicle',
  'pax',
  'remark',
] as const;

/** Books a transfer for a guest, or changes one not yet done. */
export function TransferDialog({ transfer, onClose }: { transfer: Transfer | null; onClose: () => void }) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const create = useCreateTransfer();
  const update = useUpdateTransfer();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [stay, setStay] = useState<StayRef | null>(null);
  const [direction, setDirection] = useState<Transfer['direction']>(transfer?.direction ?? 'pick-up');
  // The hotel date may arrive after the dialog opens: until a date is picked, it is the default.
  const [pickedDate, setDate] = useState<string | null | undefined>(undefined);
  const date = pickedDate === undefined ? (transfer?.date ?? hotelDate ?? null) : pickedDate;
  const [time, setTime] = useState(transfer?.time ?? '');
  const [place, setPlace] = useState(transfer?.place ?? '');
  const [flight, setFlight] = useState(transfer?.flight ?? '');
  const [vehicle, setVehicle] = useState(transfer?.vehicle ?? '');
  const [pax, setPax] = useState<number>(transfer?.pax ?? 1);
  const [remark, setRemark] = useState(transfer?.remark ?? '');
  const isSaving = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const required = [intl.formatMessage(m.required)];
    const missing: Record<string, string[]> = {};
    if (!transfer && !stay) missing.stayId = required;
    if (!date) missing.date = required;
    if (!Number.isInteger(pax) || pax < 1) missing.pax = required;
    const typedTime = timeOf(time);
    if (typedTime === undefined) missing.time = [intl.formatMessage(m.timeInvalid)];
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const fields = {
      direction,
      date: date as string,
      time: typedTime ?? null,
      place: place.trim(),
      flight: flight.trim(),
      vehicle: vehicle.trim(),
      pax,
      remark: remark.trim(),
    };
    void save(
      () =>
        transfer
          ? update.run([{ id: transfer.id, version: transfer.version, ...fields }])
          : create.run([{ reservationId: stay?.reservationId as number, stayId: stay?.stayId ?? null, ...fields }]),
      TRANSFER_FIELDS,
    );
  };

  const stayError = [errors.stayId, errors.reservationId].flat().filter(Boolean).join(' ');
  return (
    <FormDialog
      title={intl.formatMessage(transfer ? m.transferEdit : m.transferAdd)}
      subtitle={transfer ? `${transfer.roomNumber} · ${transfer.guestName}` : undefined}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        {transfer ? null : (
          <StayPicker value={stay} onChange={setStay} isRequired autoFocus errorMessage={stayError || undefined} />
        )}
        <RadioGroup
          name="direction"
          label={intl.formatMessage(m.transferDirection)}
          orientation="horizontal"
          value={direction}
          onChange={(value) => setDirection(value as Transfer['direction'])}
        >
          <Radio value="pick-up">{intl.formatMessage(m.pickUp)}</Radio>
          <Radio value="drop-off">{intl.formatMessage(m.dropOff)}</Radio>
        </RadioGroup>
        <Inline space="md" alignY="top">
          <DatePicker
            name="date"
            label={intl.formatMessage(m.date)}
            value={date}
            onChange={(_, iso) => setDate(iso)}
            isRequired
          />
          <TimeInput
            name="time"
            label={intl.formatMessage(m.time)}
            value={time}
            onChange={setTime}
            errorMessage={errors.time?.join(' ')}
          />
          <NumberField
            name="pax"
            label={intl.formatMessage(m.transferPax)}
            value={pax}
            onChange={setPax}
            minValue={1}
            maxValue={50}
            isRequired
          />
        </Inline>
        <Inline space="md">
          <TextField
            name="place"
            label={intl.formatMessage(m.transferPlace)}
            value={place}
            onChange={setPlace}
            maxLength={100}
            autoComplete="off"
          />
          <TextField
            name="flight"
            label={intl.formatMessage(m.transferFlight)}
            value={flight}
            onChange={setFlight}
            maxLength={20}
            autoComplete="off"
          />
          <TextField
            name="vehicle"
            label={intl.formatMessage(m.transferVehicle)}
            value={vehicle}
            onChange={setVehicle}
            maxLength={60}
            autoComplete="off"
          />
        </Inline>
        <TextField
          name="remark"
          label={intl.formatMessage(m.transferRemark)}
          value={remark}
          onChange={setRemark}
          maxLength={500}
          autoComplete="off"
        />
      </Stack>
    </FormDialog>
  );
}
