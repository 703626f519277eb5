import {
  Checkbox,
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  DateRangePicker,
  dataGridColumn,
  type FormValidationErrors,
  formatDate,
  Inline,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  StatusChip,
  type StatusChipTone,
  TextArea,
  TextField,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  AdminScreen,
  actionsColumn,
  ListActions,
  ListFilter,
  LoadFailure,
  RowAction,
} from '../../../shared/admin/AdminScreen.tsx';
import { FormDialog, type SaveFailure } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { CheckIcon, CrossIcon, EditIcon, ForwardIcon } from '../../../shared/admin/icons.tsx';
import { addDays } from '../../../shared/dates.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { useListParams } from '../../../shared/list/useListParams.ts';
import { referenceQuery } from '../../../shared/query/actionQuery.ts';
import { sessionAtom } from '../../../shared/session/controller.ts';
import { grants } from '../../../shared/session/landing.ts';
import {
  engineersQuery,
  type MaintenanceFilter,
  type MaintenanceOrder,
  type MaintenancePriority,
  type MaintenanceStatus,
  maintenanceQuery,
  type ReturnStatus,
  useCancelOrder,
  useCreateOrder,
  useFinishOrder,
  useStartOrder,
  useUpdateOrder,
} from '../api/maintenance.ts';
import {
  maintenanceMessages as m,
  orderCountMessage,
  orderStatusMessages,
  partsInvalidMessage,
  priorityMessages,
  returnStatusMessages,
} from '../messages.ts';
import { partsFromText, partsToText } from './parts.ts';

const FILTERS = ['status', 'type', 'priority', 'from', 'to'] as const;
const STATUS_FILTERS = ['active', 'open', 'in-progress', 'done', 'cancelled', 'all'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];
const PRIORITIES: readonly MaintenancePriority[] = ['low', 'normal', 'high', 'urgent'];
const RETURN_STATUSES: readonly ReturnStatus[] = ['dirty', 'clean', 'inspected'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const NO_ROWS: MaintenanceOrder[] = [];

const STATUS_TONES: Record<MaintenanceStatus, StatusChipTone> = {
  open: 'red',
  'in-progress': 'yellow',
  done: 'green',
  cancelled: 'gray',
};
const PRIORITY_TONES: Record<MaintenancePriority, StatusChipTone> = {
  low: 'gray',
  normal: 'blue',
  high: 'yellow',
  urgent: 'red',
};

const statusesOf = (filter: StatusFilter): MaintenanceFilter['statuses'] =>
  filter === 'all' ? undefined : filter === 'active' ? ['open', 'in-progress'] : [filter];

/** Sends a form's command: "Success" and close; field errors on the inputs; the rest above the form. */
function useFormSave(onDone: () => void) {
  const intl = useIntl();
  const toast = useToast();
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = async (run: () => Promise<unknown>, fieldNames: readonly string[]) => {
    setFailure(null);
    try {
      await run();
      setErrors({});
      toast.show({ tone: 'success', title: intl.formatMessage(m.success) });
      onDone();
    } catch (error) {
      if (isStaleVersion(error)) {
        setFailure({ title: failureTitle(intl, error), text: intl.formatMessage(m.stale) });
        return;
      }
      const byField = fieldErrorsOf(error, [], intl);
      setErrors(byField);
      const shown = Object.keys(byField).length > 0 && Object.keys(byField).every((name) => fieldNames.includes(name));
      if (!shown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };
  return { errors, setErrors, failure, save };
}

/**
 * Maintenance orders (/menu/app/maintenance): the engineers' board of faults on rooms and public
 * areas, filtered by status, type, priority and the day reported (kept in the address). Anyone
 * who may read it reports a fault; engineers start, edit, finish and cancel orders.
 */
export function MaintenancePage() {
  const intl = useIntl();
  const toast = useToast();
  const session = useAtomValue(sessionAtom);
  const isEngineer = session ? grants(session, 'ENGINEER') : false;
  const list = useListParams({ filters: FILTERS, defaultFilters: { status: 'active' } });
  const status = STATUS_FILTERS.find((choice) => choice === list.filter('status')) ?? 'active';
  const typeId = Number(list.filter('type')) || null;
  const priority = PRIORITIES.find((choice) => choice === list.filter('priority')) ?? null;
  const from = list.filter('from');
  const to = list.filter('to');
  const range = ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to ? { start: from, end: to } : null;
  const statuses = statusesOf(status);
  const orders = useQuery(
    maintenanceQuery({
      ...(statuses ? { statuses } : {}),
      ...(typeId ? { maintenanceTypeId: typeId } : {}),
      ...(priority ? { priority } : {}),
      ...(range ? { fromDate: range.start, toDate: range.end } : {}),
    }),
  );
  const types = useQuery(referenceQuery('configuration/maintenance-type'));
  const [editing, setEditing] = useState<MaintenanceOrder | 'new' | null>(null);
  const [closing, setClosing] = useState<{ order: MaintenanceOrder; as: 'done' | 'cancelled' } | null>(null);
  const start = useStartOrder();

  const search = list.search.trim().toLowerCase();
  const rows = useMemo(() => {
    const all = orders.data ?? NO_ROWS;
    if (!search) return all;
    return all.filter((order) =>
      [order.roomNumber, order.area, order.description, order.maintenanceTypeName, order.assignedTo]
        .join(' ')
        .toLowerCase()
        .includes(search),
    );
  }, [orders.data, search]);

  const columns = useMemo<DataGridColumn<MaintenanceOrder>[]>(() => {
    const startOrder = async (order: MaintenanceOrder) => {
      try {
        await start.run([{ id: order.id, version: order.version }]);
        toast.show({ tone: 'success', title: intl.formatMessage(m.success) });
      } catch (error) {
        toast.show({
          tone: 'error',
          title: failureTitle(intl, error),
          message: isStaleVersion(error) ? intl.formatMessage(m.stale) : failureText(intl, error),
        });
      }
    };
    const isOpen = (order: MaintenanceOrder) => order.status === 'open' || order.status === 'in-progress';
    return [
      actionsColumn<MaintenanceOrder>(intl.formatMessage(m.actions), 124, (row) =>
        isEngineer && isOpen(row) ? (
          <Inline space="xs">
            {row.status === 'open' ? (
              <RowAction
                label={intl.formatMessage(m.start)}
                icon={<ForwardIcon />}
                onPress={() => void startOrder(row)}
              />
            ) : null}
            <RowAction
              label={intl.formatMessage(m.done)}
              icon={<CheckIcon />}
              onPress={() => setClosing({ order: row, as: 'done' })}
            />
            <RowAction label={intl.formatMessage(m.edit)} icon={<EditIcon />} onPress={() => setEditing(row)} />
            <RowAction
              label={intl.formatMessage(m.cancel)}
              icon={<CrossIcon />}
              onPress={() => setClosing({ order: row, as: 'cancelled' })}
            />
          </Inline>
        ) : null,
      ),
      { id: 'id', accessor: 'id', header: intl.formatMessage(m.orderNumber), width: 60 },
      dataGridColumn<MaintenanceOrder, string>({
        id: 'reportedOn',
        accessor: (row) => row.reportedOn,
        header: intl.formatMessage(m.reportedOn),
        width: 108,
        format: (value) => formatDate(value),
      }),
      dataGridColumn<MaintenanceOrder, string>({
        id: 'where',
        accessor: (row) => row.roomNumber || row.area,
        header: intl.formatMessage(m.where),
        width: 110,
        isRowHeader: true,
      }),
      dataGridColumn<MaintenanceOrder, string>({
        id: 'type',
        accessor: (row) => row.maintenanceTypeName,
        header: intl.formatMessage(m.type),
        width: 140,
      }),
      { id: 'description', accessor: 'description', header: intl.formatMessage(m.description), width: 230 },
      dataGridColumn<MaintenanceOrder, MaintenancePriority>({
        id: 'priority',
        accessor: (row) => row.priority,
        header: intl.formatMessage(m.priority),
        width: 96,
        format: (value) => intl.formatMessage(priorityMessages[value]),
        cell: (value) => (
          <StatusChip tone={PRIORITY_TONES[value]}>{intl.formatMessage(priorityMessages[value])}</StatusChip>
        ),
      }),
      dataGridColumn<MaintenanceOrder, MaintenanceStatus>({
        id: 'status',
        accessor: (row) => row.status,
        header: intl.formatMessage(m.status),
        width: 112,
        format: (value) => intl.formatMessage(orderStatusMessages[value]),
        cell: (value) => (
          <StatusChip tone={STATUS_TONES[value]}>{intl.formatMessage(orderStatusMessages[value])}</StatusChip>
        ),
      }),
      dataGridColumn<MaintenanceOrder, string>({
        id: 'assignedTo',
        accessor: (row) => row.assignedTo,
        header: intl.formatMessage(m.assignedTo),
        width: 150,
      }),
      dataGridColumn<MaintenanceOrder, string>({
        id: 'outOfOrder',
        accessor: (row) => (row.outOfOrder ? `${row.outOfOrder.fromDate} ${row.outOfOrder.toDate}` : ''),
        header: intl.formatMessage(m.outOfOrder),
        width: 200,
        format: (_value, row) =>
          row.outOfOrder
            ? `${formatDate(row.outOfOrder.fromDate)} – ${formatDate(row.outOfOrder.toDate)}${
                row.outOfOrderActive ? ` · ${intl.formatMessage(m.outOfOrderNow)}` : ''
              }`
            : '',
      }),
      { id: 'reportedBy', accessor: 'reportedBy', header: intl.formatMessage(m.reportedBy), width: 110 },
      { id: 'resolution', accessor: 'resolution', header: intl.formatMessage(m.resolution), width: 200 },
    ];
  }, [intl, isEngineer, start, toast]);

  return (
    <AdminScreen
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      bar={
        <Stack space="md" width="full">
          <Inline space="md" align="between">
            <ListFilter
              label={intl.formatMessage(m.search)}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              query={list.search}
              onQueryChange={list.setSearch}
              count={orders.data ? intl.formatMessage(orderCountMessage, { count: rows.length }) : null}
            />
            <ListActions
              label={intl.formatMessage(m.toolbar)}
              onReload={() => void orders.refetch()}
              isLoading={orders.isFetching}
              onAdd={() => setEditing('new')}
            />
          </Inline>
          <Inline space="xl" rowGap="sm" alignY="bottom">
            <RadioGroup
              label={intl.formatMessage(m.status)}
              orientation="horizontal"
              value={status}
              onChange={(value) => list.setFilter('status', value)}
            >
              {STATUS_FILTERS.map((choice) => (
                <Radio key={choice} value={choice}>
                  {choice === 'all'
                    ? intl.formatMessage(m.statusAll)
                    : choice === 'active'
                      ? intl.formatMessage(m.statusActive)
                      : intl.formatMessage(orderStatusMessages[choice])}
                </Radio>
              ))}
            </RadioGroup>
            <Select
              label={intl.formatMessage(m.type)}
              selectedKey={typeId === null ? 'all' : String(typeId)}
              onSelectionChange={(key) => list.setFilter('type', key === 'all' ? undefined : String(key))}
            >
              {[
                <SelectItem key="all" id="all">
                  {intl.formatMessage(m.allTypes)}
                </SelectItem>,
                ...(types.data ?? []).map((type) => (
                  <SelectItem key={type.id} id={String(type.id)}>
                    {type.name}
                  </SelectItem>
                )),
              ]}
            </Select>
            <Select
              label={intl.formatMessage(m.priority)}
              selectedKey={priority ?? 'all'}
              onSelectionChange={(key) => list.setFilter('priority', key === 'all' ? undefined : String(key))}
            >
              {[
                <SelectItem key="all" id="all">
                  {intl.formatMessage(m.allPriorities)}
                </SelectItem>,
                ...PRIORITIES.map((choice) => (
                  <SelectItem key={choice} id={choice}>
                    {intl.formatMessage(priorityMessages[choice])}
                  </SelectItem>
                )),
              ]}
            </Select>
            <DateRangePicker
              label={intl.formatMessage(m.from)}
              value={range}
              onChange={(_, iso) => list.setFilters({ from: iso?.start, to: iso?.end })}
            />
          </Inline>
        </Stack>
      }
      notice={<LoadFailure error={orders.error} />}
    >
      <DataGrid
        aria-label={intl.formatMessage(m.title)}
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        isLoading={orders.isFetching}
        maxHeight="max(15rem, calc(100vh - 24rem))"
      />
      {editing ? <OrderDialog order={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {closing ? <CloseDialog order={closing.order} as={closing.as} onClose={() => setClosing(null)} /> : null}
    </AdminScreen>
  );
}

const ORDER_FIELDS = [
  'maintenanceTypeId',
  'roomId',
  'area',
  'priority',
  'description',
  'assignedUserId',
  'outOfOrder',
  'parts',
] as const;

/** Reports a fault, or changes an order still to do (engineers). */
function OrderDialog({ order, onClose }: { order: MaintenanceOrder | null; onClose: () => void }) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const session = useAtomValue(sessionAtom);
  const isEngineer = session ? grants(session, 'ENGINEER') : false;
  const rooms = useQuery(referenceQuery('configuration/room'));
  const types = useQuery(referenceQuery('configuration/maintenance-type'));
  const engineers = useQuery({ ...engineersQuery(), enabled: isEngineer });
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [typeId, setTypeId] = useState<number | null>(order?.maintenanceTypeId ?? null);
  const [roomId, setRoomId] = useState<number | null>(order?.roomId ?? null);
  const [area, setArea] = useState(order?.area ?? '');
  const [priority, setPriority] = useState<MaintenancePriority>(order?.priority ?? 'normal');
  const [description, setDescription] = useState(order?.description ?? '');
  const [assignedUserId, setAssignedUserId] = useState<number | null>(order?.assignedUserId ?? null);
  const [takeOut, setTakeOut] = useState(order?.outOfOrder != null);
  const [pickedPeriod, setPeriod] = useState<{ start: string; end: string } | null | undefined>(
    order?.outOfOrder ? { start: order.outOfOrder.fromDate, end: order.outOfOrder.toDate } : undefined,
  );
  const period =
    pickedPeriod === undefined ? (hotelDate ? { start: hotelDate, end: addDays(hotelDate, 1) } : null) : pickedPeriod;
  const [returnStatus, setReturnStatus] = useState<ReturnStatus>(order?.outOfOrder?.returnStatus ?? 'dirty');
  const [partsText, setPartsText] = useState(partsToText(order?.parts ?? []));
  const isSaving = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const required = [intl.formatMessage(m.required)];
    const missing: Record<string, string[]> = {};
    if (typeId === null) missing.maintenanceTypeId = required;
    if (!description.trim()) missing.description = required;
    if (roomId === null && !area.trim()) missing.area = [intl.formatMessage(m.whereRequired)];
    if (takeOut && (roomId === null || !period)) missing.outOfOrder = required;
    const parsed = partsFromText(partsText);
    if ('badLine' in parsed) missing.parts = [intl.formatMessage(partsInvalidMessage, { line: parsed.badLine })];
    if (Object.keys(missing).length > 0 || 'badLine' in parsed) {
      setErrors(missing);
      return;
    }
    const outOfOrder =
      takeOut && roomId !== null && period ? { fromDate: period.start, toDate: period.end, returnStatus } : null;
    const fields = {
      maintenanceTypeId: typeId as number,
      roomId,
      area: area.trim(),
      priority,
      description: description.trim(),
      ...(isEngineer ? { assignedUserId } : {}),
      outOfOrder,
      parts: parsed.parts,
    };
    void save(
      () => (order ? update.run([{ id: order.id, version: order.version, ...fields }]) : create.run([fields])),
      ORDER_FIELDS,
    );
  };

  return (
    <FormDialog
      title={order ? `${intl.formatMessage(m.edit)} ${order.id}` : intl.formatMessage(m.add)}
      isSaving={isSaving}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <Inline space="md" alignY="top">
          <ComboBox<{ id: number; code: string; name: string }>
            name="maintenanceTypeId"
            label={intl.formatMessage(m.type)}
            defaultItems={types.data ?? []}
            selectedKey={typeId}
            onSelectionChange={(key) => setTypeId(key === null ? null : Number(key))}
            isLoading={types.isPending}
            isRequired
            autoFocus
          >
            {(type) => (
              <ComboBoxItem id={type.id} textValue={`${type.code} ${type.name}`}>
                {`${type.code} · ${type.name}`}
              </ComboBoxItem>
            )}
          </ComboBox>
          <Select
            name="priority"
            label={intl.formatMessage(m.priority)}
            selectedKey={priority}
            onSelectionChange={(key) => setPriority(key as MaintenancePriority)}
          >
            {PRIORITIES.map((choice) => (
              <SelectItem key={choice} id={choice}>
                {intl.formatMessage(priorityMessages[choice])}
              </SelectItem>
            ))}
          </Select>
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
            name="area"
            label={intl.formatMessage(m.area)}
            description={intl.formatMessage(m.areaHelp)}
            value={area}
            onChange={setArea}
            maxLength={60}
            autoComplete="off"
          />
        </Inline>
        <TextArea
          name="description"
          label={intl.formatMessage(m.description)}
          value={description}
          onChange={setDescription}
          isRequired
          maxLength={500}
          rows={2}
        />
        {isEngineer ? (
          <ComboBox<{ id: number; name: string }>
            name="assignedUserId"
            label={intl.formatMessage(m.assignedTo)}
            placeholder={intl.formatMessage(m.unassigned)}
            defaultItems={engineers.data ?? []}
            selectedKey={assignedUserId}
            onSelectionChange={(key) => setAssignedUserId(key === null ? null : Number(key))}
            isLoading={engineers.isPending}
          >
            {(engineer) => (
              <ComboBoxItem id={engineer.id} textValue={engineer.name}>
                {engineer.name}
              </ComboBoxItem>
            )}
          </ComboBox>
        ) : null}
        {roomId !== null ? (
          <Stack space="sm">
            <Checkbox isSelected={takeOut} onChange={setTakeOut}>
              {intl.formatMessage(m.outOfOrderTake)}
            </Checkbox>
            {takeOut ? (
              <Inline space="md" alignY="top">
                <DateRangePicker
                  label={intl.formatMessage(m.outOfOrderPeriod)}
                  description={intl.formatMessage(m.outOfOrderHelp)}
                  value={period}
                  onChange={(_, iso) => setPeriod(iso ?? null)}
                  isInvalid={Boolean(errors.outOfOrder)}
                  errorMessage={errors.outOfOrder?.join(' ')}
                />
                <Select
                  label={intl.formatMessage(m.returnStatus)}
                  selectedKey={returnStatus}
                  onSelectionChange={(key) => setReturnStatus(key as ReturnStatus)}
                >
                  {RETURN_STATUSES.map((choice) => (
                    <SelectItem key={choice} id={choice}>
                      {intl.formatMessage(returnStatusMessages[choice])}
                    </SelectItem>
                  ))}
                </Select>
              </Inline>
            ) : null}
          </Stack>
        ) : null}
        <TextArea
          name="parts"
          label={intl.formatMessage(m.parts)}
          description={intl.formatMessage(m.partsHelp)}
          value={partsText}
          onChange={setPartsText}
          rows={2}
        />
      </Stack>
    </FormDialog>
  );
}

/** Done (what was done, the status the room returns with, parts) or cancelled (why). */
function CloseDialog({
  order,
  as,
  onClose,
}: {
  order: MaintenanceOrder;
  as: 'done' | 'cancelled';
  onClose: () => void;
}) {
  const intl = useIntl();
  const finish = useFinishOrder();
  const cancel = useCancelOrder();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const [text, setText] = useState('');
  const [returnStatus, setReturnStatus] = useState<ReturnStatus>(order.outOfOrder?.returnStatus ?? 'dirty');
  const [partsText, setPartsText] = useState(partsToText(order.parts));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = as === 'done' ? 'resolution' : 'reason';
    if (!text.trim()) {
      setErrors({ [field]: [intl.formatMessage(m.required)] });
      return;
    }
    const parsed = partsFromText(partsText);
    if ('badLine' in parsed) {
      setErrors({ parts: [intl.formatMessage(partsInvalidMessage, { line: parsed.badLine })] });
      return;
    }
    void save(
      () =>
        as === 'done'
          ? finish.run([
              {
                id: order.id,
                version: order.version,
                resolution: text.trim(),
                ...(order.roomId !== null ? { returnStatus } : {}),
                parts: parsed.parts,
              },
            ])
          : cancel.run([{ id: order.id, version: order.version, reason: text.trim() }]),
      [field, 'returnStatus', 'parts'],
    );
  };
  return (
    <FormDialog
      title={intl.formatMessage(as === 'done' ? m.doneTitle : m.cancelTitle)}
      subtitle={`${order.id} · ${order.roomNumber || order.area} · ${order.description}`}
      isSaving={finish.isPending || cancel.isPending}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <TextArea
          name={as === 'done' ? 'resolution' : 'reason'}
          label={intl.formatMessage(as === 'done' ? m.resolution : m.cancelReason)}
          value={text}
          onChange={setText}
          isRequired
          maxLength={500}
          rows={2}
          autoFocus
        />
        {as === 'done' && order.roomId !== null ? (
          <RadioGroup
            name="returnStatus"
            label={intl.formatMessage(m.returnStatus)}
            orientation="horizontal"
            value={returnStatus}
            onChange={(value) => setReturnStatus(value as ReturnStatus)}
          >
            {RETURN_STATUSES.map((choice) => (
              <Radio key={choice} value={choice}>
                {intl.formatMessage(returnStatusMessages[choice])}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
        {as === 'done' ? (
          <TextArea
            name="parts"
            label={intl.formatMessage(m.parts)}
            description={intl.formatMessage(m.partsHelp)}
            value={partsText}
            onChange={setPartsText}
            rows={2}
          />
        ) : null}
      </Stack>
    </FormDialog>
  );
}
