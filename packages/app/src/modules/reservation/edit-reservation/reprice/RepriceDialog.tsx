import type { Schemas } from '@pms/api-client';
import { sameMoney, subtractMoney } from '@pms/domain/money';
import { Button, Disclosure, formatDate, formatMoney, ModalDialog, Notice, Spinner, useToast } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailure } from '../../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { signedMoney } from '../../../../shared/contracts/format.ts';
import { PriceExplanation } from '../../../../shared/contracts/PriceExplanation.tsx';
import { repricePreviewQuery, useApplyReprice } from '../../api/reprice.ts';
import type { ReservationEdit } from '../useReservationEdit.ts';
import {
  bookedByMessage,
  repriceMessages as m,
  newByMessage,
  repricedMessage,
  stayNightsMessage,
  totalsLineMessage,
} from './messages.ts';
import * as styles from './RepriceDialog.css.ts';

type Reservation = Schemas['Reservation'];
type RepriceStay = Schemas['RepriceStay'];

/**
 * "Reprice by contract…" on a reservation of a company before arrival: a contract change never
 * reprices a booking by itself, so staff see the difference first and apply it on purpose.
 */
export function RepriceAction({ edit }: { edit: ReservationEdit }) {
  const intl = useIntl();
  const toast = useToast();
  const [isOpen, setOpen] = useState(false);
  const { reservation } = edit;
  if (!edit.isEditable || reservation.companyProfileId === null) return null;
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)} isDisabled={edit.isBusy || edit.isStale}>
        {intl.formatMessage(m.action)}
      </Button>
      {isOpen ? (
        <RepriceDialog
          reservation={reservation}
          hasUnsavedChanges={edit.isChanged}
          onClose={() => setOpen(false)}
          onRepriced={(repriced) => {
            setOpen(false);
            edit.accept(repriced);
            toast.show({
              tone: 'success',
              title: intl.formatMessage(repricedMessage, { number: repriced.confirmationNumber }),
            });
          }}
          onStale={() => {
            setOpen(false);
            edit.markStale();
          }}
        />
      ) : null}
    </>
  );
}

interface RepriceDialogProps {
  reservation: Reservation;
  hasUnsavedChanges: boolean;
  onClose: () => void;
  onRepriced: (reservation: Reservation) => void;
  /** The reservation changed meanwhile: the screen says so and offers to reload. */
  onStale: () => void;
}

/** Per stay: booked and new totals with the difference, night by night, the new contract version or its refusal. */
export function RepriceDialog({ reservation, hasUnsavedChanges, onClose, onRepriced, onStale }: RepriceDialogProps) {
  const intl = useIntl();
  const preview = useQuery(repricePreviewQuery(reservation.id));
  const apply = useApplyReprice();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const answer = preview.data;
  const refused = answer?.stays.some((stay) => stay.refusal !== '') ?? false;
  const unchanged = answer
    ? answer.stays.every((stay) => sameMoney(stay.bookedTotal, stay.newTotal) && !stayMoves(stay))
    : false;
  const isApplying = apply.isPending;

  const run = async () => {
    setFailure(null);
    try {
      const [repriced] = await apply.run([{ id: reservation.id, version: reservation.version }]);
      if (repriced) onRepriced(repriced);
    } catch (error) {
      if (isStaleVersion(error)) {
        onStale();
        return;
      }
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && !isApplying && onClose()}
      title={intl.formatMessage(m.title)}
      subtitle={`${reservation.confirmationNumber} · ${[reservation.guestName, reservation.companyName].filter(Boolean).join(' · ')}`}
      isKeyboardDismissDisabled={isApplying}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isApplying}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button
            variant="primary"
            onPress={run}
            isDisabled={isApplying || !answer || refused || unchanged || preview.isFetching}
          >
            {intl.formatMessage(m.apply)}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.muted}>{intl.formatMessage(m.intro)}</p>
        {failure ? (
          <Notice tone="error" title={failure.title}>
            {failure.text}
          </Notice>
        ) : null}
        {hasUnsavedChanges ? <Notice tone="warning" title={intl.formatMessage(m.unsaved)} /> : null}
        <LoadFailure error={preview.error} />
        {!answer && preview.isFetching ? (
          <div className={styles.reading} role="status">
            <Spinner size="sm" />
            {intl.formatMessage(m.reading)}
          </div>
        ) : null}
        {answer ? (
          <>
            <p className={styles.totals} data-testid="reprice-totals">
              {intl.formatMessage(totalsLineMessage, {
                booked: formatMoney(answer.bookedTotal),
                now: formatMoney(answer.newTotal),
                difference: signedMoney(answer.difference),
              })}
            </p>
            {refused ? (
              <Notice tone="warning" title={intl.formatMessage(m.refusedNote)} />
            ) : unchanged ? (
              <Notice tone="info" title={intl.formatMessage(m.unchanged)} />
            ) : null}
            {answer.stays.map((stay) => (
              <StayDifference key={stay.stayId} stay={stay} />
            ))}
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}

/** Whether any night of the stay moves, even where the stay's total stays the same. */
const stayMoves = (stay: RepriceStay) => stay.nights.some((night) => !sameMoney(night.bookedAmount, night.newAmount));

function StayDifference({ stay }: { stay: RepriceStay }) {
  const intl = useIntl();
  const booked = stay.bookedPrice;
  const now = stay.newPrice;
  return (
    <section
      className={styles.stay}
      aria-label={intl.formatMessage(stayNightsMessage, {
        line: stay.lineNumber,
        type: stay.roomTypeCode,
        arrival: formatDate(stay.arrival),
        departure: formatDate(stay.departure),
      })}
      data-refused={stay.refusal ? 'true' : undefined}
    >
      <h3 className={styles.stayTitle}>
        {intl.formatMessage(stayNightsMessage, {
          line: stay.lineNumber,
          type: stay.roomTypeCode,
          arrival: formatDate(stay.arrival),
          departure: formatDate(stay.departure),
        })}
      </h3>
      <p className={styles.versions}>
        <span>
          {booked
            ? intl.formatMessage(bookedByMessage, { code: booked.contractCode, version: booked.versionNumber })
            : intl.formatMessage(m.bookedWithout)}
        </span>
        <span aria-hidden="true">→</span>
        <strong>
          {now
            ? intl.formatMessage(newByMessage, { code: now.contractCode, version: now.versionNumber })
            : stay.refusal
              ? intl.formatMessage(m.refusalTitle)
              : intl.formatMessage(m.noContractNow)}
        </strong>
      </p>
      {stay.refusal ? (
        <p className={styles.refusal} role="alert">
          {stay.refusal}
        </p>
      ) : null}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.night)}</th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.booked)}
              </th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.now)}
              </th>
              <th scope="col" className={styles.numeric}>
                {intl.formatMessage(m.difference)}
              </th>
            </tr>
          </thead>
          <tbody>
            {stay.nights.map((night) => {
              const moves = !sameMoney(night.bookedAmount, night.newAmount);
              return (
                <tr key={night.night} data-moves={moves ? 'true' : undefined}>
                  <th scope="row" className={styles.nightCell}>
                    {`${intl.formatDate(`${night.night}T00:00:00Z`, { weekday: 'short', timeZone: 'UTC' })} ${formatDate(night.night)}`}
                  </th>
                  <td className={styles.numeric}>{formatMoney(night.bookedAmount)}</td>
                  <td className={styles.numeric}>{formatMoney(night.newAmount)}</td>
                  <td className={styles.numeric}>
                    {moves ? signedDifference(night.bookedAmount, night.newAmount) : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{intl.formatMessage(m.stayTotal)}</th>
              <td className={styles.numeric}>{formatMoney(stay.bookedTotal)}</td>
              <td className={styles.numeric}>{formatMoney(stay.newTotal)}</td>
              <td className={styles.numeric}>{signedMoney(stay.difference)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {now ? (
        <Disclosure title={intl.formatMessage(m.whyNew)} level={4}>
          <PriceExplanation price={now} />
        </Disclosure>
      ) : null}
    </section>
  );
}

/** new − booked, exact and signed. */
const signedDifference = (booked: string, now: string): string => signedMoney(subtractMoney(now, booked));
