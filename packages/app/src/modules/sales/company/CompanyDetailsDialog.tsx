import type { Schemas } from '@pms/api-client';
import {
  Button,
  formatDate,
  formatMoney,
  Inline,
  Link,
  ModalDialog,
  Notice,
  Spinner,
  Stack,
  StatusChip,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type IntlShape, useIntl } from 'react-intl';
import { failureText } from '../../../shared/admin/failures.ts';
import { commonMessages } from '../../../shared/admin/messages.ts';
import type { MasterDataRow } from '../../../shared/masterData/fields.ts';
import { partnerContractsQuery, partnerProductionQuery } from './api.ts';
import * as styles from './CompanyProfilePage.css.ts';
import { datesMessage, companyProfileMessages as m, productionNoteMessage } from './messages.ts';

type Contract = Schemas['ContractSummary'];
type Period = Schemas['CompanyProductionPeriod'];

const PERIOD_LABELS = {
  'year-to-date': m.yearToDate,
  'last-year-to-date': m.lastYearToDate,
  'last-year': m.lastYear,
} as const;

const dates = (intl: IntlShape, from: string, to: string) =>
  intl.formatMessage(datesMessage, { from: formatDate(from), to: formatDate(to) });

function Failure({ error }: { error: Error }) {
  const intl = useIntl();
  return (
    <Notice tone="error" title={intl.formatMessage(commonMessages.canNotConnect)}>
      {failureText(intl, error)}
    </Notice>
  );
}

/** The contracts made with the partner: the version in force and its dates, and whether a draft is open. */
function Contracts({ companyProfileId }: { companyProfileId: number }) {
  const intl = useIntl();
  const contracts = useQuery(partnerContractsQuery(companyProfileId));
  if (contracts.isPending) return <Spinner showLabel label={intl.formatMessage(m.contractsLoading)} />;
  if (contracts.isError) return <Failure error={contracts.error} />;
  if (contracts.data.length === 0) return <p className={styles.message}>{intl.formatMessage(m.contractsNone)}</p>;
  const kind = (contract: Contract) =>
    intl.formatMessage(contract.kind === 'dynamic' ? m.contractKindDynamic : m.contractKindStatic);
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.contractCode)}</th>
            <th scope="col">{intl.formatMessage(m.contractName)}</th>
            <th scope="col">{intl.formatMessage(m.contractKind)}</th>
            <th scope="col" className={styles.figure}>
              {intl.formatMessage(m.contractVersion)}
            </th>
            <th scope="col">{intl.formatMessage(m.contractValidity)}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.data.map((contract) => (
            <tr key={contract.id}>
              <th scope="row">{contract.code}</th>
              <td>{contract.name}</td>
              <td>{kind(contract)}</td>
              <td className={styles.figure}>
                {contract.activeVersionNumber === null ? '' : `v${contract.activeVersionNumber}`}
              </td>
              <td>
                <Inline space="sm">
                  {contract.activeValidFrom && contract.activeValidTo ? (
                    <span>{dates(intl, contract.activeValidFrom, contract.activeValidTo)}</span>
                  ) : (
                    <StatusChip tone="gray">{intl.formatMessage(m.contractNotActive)}</StatusChip>
                  )}
                  {contract.hasDraft ? (
                    <StatusChip tone="yellow">{intl.formatMessage(m.contractDraft)}</StatusChip>
                  ) : null}
                </Inline>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Room nights and revenue the partner produced: this year to date, the same dates and the whole of last year. */
function Production({ companyProfileId }: { companyProfileId: number }) {
  const intl = useIntl();
  const production = useQuery(partnerProductionQuery(companyProfileId));
  if (production.isPending) return <Spinner showLabel label={intl.formatMessage(m.productionLoading)} />;
  if (production.isError) return <Failure error={production.error} />;
  if (!production.data) return null;
  const row = (period: Period) => (
    <tr key={period.period}>
      <th scope="row">{intl.formatMessage(PERIOD_LABELS[period.period])}</th>
      <td>{dates(intl, period.fromDate, period.toDate)}</td>
      <td className={styles.figure}>{intl.formatNumber(period.roomNights)}</td>
      <td className={styles.figure}>{formatMoney(period.roomRevenue)}</td>
      <td className={styles.figure}>{period.averageRate === null ? '' : formatMoney(period.averageRate)}</td>
    </tr>
  );
  return (
    <Stack space="sm">
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.period)}</th>
              <th scope="col">{intl.formatMessage(m.dates)}</th>
              <th scope="col" className={styles.figure}>
                {intl.formatMessage(m.roomNights)}
              </th>
              <th scope="col" className={styles.figure}>
                {intl.formatMessage(m.roomRevenue)}
              </th>
              <th scope="col" className={styles.figure}>
                {intl.formatMessage(m.averageRate)}
              </th>
            </tr>
          </thead>
          <tbody>{production.data.periods.map(row)}</tbody>
        </table>
      </div>
      <p className={styles.message}>
        {intl.formatMessage(productionNoteMessage, { date: formatDate(production.data.lastClosedDate) })}
      </p>
    </Stack>
  );
}

/**
 * One partner beyond its profile (the Contracts and production row action): the contracts made
 * with it, what it produced as day-end froze it, and its bookings in the sales reports.
 */
export function CompanyDetailsDialog({ row, onClose }: { row: MasterDataRow; onClose: () => void }) {
  const intl = useIntl();
  const partner = `companyProfileId=${row.id}`;
  return (
    <ModalDialog
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.details)}
      subtitle={`${String(row.code ?? '')} · ${String(row.name ?? '')}`}
      size="lg"
      footer={
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(m.detailsDone)}
        </Button>
      }
    >
      <Stack space="lg">
        <Stack space="sm">
          <h3 className={styles.heading}>{intl.formatMessage(m.contracts)}</h3>
          <Contracts companyProfileId={row.id} />
        </Stack>
        <Stack space="sm">
          <h3 className={styles.heading}>{intl.formatMessage(m.production)}</h3>
          <Production companyProfileId={row.id} />
        </Stack>
        <Stack space="sm">
          <h3 className={styles.heading}>{intl.formatMessage(m.bookings)}</h3>
          <Inline space="lg">
            <Link variant="standalone" href={`/menu/app/sales/expect-arrival-report?${partner}`}>
              {intl.formatMessage(m.expectedArrivals)}
            </Link>
            <Link variant="standalone" href={`/menu/app/sales/cancellation-report?${partner}`}>
              {intl.formatMessage(m.cancellations)}
            </Link>
          </Inline>
        </Stack>
      </Stack>
    </ModalDialog>
  );
}
