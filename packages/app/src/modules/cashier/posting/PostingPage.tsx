import {
  Button,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatMoney,
  Notice,
  Radio,
  RadioGroup,
  StatusChip,
  TextField,
  Toolbar,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AdminScreen, actionsColumn, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { TrashIcon } from '../../../shared/admin/icons.tsx';
import { type Folio, folioQuery, inHouseByRoomQuery, type Posting } from '../api/posting.ts';
import { ShiftStatus } from '../shift/ShiftStatus.tsx';
import { useOpenShift } from '../shift/useOpenShift.ts';
import { ChargeForm, type PostingTarget } from './ChargeForm.tsx';
import { postingMessages as m } from './messages.ts';
import { PaymentForm } from './PaymentForm.tsx';
import * as styles from './Posting.css.ts';
import { VoidDialog } from './VoidDialog.tsx';

type Mode = 'room' | 'folio';
interface SessionRow {
  posting: Posting;
  target: string;
}

const KIND = { stay: m.kindStay, reservation: m.kindReservation, company: m.kindCompany, house: m.kindHouse } as const;

const timeOf = (iso: string) => {
  const date = new Date(iso);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

/**
 * app/posting: charges and payments to an in-house room (its guest folio, made on the first
 * posting) or to a folio by number. The room or folio is kept in the address (?room=204,
 * ?folio=12), so other screens link here. What was posted in this visit is listed, newest first;
 * a posting of the cashier's open shift today is voided with a reason.
 */
export function PostingPage() {
  const intl = useIntl();
  const openShift = useOpenShift();
  const [params, setParams] = useSearchParams();
  const room = params.get('room')?.trim() ?? '';
  const folioText = params.get('folio')?.trim() ?? '';
  const folioNumber = /^\d{1,9}$/.test(folioText) ? Number(folioText) : null;
  const [mode, setMode] = useState<Mode>(folioText ? 'folio' : 'room');
  const [typed, setTyped] = useState(room || folioText);
  const [dialog, setDialog] = useState<'charge' | 'payment' | null>(null);
  const [session, setSession] = useState<SessionRow[]>([]);
  const [voiding, setVoiding] = useState<Posting | null>(null);

  const stays = useQuery({ ...inHouseByRoomQuery(room), enabled: mode === 'room' && room !== '' });
  const stay = stays.data?.[0];
  const folioRef =
    mode === 'room' ? (stay ? { stayId: stay.stayId } : null) : folioNumber ? { folioId: folioNumber } : null;
  const folio = useQuery({ ...folioQuery(folioRef ?? { folioId: 0 }), enabled: folioRef !== null });

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = typed.trim();
    setParams(value ? { [mode]: value } : {}, { replace: true });
  };

  const target: PostingTarget | null = useMemo(() => {
    if (mode === 'room' && stay) {
      return {
        stayId: stay.stayId,
        label: intl.formatMessage(m.target, { room: stay.roomNumber, guest: stay.guestName }),
      };
    }
    if (mode === 'folio' && folio.data?.id) {
      const data = folio.data;
      const name = data.roomNumber ? `${data.roomNumber} · ${data.guestName}` : data.guestName || data.name;
      return {
        folioId: data.id as number,
        label: intl.formatMessage(m.folioTarget, { folio: data.id as number, name }),
      };
    }
    return null;
  }, [mode, stay, folio.data, intl]);

  const notFound =
    mode === 'room'
      ? room !== '' && stays.isSuccess && !stay
        ? intl.formatMessage(m.roomNotInHouse, { room })
        : null
      : folioText !== '' && (folioNumber === null || folio.isError)
        ? intl.formatMessage(m.folioNotFound, { folio: folioText })
        : null;

  const posted = (posting: Posting) => setSession((rows) => [{ posting, target: target?.label ?? '' }, ...rows]);
  const voided = (posting: Posting) =>
    setSession((rows) => rows.map((row) => (row.posting.id === posting.id ? { ...row, posting } : row)));

  const columns = useMemo<DataGridColumn<SessionRow>[]>(
    () => [
      dataGridColumn<SessionRow, string>({
        id: 'time',
        accessor: (row) => timeOf(row.posting.createdAt),
        header: intl.formatMessage(m.time),
        width: 80,
      }),
      dataGridColumn<SessionRow, string>({
        id: 'target',
        accessor: (row) => row.target,
        header: intl.formatMessage(m.postedTo),
        width: 200,
        isRowHeader: true,
      }),
      dataGridColumn<SessionRow, string>({
        id: 'code',
        accessor: (row) => row.posting.transactionCode,
        header: intl.formatMessage(m.code),
        width: 70,
      }),
      dataGridColumn<SessionRow, string>({
        id: 'description',
        accessor: (row) => row.posting.description,
        header: intl.formatMessage(m.description),
        width: 180,
        cell: (value, row) => <span className={row.posting.void ? styles.struck : undefined}>{value}</span>,
      }),
      dataGridColumn<SessionRow, string>({
        id: 'amount',
        accessor: (row) =>
          row.posting.foreignAmount !== null && row.posting.currencyCode && row.posting.exchangeRate !== '1.000000'
            ? `${formatMoney(row.posting.total)} (${formatMoney(row.posting.foreignAmount)} ${row.posting.currencyCode})`
            : formatMoney(row.posting.total),
        header: intl.formatMessage(m.amount),
        width: 170,
        align: 'end',
        cell: (value, row) => (
          <span className={[styles.amountCell, row.posting.void ? styles.struck : ''].join(' ')}>{value}</span>
        ),
      }),
      dataGridColumn<SessionRow, string>({
        id: 'window',
        accessor: (row) => String(row.posting.window),
        header: intl.formatMessage(m.window),
        width: 70,
        align: 'end',
      }),
      dataGridColumn<SessionRow, boolean>({
        id: 'status',
        accessor: (row) => row.posting.void,
        header: intl.formatMessage(m.status),
        width: 90,
        format: (value) => intl.formatMessage(value ? m.statusVoid : m.statusPosted),
        cell: (value) => (
          <StatusChip tone={value ? 'gray' : 'green'}>
            {intl.formatMessage(value ? m.statusVoid : m.statusPosted)}
          </StatusChip>
        ),
      }),
      actionsColumn<SessionRow>(intl.formatMessage(m.voidAction), 60, (row) => (
        <RowAction
          label={intl.formatMessage(m.voidAction)}
          icon={<TrashIcon />}
          isDisabled={row.posting.void || row.posting.shiftId !== openShift.shift?.id}
          onPress={() => setVoiding(row.posting)}
        />
      )),
    ],
    [intl, openShift.shift?.id],
  );

  const data: Folio | null | undefined = folioRef ? folio.data : undefined;
  const windowOne = data?.windows.find((window) => window.window === 1)?.balance;
  return (
    <AdminScreen
      title={intl.formatMessage(m.screenTitle)}
      intro={intl.formatMessage(m.screenIntro)}
      bar={
        <div className={styles.targetBar}>
          <form onSubmit={find} className={styles.findForm} aria-label={intl.formatMessage(m.postTo)}>
            <RadioGroup
              label={intl.formatMessage(m.postTo)}
              orientation="horizontal"
              value={mode}
              onChange={(value) => {
                setMode(value as Mode);
                setTyped('');
                setParams({}, { replace: true });
              }}
            >
              <Radio value="room">{intl.formatMessage(m.byRoom)}</Radio>
              <Radio value="folio">{intl.formatMessage(m.byFolio)}</Radio>
            </RadioGroup>
            <TextField
              label={intl.formatMessage(mode === 'room' ? m.room : m.folioNumber)}
              value={typed}
              onChange={setTyped}
              className={styles.roomField}
              inputMode={mode === 'folio' ? 'numeric' : 'text'}
              maxLength={12}
            />
            <Button type="submit" variant="secondary" isPending={stays.isFetching || folio.isFetching}>
              {intl.formatMessage(m.find)}
            </Button>
          </form>
          <div className={styles.shiftSlot}>
            <ShiftStatus openShift={openShift} />
          </div>
        </div>
      }
      notice={
        <>
          <LoadFailure error={stays.error ?? (mode === 'room' ? folio.error : null)} />
          {notFound ? <Notice tone="warning" title={notFound} /> : null}
        </>
      }
    >
      {target && data ? (
        <div className={styles.folioCard}>
          <div>
            <p className={styles.folioName} data-testid="posting-target">
              {target.label}
            </p>
            <p className={styles.folioFacts}>
              {intl.formatMessage(m.folioFacts, {
                kind: intl.formatMessage(KIND[data.ownerKind]),
                status: intl.formatMessage(data.status === 'open' ? m.statusOpen : m.statusClosed),
                balance: formatMoney(data.balance),
              })}
            </p>
            {mode === 'room' ? <p className={styles.folioFacts}>{intl.formatMessage(m.confirmGuest)}</p> : null}
          </div>
          <Toolbar aria-label={intl.formatMessage(m.toolbar)}>
            <Button variant="primary" onPress={() => setDialog('charge')} isDisabled={data.status !== 'open'}>
              {intl.formatMessage(m.postCharge)}
            </Button>
            <Button variant="secondary" onPress={() => setDialog('payment')} isDisabled={data.status !== 'open'}>
              {intl.formatMessage(m.takePayment)}
            </Button>
          </Toolbar>
        </div>
      ) : null}
      <h2 className={styles.folioName}>{intl.formatMessage(m.sessionTitle)}</h2>
      <DataGrid
        aria-label={intl.formatMessage(m.sessionTitle)}
        columns={columns}
        rows={session}
        getRowId={(row) => String(row.posting.id)}
        maxHeight="max(12rem, calc(100vh - 26rem))"
      />
      {dialog === 'charge' && target ? (
        <ChargeForm target={target} onPosted={posted} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'payment' && target ? (
        <PaymentForm target={target} balance={windowOne} onPosted={posted} onClose={() => setDialog(null)} />
      ) : null}
      {voiding ? <VoidDialog posting={voiding} onVoided={voided} onClose={() => setVoiding(null)} /> : null}
    </AdminScreen>
  );
}
