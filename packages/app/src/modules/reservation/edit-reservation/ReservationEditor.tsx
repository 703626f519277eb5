import { ApiError, type Schemas } from '@pms/api-client';
import { Button, Link, Notice, Spinner, Tab, TabList, TabPanel, Tabs, Toolbar, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { ReloadIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { type BookingLists, useBookingLists } from '../api/references.ts';
import { reservationQuery, useIsPricing } from '../api/reservation.ts';
import { statusMessages } from '../messages.ts';
import { CancelDialog } from './CancelDialog.tsx';
import * as styles from './EditReservationPage.css.ts';
import { HistoryTab } from './HistoryTab.tsx';
import { editMessages as m, valueMessages as v } from './messages.ts';
import type { ScreenPaths } from './paths.ts';
import { ReservationFields } from './ReservationFields.tsx';
import { RepriceAction } from './reprice/RepriceDialog.tsx';
import { StaysPanel } from './StaysPanel.tsx';
import { CancelledNotice, Summary } from './Summary.tsx';
import { useReservationEdit } from './useReservationEdit.ts';

type Reservation = Schemas['Reservation'];

interface ReservationEditorProps {
  reservationId: number;
  paths: ScreenPaths;
}

/**
 * One reservation: its summary, its fields and room stays to change and save under its row
 * version, cancel and reinstate, and its history.
 */
export function ReservationEditor({ reservationId, paths }: ReservationEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  // A hash that is no reservation id (a mistyped bookmark) is not asked for: nothing has it.
  const read = useQuery({ ...reservationQuery(reservationId), enabled: reservationId >= 1 });
  const lists = useBookingLists('saved');
  const hotelDate = useHotelDate();

  if (read.data) {
    return <LoadedEditor loaded={read.data} reload={read.refetch} lists={lists} hotelDate={hotelDate} paths={paths} />;
  }
  const notFound = reservationId < 1 || read.isSuccess || (read.error instanceof ApiError && read.error.status === 404);
  return (
    <section className={adminStyles.screen} aria-labelledby={headingId}>
      <header className={adminStyles.heading}>
        <h1 id={headingId} className={adminStyles.title}>
          {intl.formatMessage(m.title)}
        </h1>
      </header>
      {notFound ? (
        <Notice tone="error" title={intl.formatMessage(m.notFound)}>
          {intl.formatMessage(v.notFoundBody, { hash: String(reservationId) })}{' '}
          <Link onPress={() => navigate(paths.find)}>{intl.formatMessage(m.findAnother)}</Link>
        </Notice>
      ) : read.error ? (
        <LoadFailure error={read.error} />
      ) : (
        <div className={styles.loading}>
          <Spinner />
        </div>
      )}
    </section>
  );
}

interface LoadedEditorProps {
  loaded: Reservation;
  /** Reads the reservation again; answers it as it is now. */
  reload: () => Promise<{ data?: Reservation | undefined }>;
  lists: BookingLists;
  hotelDate: string | undefined;
  paths: ScreenPaths;
}

function LoadedEditor({ loaded, reload, lists, hotelDate, paths }: LoadedEditorProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const headingId = useId();
  const edit = useReservationEdit(loaded, lists, hotelDate);
  const { reservation, isEditable, isBusy, isStale, isChanged, failure } = edit;
  const isPricing = useIsPricing();
  const [tab, setTab] = useState<string>('booking');
  const [isCancelling, setCancelling] = useState(false);
  const [isReloading, setReloading] = useState(false);

  const readAgain = async () => {
    setReloading(true);
    try {
      const fresh = (await reload()).data;
      if (fresh) edit.accept(fresh);
    } finally {
      setReloading(false);
    }
  };

  return (
    <section className={adminStyles.screen} aria-labelledby={headingId}>
      <header className={styles.headingRow}>
        <h1 id={headingId} className={adminStyles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <Link onPress={() => navigate(paths.find)} variant="standalone">
          {intl.formatMessage(m.findAnother)}
        </Link>
      </header>

      <Summary
        reservation={reservation}
        actions={
          <Toolbar aria-label={intl.formatMessage(m.actions)} className={adminStyles.toolbar}>
            <Button variant="secondary" onPress={readAgain} isDisabled={isBusy || isReloading}>
              <span className={adminStyles.buttonContent}>
                <ReloadIcon />
                {intl.formatMessage(commonMessages.reload)}
              </span>
            </Button>
            {paths.card ? (
              <Button variant="secondary" onPress={() => paths.card && navigate(paths.card(reservation.id))}>
                {intl.formatMessage(m.reservationCard)}
              </Button>
            ) : null}
            <RepriceAction edit={edit} />
            {reservation.status === 'cancelled' ? (
              <Button variant="primary" onPress={edit.reinstate} isDisabled={isBusy || isStale}>
                {intl.formatMessage(m.reinstate)}
              </Button>
            ) : isEditable ? (
              <Button variant="secondary" onPress={() => setCancelling(true)} isDisabled={isBusy || isStale}>
                {intl.formatMessage(m.cancelReservation)}
              </Button>
            ) : null}
          </Toolbar>
        }
      />

      <div className={styles.notices}>
        {isStale ? (
          <Notice tone="warning" title={intl.formatMessage(m.staleTitle)}>
            {intl.formatMessage(m.staleBody)}
            <div className={styles.noticeAction}>
              <Button variant="primary" size="sm" onPress={readAgain} isDisabled={isReloading}>
                {intl.formatMessage(m.reloadCurrent)}
              </Button>
            </div>
          </Notice>
        ) : null}
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {reservation.status === 'cancelled' ? (
          <CancelledNotice reservation={reservation} reasons={lists.cancellationReasons} />
        ) : !isEditable ? (
          <Notice tone="info" title={intl.formatMessage(m.readOnlyTitle)}>
            {intl.formatMessage(v.readOnlyBody, { status: intl.formatMessage(statusMessages[reservation.status]) })}
          </Notice>
        ) : null}
        <LoadFailure error={lists.error} />
      </div>

      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={intl.formatMessage(m.tabs)}>
          <Tab id="booking">{intl.formatMessage(m.tabBooking)}</Tab>
          <Tab id="history">{intl.formatMessage(m.tabHistory)}</Tab>
        </TabList>
        <TabPanel id="booking">
          <div className={styles.tabPanel}>
            <ReservationFields edit={edit} lists={lists} />
            <StaysPanel edit={edit} lists={lists} hotelDate={hotelDate} />
            {isEditable ? (
              <div className={isChanged ? `${styles.actions} ${styles.pinned}` : styles.actions}>
                {isChanged ? (
                  <span className={styles.unsaved} role="status">
                    {intl.formatMessage(m.unsaved)}
                  </span>
                ) : null}
                <Button variant="secondary" onPress={edit.discard} isDisabled={!isChanged || isBusy}>
                  {intl.formatMessage(m.discard)}
                </Button>
                <Button variant="primary" onPress={edit.save} isDisabled={!isChanged || isBusy || isStale || isPricing}>
                  {intl.formatMessage(m.save)}
                </Button>
              </div>
            ) : null}
          </div>
        </TabPanel>
        <TabPanel id="history">
          <HistoryTab reservationId={reservation.id} lists={lists} />
        </TabPanel>
      </Tabs>

      {isCancelling ? (
        <CancelDialog
          reservation={reservation}
          reasons={lists.cancellationReasons}
          hasUnsavedChanges={isChanged}
          onClose={() => setCancelling(false)}
          onCancelled={(cancelled) => {
            setCancelling(false);
            edit.accept(cancelled);
            toast.show({
              tone: 'success',
              title: intl.formatMessage(v.cancelled, { number: cancelled.confirmationNumber }),
            });
          }}
          onStale={() => {
            setCancelling(false);
            edit.markStale();
          }}
        />
      ) : null}
    </section>
  );
}
