import {
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  DatePicker,
  DateRangePicker,
  dataGridColumn,
  formatDate,
  formatDateTime,
  Inline,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
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
import { CheckIcon, EditIcon, UndoIcon } from '../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useLastPage } from '../../../shared/list/useLastPage.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import {
  type Flag,
  type FlagKind,
  flagsQuery,
  useCreateFlag,
  useReopenFlag,
  useResolveFlag,
  useUpdateFlag,
} from '../api/records.ts';
import { flagCountMessage, recordMessages as m } from './messages.ts';
import {
  FLAG_KINDS,
  flagKindMessages,
  RecordStatusChip,
  TimeInput,
  timeOf,
  useFormSave,
  useRowCommand,
} from './parts.tsx';
import { RecordListBar } from './RecordListBar.tsx';
import { StayPicker, type StayRef } from './StayPicker.tsx';

const FILTERS = ['status', 'department', 'from', 'to'] as const;
const STATUSES = ['open', 'resolved', 'all'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_ROWS: Flag[] = [];

/**
 * Flag control (/menu/app/flag-control): the traces for the departments, by date then time —
 * open ones first to work through — filtered by date range, department and status; put on an
 * in-house or arriving guest, changed while open, resolved (who, when, note) and reopened.
 */
export function FlagsPage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const list = useListParams({ filters: FILTERS, defaultFilters: { status: 'open' } });
  const status = STATUSES.find((choice) => choice === list.filter('status')) ?? 'open';
  const from = list.filter('from');
  const to = list.filter('to');
  const range = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to ? { start: from, end: to } : null;
  const departmentId = Number(list.filter('department')) || undefined;
  const departments = useQuery(referenceQuery('configuration/department'));
  const page = useQuery(
    flagsQuery({
      ...(list.criteria.search ? { search: list.criteria.search } : {}),
      ...(status === 'all' ? {} : { status }),
      ...(range ? { fromDate: range.start, toDate: range.end } : {}),
      ...(departmentId ? { departmentId } : {}),
      offset: list.criteria.offset,
      limit: list.criteria.limit,
    }),
  );
  useLastPage(list, page.isPlaceholderData ? undefined : page.data);
  const [editing, setEditing] = useState<Flag | 'new' | null>(null);
  const [resolving, setResolving] = useState<Flag | null>(null);
  const reopen = useReopenFlag();
  const command = useRowCommand();

  const columns = useMemo<DataGridColumn<Flag>[]>(
    () => [
      actionsColumn<Flag>(intl.formatMessage(m.actions), 80, (row) => (
        <Inline space="xs">
          {row.status === 'open' ? (
            <RowAction
              label={intl.formatMessage(m.flagResolve)}
              icon={<CheckIcon />}
              isUrgent
              onPress={() => setResolving(row)}
            />
          ) : (
            <RowAction
              label={intl.formatMessage(m.flagReopen)}
              icon={<UndoIcon />}
              onPress={async () => {
                if (!(await dialogs.confirm({ message: intl.formatMessage(m.flagReopenConfirm) }))) return;
                await command(() => reopen.run([{ id: row.id, version: row.version }]));
              }}
            />
          )}
          <RowAction
            label={intl.formatMessage(m.flagEdit)}
            icon={<EditIcon />}
            isDisabled={row.status === 'resolved'}
            onPress={() => setEditing(row)}
          />
        </Inline>
      )),
      {
        id: 'date',
        accessor: 'date',
        header: intl.formatMessage(m.date),
        width: 104,
        format: (value) => formatDate(value),
      },
      dataGridColumn<Flag, string>({
        id: 'time',
        accessor: (row) => row.time ?? '',
        header: intl.formatMessage(m.time),
        width: 60,
      }),
      { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 70 },
      { id: 'guestName', accessor: 'guestName', header: intl.formatMessage(m.guest), width: 150, isRowHeader: true },
      { id: 'departmentName', accessor: 'departmentName', header: intl.formatMessage(m.department), width: 130 },
      {
        id: 'kind',
        accessor: 'kind',
        header: intl.formatMessage(m.flagKind),
        width: 120,
        format: (value) => intl.formatMessage(flagKindMessages[value]),
      },
      { id: 'text', accessor: 'text', header: intl.formatMessage(m.text), width: 200 },
      {
        id: 'status',
        accessor: 'status',
        header: intl.formatMessage(m.status),
        width: 96,
        format: (value) => intl.formatMessage(value === 'open' ? m.flagOpen : m.flagResolved),
        cell: (value) => (
          <RecordStatusChip status={value} label={intl.formatMessage(value === 'open' ? m.flagOpen : m.flagResolved)} />
        ),
      },
      dataGridColumn<Flag, string>({
        id: 'resolved',
        accessor: (row) =>
          row.resolvedAt
            ? [`${formatDateTime(row.resolvedAt)} · ${row.resolvedBy}`, row.resolutionNote].filter(Boolean).join(' — ')
            : '',
        header: intl.formatMessage(m.flagResolvedBy),
        width: 200,
      }),
      { id: 'createdBy', accessor: 'createdBy', header: intl.formatMessage(m.flagCreatedBy), width: 90 },
    ],
    [intl, dialogs, command, reopen],
  );

  const total = page.data?.total;
  return (
    <AdminScreen
      title={intl.formatMessage(m.flagTitle)}
      intro={intl.formatMessage(m.flagIntro)}
      bar={
        <RecordListBar
          placeholder={intl.formatMessage(m.flagSearchPlaceholder)}
          count={total === undefined ? null : intl.formatMessage(flagCountMessage, { count: total })}
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
            <Select<{ id: number; name: string }>
              label={intl.formatMessage(m.department)}
              selectedKey={departmentId ?? 0}
              onSelectionChange={(key) => list.setFilter('department', key ? String(key) : undefined)}
              items={[{ id: 0, name: intl.formatMessage(m.flagAllDepartments) }, ...(departments.data ?? [])]}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
            <RadioGroup
              label={intl.formatMessage(m.status)}
              orientation="horizontal"
              value={status}
              onChange={(value) => list.setFilter('status', value)}
            >
              <Radio value="open">{intl.formatMessage(m.flagOpen)}</Radio>
              <Radio value="resolved">{intl.formatMessage(m.flagResolved)}</Radio>
              <Radio value="all">{intl.formatMessage(m.all)}</Radio>
            </RadioGroup>
          </Inline>
        </RecordListBar>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.flagTitle)}
        columns={columns}
        rows={page.data?.rows ?? NO_ROWS}
        getRowId={(row) => String(row.id)}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 26rem))"
      />
      {editing ? <FlagDialog flag={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {resolving ? <ResolveDialog flag={resolving} onClose={() => setResolving(null)} /> : null}
    </AdminScreen>
  );
}

const FLAG_FIELDS = ['stayId', 'reservationId', 'departmentId', 'kind', 'date', 'time', 'text'] as const;

/** Puts a flag on a guest, or changes an open one (its guest stays). */
export function FlagDialog({ flag, onClose }: { flag: Flag | null; onClose: () => void }) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const departments = useQuery(referenceQuery('configuration/department'));
  const create = useCreateFlag();
  const update = useUpdateFlag();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [stay, setStay] = useState<StayRef | null>(null);
  const [departmentId, setDepartmentId] = useState<number | null>(flag?.departmentId ?? null);
  const [kind, setKind] = useState<FlagKind>(flag?.kind ?? 'amenity');
  // The hotel date may arrive after the dialog opens: until a date is picked, it is the default.
  const [pickedDate, setDate] = useState<string | null | undefined>(undefined);
  const date = pickedDate === undefined ? (flag?.date ?? hotelDate ?? null) : pickedDate;
  const [time, setTime] = useState(flag?.time ?? '');
  const [text, setText] = useState(flag?.text ?? '');
  const isSaving = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const required = [intl.formatMessage(m.required)];
    const missing: Record<string, string[]> = {};
    if (!flag && !stay) missing.stayId = required;
    if (departmentId === null) missing.departmentId = required;
    if (!date) missing.date = required;
    const typedTime = timeOf(time);
    if (typedTime === undefined) missing.time = [intl.formatMessage(m.timeInvalid)];
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const fields = {
      departmentId: departmentId as number,
      kind,
      date: date as string,
      time: typedTime ?? null,
      text: text.trim(),
    };
    void save(
      () =>
        flag
          ? update.run([{ id: flag.id, version: flag.version, ...fields }])
          : create.run([{ reservationId: stay?.reservationId as number, stayId: stay?.stayId ?? null, ...fields }]),
      FLAG_FIELDS,
    );
  };

  const stayError = [errors.stayId, errors.reservationId].flat().filter(Boolean).join(' ');
  return (
    <FormDialog
      title={intl.formatMessage(flag ? m.flagEdit : m.flagAdd)}
      subtitle={flag ? `${flag.roomNumber} · ${flag.guestName}` : undefined}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        {flag ? null : (
          <StayPicker value={stay} onChange={setStay} isRequired autoFocus errorMessage={stayError || undefined} />
        )}
        <Inline space="md">
          <ComboBox<{ id: number; name: string }>
            name="departmentId"
            label={intl.formatMessage(m.department)}
            defaultItems={departments.data ?? []}
            selectedKey={departmentId}
            onSelectionChange={(key) => setDepartmentId(key === null ? null : Number(key))}
            isLoading={departments.isPending}
            isRequired
          >
            {(item) => (
              <ComboBoxItem id={item.id} textValue={item.name}>
                {item.name}
              </ComboBoxItem>
            )}
          </ComboBox>
          <Select
            name="kind"
            label={intl.formatMessage(m.flagKind)}
            selectedKey={kind}
            onSelectionChange={(key) => key && setKind(key as FlagKind)}
            isRequired
          >
            {FLAG_KINDS.map((choice) => (
              <SelectItem key={choice} id={choice}>
                {intl.formatMessage(flagKindMessages[choice])}
              </SelectItem>
            ))}
          </Select>
        </Inline>
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
        </Inline>
        <TextArea
          name="text"
          label={intl.formatMessage(m.text)}
          value={text}
          onChange={setText}
          maxLength={500}
          rows={3}
          showCounter
        />
      </Stack>
    </FormDialog>
  );
}

/** Marks an open flag done, with a note of what was done. */
function ResolveDialog({ flag, onClose }: { flag: Flag; onClose: () => void }) {
  const intl = useIntl();
  const resolve = useResolveFlag();
  const { errors, failure, save } = useFormSave(onClose);
  const [note, setNote] = useState('');
  return (
    <FormDialog
      title={intl.formatMessage(m.flagResolveTitle)}
      subtitle={`${formatDate(flag.date)} · ${flag.roomNumber} · ${flag.guestName} · ${intl.formatMessage(flagKindMessages[flag.kind])}`}
      isSaving={resolve.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void save(() => resolve.run([{ id: flag.id, version: flag.version, note: note.trim() }]), ['note']);
      }}
      validationErrors={errors}
      failure={failure}
    >
      <TextField
        name="note"
        label={intl.formatMessage(m.note)}
        value={note}
        onChange={setNote}
        maxLength={200}
        autoComplete="off"
        autoFocus
      />
    </FormDialog>
  );
}
