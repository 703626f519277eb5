import { Button, formatDate, formatMoney, Notice, StatusChip, Toolbar, ToolbarSeparator, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText } from '../../../shared/admin/failures.ts';
import { PrintIcon, ReloadIcon, ReturnIcon } from '../../../shared/admin/icons.tsx';
import { useCloseFolio, useReopenFolio } from '../api/folio.ts';
import { type Folio, folioQuery, type Posting } from '../api/posting.ts';
import { ChargeForm, type PostingTarget } from '../posting/ChargeForm.tsx';
import { PaymentForm } from '../posting/PaymentForm.tsx';
import { VoidDialog } from '../posting/VoidDialog.tsx';
import { transferMessages } from '../receivable/messages.ts';
import { TransferToReceivableDialog } from '../receivable/TransferToReceivableDialog.tsx';
import { ShiftStatus, useOpenShift } from '../shift/index.ts';
import { CorrectDialog } from './CorrectDialog.tsx';
import * as styles from './Folio.css.ts';
import { isMovable, isNegative, movedOutIds, totalOf, windowsOf } from './folioModel.ts';
import { InvoiceDialog } from './InvoiceDialog.tsx';
import { folioMessages as m } from './messages.ts';
import { RoutingDialog } from './RoutingDialog.tsx';
import { TransferDialog } from './TransferDialog.tsx';

export type FolioRef = { folioId: number } | { stayId: number };

/** What a folio screen's window area works with (tabs in guest-folio, columns in guest-folio-v2). */
export interface FolioView {
  folio: Folio;
  windows: { window: number; balance: string }[];
  activeWindow: number;
  setActiveWindow: (window: number) => void;
  selected: ReadonlySet<number>;
  setSelected: (ids: ReadonlySet<number>) => void;
  /** Postings moved out already (their out half stands beside them). */
  moved: ReadonlySet<number>;
  /** Opens the transfer dialog for these postings. */
  transfer: (postings: Posting[]) => void;
}

type Dialog =
  | { kind: 'charge' | 'pay' | 'routing' | 'invoice' | 'receivable' }
  | { kind: 'void' | 'correct'; posting: Posting }
  | { kind: 'transfer'; postings: Posting[] };

const CLOSABLE = new Set(['house', 'company']);

/**
 * One folio at work, for both folio screens: its header (who, room, dates, status, balance), the
 * cashier's actions on the postings selected (post, pay, void, correct, transfer, routing, invoice,
 * close), and the dialogs they open. The screen lays out the windows (`children`).
 */
export function FolioWorkspace({
  folioRef,
  activeWindow,
  onWindowChange,
  onBack,
  children,
}: {
  folioRef: FolioRef;
  activeWindow: number;
  onWindowChange: (window: number) => void;
  onBack: () => void;
  children: (view: FolioView) => ReactNode;
}) {
  const intl = useIntl();
  const toast = useToast();
  const folio = useQuery(folioQuery(folioRef));
  const openShift = useOpenShift();
  const closeFolio = useCloseFolio();
  const reopenFolio = useReopenFolio();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = folio.data;
  const moved = useMemo(() => movedOutIds(data?.postings ?? []), [data]);
  const chosen = useMemo(() => (data?.postings ?? []).filter((posting) => selected.has(posting.id)), [data, selected]);

  if (!data) {
    return (
      <>
        <LoadFailure error={folio.error} />
        <Button variant="secondary" onPress={onBack}>
          {intl.formatMessage(m.backToList)}
        </Button>
      </>
    );
  }
  const label = [data.roomNumber, data.guestName].filter(Boolean).join(' · ');
  const target: PostingTarget = {
    ...(data.id !== null ? { folioId: data.id } : { stayId: data.stayId as number }),
    label,
  };
  const isOpen = data.status === 'open';
  const one = chosen.length === 1 ? chosen[0] : undefined;
  const movable = chosen.filter((posting) => isMovable(posting, moved));
  const windows = windowsOf(data);
  const activeBalance = windows.find((w) => w.window === activeWindow)?.balance ?? '0.00';
  // A guest's window with something to pay can go to a company's accounts receivable (check-out).
  const receivableTarget =
    data.id !== null ? { folioId: data.id } : data.stayId !== null ? { stayId: data.stayId } : null;
  const canBill =
    isOpen &&
    receivableTarget !== null &&
    data.ownerKind !== 'company' &&
    activeBalance !== '0.00' &&
    !isNegative(activeBalance);
  // The shift is chosen before the dialog opens: a modal leaves the shift choice out of reach.
  const billCompany = async () => {
    if (await openShift.ensureShift()) setDialog({ kind: 'receivable' });
  };
  const changeStatus = async () => {
    if (data.id === null) return;
    setFailure(null);
    try {
      if (isOpen) await closeFolio.run([{ folioId: data.id }]);
      else await reopenFolio.run([{ folioId: data.id }]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.success),
        message: intl.formatMessage(isOpen ? m.closed : m.reopened, { label }),
      });
    } catch (error) {
      setFailure(failureText(intl, error));
    }
  };
  const view: FolioView = {
    folio: data,
    windows,
    activeWindow,
    setActiveWindow: onWindowChange,
    selected,
    setSelected,
    moved,
    transfer: (postings) => setDialog({ kind: 'transfer', postings }),
  };
  const kindText = {
    stay: m.kindStay,
    reservation: m.kindReservation,
    company: m.kindCompany,
    house: m.kindHouse,
  }[data.ownerKind];
  const facts: [string, string][] = [
    [intl.formatMessage(m.owner), data.guestName || '—'],
    [intl.formatMessage(m.kind), intl.formatMessage(kindText)],
    ...(data.roomNumber ? ([[intl.formatMessage(m.room), data.roomNumber]] as [string, string][]) : []),
    ...(data.companyName && data.ownerKind !== 'company'
      ? ([[intl.formatMessage(m.company), data.companyName]] as [string, string][])
      : []),
    ...(data.arrival
      ? ([
          [intl.formatMessage(m.arrival), formatDate(data.arrival)],
          [intl.formatMessage(m.departure), data.departure ? formatDate(data.departure) : '—'],
        ] as [string, string][])
      : []),
    ...(data.confirmationNumber
      ? ([[intl.formatMessage(m.confirmation), data.confirmationNumber]] as [string, string][])
      : []),
  ];

  return (
    <>
      <div className={styles.barRow}>
        <Button variant="secondary" onPress={onBack}>
          <span className={adminStyles.buttonContent}>
            <ReturnIcon />
            {intl.formatMessage(m.backToList)}
          </span>
        </Button>
        <ShiftStatus openShift={openShift} />
      </div>
      <dl className={styles.header} aria-label={intl.formatMessage(m.folioOf, { label: label || data.name })}>
        {facts.map(([name, value]) => (
          <div key={name} className={styles.fact}>
            <dt className={styles.factLabel}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(m.status)}</dt>
          <dd className={styles.factValue}>
            <StatusChip tone={isOpen ? 'green' : 'gray'}>
              {intl.formatMessage(isOpen ? m.statusOpen : m.statusClosed)}
            </StatusChip>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{intl.formatMessage(m.totalBalance)}</dt>
          <dd className={[styles.factValue, styles.money, isNegative(data.balance) ? styles.negative : ''].join(' ')}>
            {formatMoney(data.balance)}
          </dd>
        </div>
      </dl>
      <Toolbar aria-label={intl.formatMessage(m.toolbar)} className={adminStyles.toolbar}>
        <Button variant="primary" onPress={() => setDialog({ kind: 'charge' })} isDisabled={!isOpen}>
          {intl.formatMessage(m.postCharge)}
        </Button>
        <Button variant="primary" onPress={() => setDialog({ kind: 'pay' })} isDisabled={!isOpen}>
          {intl.formatMessage(m.pay)}
        </Button>
        <ToolbarSeparator />
        <Button
          variant="secondary"
          onPress={() => one && setDialog({ kind: 'void', posting: one })}
          isDisabled={!isOpen || !one || one.void || one.transferSide !== null || moved.has(one.id)}
        >
          {intl.formatMessage(m.void)}
        </Button>
        <Button
          variant="secondary"
          onPress={() => one && setDialog({ kind: 'correct', posting: one })}
          isDisabled={!isOpen || !one || one.void || one.transferSide === 'out' || one.correctionOf !== null}
        >
          {intl.formatMessage(m.correct)}
        </Button>
        <Button
          variant="secondary"
          onPress={() => setDialog({ kind: 'transfer', postings: movable })}
          isDisabled={!isOpen || movable.length === 0}
        >
          {intl.formatMessage(m.transfer)}
        </Button>
        <Button variant="secondary" onPress={() => void billCompany()} isDisabled={!canBill}>
          {intl.formatMessage(transferMessages.title)}
        </Button>
        <ToolbarSeparator />
        <Button variant="secondary" onPress={() => setDialog({ kind: 'routing' })} isDisabled={data.stayId === null}>
          {intl.formatMessage(m.routing)}
        </Button>
        <Button variant="secondary" onPress={() => setDialog({ kind: 'invoice' })} isDisabled={data.id === null}>
          <span className={adminStyles.buttonContent}>
            <PrintIcon />
            {intl.formatMessage(m.printInvoice)}
          </span>
        </Button>
        {CLOSABLE.has(data.ownerKind) ? (
          <Button
            variant="secondary"
            onPress={() => void changeStatus()}
            isPending={closeFolio.isPending || reopenFolio.isPending}
          >
            {intl.formatMessage(isOpen ? m.closeFolio : m.reopenFolio)}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={() => void folio.refetch()} isDisabled={folio.isFetching}>
          <span className={adminStyles.buttonContent}>
            <ReloadIcon />
            {intl.formatMessage(m.reload)}
          </span>
        </Button>
      </Toolbar>
      {failure ? (
        <Notice tone="error" title={intl.formatMessage(isOpen ? m.closeFolio : m.reopenFolio)}>
          {failure}
        </Notice>
      ) : null}
      {chosen.length > 0 ? (
        <p className={styles.muted} aria-live="polite">
          {intl.formatMessage(m.selected, { count: chosen.length, total: formatMoney(totalOf(chosen)) })}
        </p>
      ) : null}
      {children(view)}
      {dialog?.kind === 'charge' ? (
        <ChargeForm target={target} defaultWindow={activeWindow} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'pay' ? (
        <PaymentForm
          target={target}
          defaultWindow={activeWindow}
          balance={activeBalance}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'void' ? (
        <VoidDialog posting={dialog.posting} onVoided={() => setSelected(new Set())} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'correct' ? <CorrectDialog posting={dialog.posting} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'transfer' ? (
        <TransferDialog
          folioId={data.id}
          postings={dialog.postings}
          defaultWindow={activeWindow === 1 ? 2 : 1}
          onDone={() => setSelected(new Set())}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'routing' && data.stayId !== null ? (
        <RoutingDialog stayId={data.stayId} folioId={data.id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'receivable' && receivableTarget !== null ? (
        <TransferToReceivableDialog
          target={receivableTarget}
          window={activeWindow}
          balance={activeBalance}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'invoice' && data.id !== null ? (
        <InvoiceDialog folioId={data.id} defaultWindow={activeWindow} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
