import {
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatDateTime,
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
import { CheckIcon, EditIcon, PrintIcon } from '../../../shared/admin/icons.tsx';
import { useLastPage } from '../../../shared/list/useLastPage.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import {
  type GuestMessage,
  messagesQuery,
  useCreateMessage,
  useDeliverMessage,
  useUpdateMessage,
} from '../api/records.ts';
import { MessageSlip } from './MessageSlip.tsx';
import { recordMessages as m, messageCountMessage } from './messages.ts';
import { RecordStatusChip, useFormSave, useRowCommand } from './parts.tsx';
import { RecordListBar } from './RecordListBar.tsx';
import { StayPicker, type StayRef } from './StayPicker.tsx';

const FILTERS = ['status'] as const;
const STATUSES = ['all', 'new', 'delivered'] as const;
const NO_ROWS: GuestMessage[] = [];

/**
 * Guest messages (/menu/app/message): taken for a guest in house or arriving, listed newest first
 * with the new ones to deliver, marked delivered (who, when), printed as a slip for the guest.
 */
export function MessagesPage() {
  const intl = useIntl();
  const dialogs = useDialogs();
  const list = useListParams({ filters: FILTERS, defaultFilters: { status: 'new' } });
  const status = STATUSES.find((choice) => choice === list.filter('status')) ?? 'new';
  const page = useQuery(
    messagesQuery({
      ...(list.criteria.search ? { search: list.criteria.search } : {}),
      ...(status === 'all' ? {} : { status }),
      offset: list.criteria.offset,
      limit: list.criteria.limit,
    }),
  );
  useLastPage(list, page.isPlaceholderData ? undefined : page.data);
  const [editing, setEditing] = useState<GuestMessage | 'new' | null>(null);
  const [printing, setPrinting] = useState<GuestMessage | null>(null);
  const deliver = useDeliverMessage();
  const command = useRowCommand();

  const columns = useMemo<DataGridColumn<GuestMessage>[]>(
    () => [
      actionsColumn<GuestMessage>(intl.formatMessage(m.actions), 108, (row) => (
        <Inline space="xs">
          <RowAction
            label={intl.formatMessage(m.messageDeliver)}
            icon={<CheckIcon />}
            isDisabled={row.status === 'delivered'}
            isUrgent
            onPress={async () => {
              if (!(await dialogs.confirm({ message: intl.formatMessage(m.messageDeliverConfirm) }))) return;
              await command(() => deliver.run([{ id: row.id, version: row.version }]));
            }}
          />
          <RowAction label={intl.formatMessage(m.messagePrint)} icon={<PrintIcon />} onPress={() => setPrinting(row)} />
          <RowAction
            label={intl.formatMessage(m.messageEdit)}
            icon={<EditIcon />}
            isDisabled={row.status === 'delivered'}
            onPress={() => setEditing(row)}
          />
        </Inline>
      )),
      {
        id: 'takenAt',
        accessor: 'takenAt',
        header: intl.formatMessage(m.messageTakenAt),
        width: 140,
        format: (value) => formatDateTime(value),
      },
      { id: 'roomNumber', accessor: 'roomNumber', header: intl.formatMessage(m.room), width: 70 },
      { id: 'guestName', accessor: 'guestName', header: intl.formatMessage(m.guest), width: 150, isRowHeader: true },
      { id: 'fromName', accessor: 'fromName', header: intl.formatMessage(m.messageFrom), width: 130 },
      { id: 'text', accessor: 'text', header: intl.formatMessage(m.messageText), width: 260 },
      {
        id: 'status',
        accessor: 'status',
        header: intl.formatMessage(m.status),
        width: 100,
        format: (value) => intl.formatMessage(value === 'new' ? m.messageNew : m.messageDelivered),
        cell: (value) => (
          <RecordStatusChip
            status={value}
            label={intl.formatMessage(value === 'new' ? m.messageNew : m.messageDelivered)}
          />
        ),
      },
      { id: 'takenBy', accessor: 'takenBy', header: intl.formatMessage(m.messageTakenBy), width: 90 },
      dataGridColumn<GuestMessage, string>({
        id: 'delivered',
        accessor: (row) => (row.deliveredAt ? `${formatDateTime(row.deliveredAt)} · ${row.deliveredBy}` : ''),
        header: intl.formatMessage(m.messageDeliveredAt),
        width: 170,
      }),
      {
        id: 'confirmationNumber',
        accessor: 'confirmationNumber',
        header: intl.formatMessage(m.confirmationNumber),
        width: 100,
      },
    ],
    [intl, dialogs, command, deliver],
  );

  const total = page.data?.total;
  return (
    <AdminScreen
      title={intl.formatMessage(m.messageTitle)}
      intro={intl.formatMessage(m.messageIntro)}
      bar={
        <RecordListBar
          placeholder={intl.formatMessage(m.messageSearchPlaceholder)}
          count={total === undefined ? null : intl.formatMessage(messageCountMessage, { count: total })}
          list={list}
          page={page}
          onAdd={() => setEditing('new')}
        >
          <RadioGroup
            label={intl.formatMessage(m.status)}
            orientation="horizontal"
            value={status}
            onChange={(value) => list.setFilter('status', value)}
          >
            <Radio value="new">{intl.formatMessage(m.messageNew)}</Radio>
            <Radio value="delivered">{intl.formatMessage(m.messageDelivered)}</Radio>
            <Radio value="all">{intl.formatMessage(m.all)}</Radio>
          </RadioGroup>
        </RecordListBar>
      }
      notice={<LoadFailure error={page.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.messageTitle)}
        columns={columns}
        rows={page.data?.rows ?? NO_ROWS}
        getRowId={(row) => String(row.id)}
        isLoading={page.isFetching}
        {...list.gridProps}
        rowCount={total ?? 0}
        maxHeight="max(15rem, calc(100vh - 24rem))"
      />
      {editing ? <MessageDialog message={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {printing ? <MessageSlip message={printing} onClose={() => setPrinting(null)} /> : null}
    </AdminScreen>
  );
}

const MESSAGE_FIELDS = ['stayId', 'reservationId', 'fromName', 'fromContact', 'text'] as const;

/** Takes a new message, or corrects one not yet delivered (its guest stays as taken). */
export function MessageDialog({ message, onClose }: { message: GuestMessage | null; onClose: () => void }) {
  const intl = useIntl();
  const create = useCreateMessage();
  const update = useUpdateMessage();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [stay, setStay] = useState<StayRef | null>(null);
  const [fromName, setFromName] = useState(message?.fromName ?? '');
  const [fromContact, setFromContact] = useState(message?.fromContact ?? '');
  const [text, setText] = useState(message?.text ?? '');
  const isSaving = create.isPending || update.isPending;
  const required = intl.formatMessage(m.required);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const missing: Record<string, string[]> = {};
    if (!message && !stay) missing.stayId = [required];
    if (!fromName.trim()) missing.fromName = [required];
    if (!text.trim()) missing.text = [required];
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    const fields = { fromName: fromName.trim(), fromContact: fromContact.trim(), text: text.trim() };
    void save(
      () =>
        message
          ? update.run([{ id: message.id, version: message.version, ...fields }])
          : create.run([{ reservationId: stay?.reservationId as number, stayId: stay?.stayId ?? null, ...fields }]),
      MESSAGE_FIELDS,
    );
  };

  const stayError = [errors.stayId, errors.reservationId].flat().filter(Boolean).join(' ');
  return (
    <FormDialog
      title={intl.formatMessage(message ? m.messageEdit : m.messageAdd)}
      subtitle={message ? `${message.roomNumber} · ${message.guestName}` : undefined}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        {message ? null : (
          <StayPicker value={stay} onChange={setStay} isRequired autoFocus errorMessage={stayError || undefined} />
        )}
        <Inline space="md">
          <TextField
            name="fromName"
            label={intl.formatMessage(m.messageFrom)}
            value={fromName}
            onChange={setFromName}
            isRequired
            maxLength={100}
            autoComplete="off"
            autoFocus={message !== null}
          />
          <TextField
            name="fromContact"
            label={intl.formatMessage(m.messageContact)}
            value={fromContact}
            onChange={setFromContact}
            maxLength={100}
            autoComplete="off"
          />
        </Inline>
        <TextArea
          name="text"
          label={intl.formatMessage(m.messageText)}
          value={text}
          onChange={setText}
          isRequired
          maxLength={1000}
          rows={5}
          showCounter
        />
      </Stack>
    </FormDialog>
  );
}
