import { ApiError, type Schemas } from '@pms/api-client';
import { Card, formatDate, formatMoney, Inline, Notice, Stack, StatusChip, type StatusChipTone } from '@pms/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { OccupancyNight } from '../../shared/charts/OccupancyChart.tsx';
import { RefreshControls } from '../../shared/refresh/RefreshControls.tsx';
import { dashboardFiguresQuery, occupancyForecastQuery } from './api/dashboard.ts';
import { maintenanceFiguresQuery } from './api/maintenance.ts';
import * as styles from './DashboardPage.css.ts';
import { DASHBOARDS, type DashboardKind, type DashboardPanel } from './kinds.ts';
import {
  aboveMessage,
  arrivedMessage,
  closedDateMessage,
  departedMessage,
  dueMessage,
  dueOutMessage,
  guestsMessage,
  heldMessage,
  dashboardMessages as m,
  monthToDateMessage,
  notReadyMessage,
  owingMessage,
  postingsMessage,
  rateMessage,
  soldOfMessage,
  vipArrivalsMessage,
} from './messages.ts';

type Figures = Schemas['DashboardFigures'];

// The chart library is only fetched when a dashboard shows the chart.
const OccupancyChart = lazy(async () => ({
  default: (await import('../../shared/charts/OccupancyChart.tsx')).OccupancyChart,
}));

type RoomCount = Schemas['RoomCount'];

const STATUS_TONES: Record<keyof Figures['housekeeping'], StatusChipTone> = {
  dirty: 'red',
  clean: 'blue',
  inspected: 'green',
};

function kindAt(pathname: string): DashboardKind {
  const path = pathname.replace(/^\/menu\//, '').replace(/\/$/, '');
  return DASHBOARDS.find((dashboard) => dashboard.path === path) ?? (DASHBOARDS[0] as DashboardKind);
}

/**
 * The department dashboards (spec §2): the hotel date and the day's figures each department looks
 * at first. Every figure says what it counts; the page says nothing of screens still to come.
 */
export function DashboardPage() {
  const intl = useIntl();
  const headingId = useId();
  const kind = kindAt(useLocation().pathname);
  // Spec §7, §9: today's figures, and the forecast when this dashboard shows it, refresh together
  // every 20000 ms and on Reload.
  const today = useQuery(dashboardFiguresQuery());
  const figures = today.data;
  const error = today.error;
  const showsForecast = kind.panels.includes('forecast');
  const forecast = useQuery(occupancyForecastQuery(showsForecast ? figures?.hotelDate : undefined));

  return (
    <Stack
      as="section"
      space="lg"
      padding="lg"
      className={styles.page}
      aria-labelledby={headingId}
      aria-busy={today.isPending}
    >
      <Inline as="header" space="md" align="between" alignY="bottom">
        <div>
          <h1 id={headingId} className={styles.title}>
            {intl.formatMessage(kind.title)}
          </h1>
          <p className={styles.date}>
            {intl.formatMessage(m.hotelDate)}{' '}
            <strong data-testid="dashboard-hotel-date">{figures ? formatDate(figures.hotelDate) : '—'}</strong>
          </p>
        </div>
        <RefreshControls queries={showsForecast ? [today, forecast] : [today]} />
      </Inline>

      {error ? (
        <Notice tone="error" title={intl.formatMessage(m.canNotConnect)}>
          {error instanceof ApiError && error.code === 'LOST_CONNECT'
            ? intl.formatMessage(m.offline)
            : error instanceof Error
              ? error.message
              : String(error)}
        </Notice>
      ) : null}

      {figures ? (
        <div className={styles.panels}>
          {kind.panels.map((panel) => (
            <Panel key={panel} panel={panel} figures={figures} forecast={forecast} />
          ))}
        </div>
      ) : error ? null : (
        <p className={styles.muted}>{intl.formatMessage(m.loading)}</p>
      )}
    </Stack>
  );
}

type ForecastQuery = UseQueryResult<OccupancyNight[]>;

function Panel({ panel, figures, forecast }: { panel: DashboardPanel; figures: Figures; forecast: ForecastQuery }) {
  switch (panel) {
    case 'today':
      return <TodayPanel figures={figures} />;
    case 'forecast':
      return <ForecastPanel forecast={forecast} />;
    case 'frontOffice':
      return <FrontOfficePanel figures={figures} />;
    case 'status':
      return <StatusPanel figures={figures} />;
    case 'roomTypes':
      return <RoomTable heading={m.roomTypesHeading} rows={figures.roomTypes} showCode />;
    case 'floors':
      return <RoomTable heading={m.floorsHeading} rows={figures.floors} />;
    case 'buildings':
      return <RoomTable heading={m.buildingsHeading} rows={figures.buildings} />;
    case 'rates':
      return <RatesPanel figures={figures} />;
    case 'cashier':
      return <CashierPanel figures={figures} />;
    case 'housekeepingDay':
      return <HousekeepingDayPanel figures={figures} />;
    case 'maintenance':
      return <MaintenancePanel />;
    case 'finance':
      return <FinancePanel figures={figures} />;
  }
}

/** The engineers' board in figures: orders to do, the urgent ones, rooms their orders hold. */
function MaintenancePanel() {
  const intl = useIntl();
  const orders = useQuery(maintenanceFiguresQuery());
  const figures = orders.data;
  const number = (value: number | undefined) => (value === undefined ? '—' : intl.formatNumber(value));
  return (
    <Card heading={intl.formatMessage(m.maintenanceHeading)} className={styles.widePanel}>
      <div className={styles.tiles}>
        <Tile label={intl.formatMessage(m.maintenanceOpen)} value={number(figures?.open)} tone="red" />
        <Tile label={intl.formatMessage(m.maintenanceInProgress)} value={number(figures?.inProgress)} tone="yellow" />
        <Tile label={intl.formatMessage(m.maintenanceUrgent)} value={number(figures?.urgent)} tone="red" />
        <Tile label={intl.formatMessage(m.maintenanceOutOfOrder)} value={number(figures?.outOfOrder)} tone="black" />
      </div>
    </Card>
  );
}

/**
 * Housekeeping's day (report/dashboard `housekeepingDay`): the rooms blocked, the guests still to
 * arrive (and how many of their rooms are not ready) and to leave, the stay-overs to service, the
 * VIPs, and the faults engineering has not finished on rooms.
 */
function HousekeepingDayPanel({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const day = figures.housekeepingDay;
  const heading = intl.formatMessage(m.housekeepingDayHeading);
  if (!day) {
    return (
      <Card heading={heading} className={styles.widePanel}>
        <p className={styles.muted}>{intl.formatMessage(m.housekeepingDayNotYours)}</p>
      </Card>
    );
  }
  const number = (value: number) => intl.formatNumber(value);
  return (
    <Card heading={heading} className={styles.widePanel}>
      <Stack space="sm">
        <div className={styles.tiles}>
          <Tile
            label={intl.formatMessage(m.hkArrivals)}
            value={number(day.arrivalsToCome)}
            hint={intl.formatMessage(notReadyMessage, { count: number(day.arrivalsNotReady) })}
            tone={day.arrivalsNotReady > 0 ? 'red' : 'blue'}
          />
          <Tile
            label={intl.formatMessage(m.hkDepartures)}
            value={number(day.departuresToCome)}
            hint={intl.formatMessage(m.hkDeparturesHint)}
            tone="yellow"
          />
          <Tile
            label={intl.formatMessage(m.hkStayOvers)}
            value={number(day.stayOvers)}
            hint={intl.formatMessage(m.hkStayOversHint)}
          />
          <Tile
            label={intl.formatMessage(m.hkVipsInHouse)}
            value={number(day.vipsInHouse)}
            hint={intl.formatMessage(vipArrivalsMessage, { count: number(day.vipArrivals) })}
            tone="green"
          />
          <Tile label={intl.formatMessage(m.hkOutOfOrder)} value={number(day.outOfOrder)} tone="black" />
          <Tile label={intl.formatMessage(m.hkOutOfService)} value={number(day.outOfService)} tone="yellow" />
          <Tile
            label={intl.formatMessage(m.hkMaintenance)}
            value={number(day.maintenanceOrders)}
            hint={intl.formatMessage(m.hkMaintenanceHint)}
            tone={day.maintenanceOrders > 0 ? 'red' : undefined}
          />
        </div>
        <p className={styles.muted}>{intl.formatMessage(m.housekeepingDayHint)}</p>
      </Stack>
    </Card>
  );
}

function Tile({ label, value, hint, tone }: { label: string; value: ReactNode; hint?: string; tone?: StatusChipTone }) {
  return (
    <Stack space="xxs" padding="md" className={styles.tile} data-tone={tone}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      {hint ? <span className={styles.tileHint}>{hint}</span> : null}
    </Stack>
  );
}

function TodayPanel({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const { today } = figures;
  const number = (value: number) => intl.formatNumber(value);
  return (
    <Card heading={intl.formatMessage(m.todayHeading)} className={styles.widePanel}>
      <div className={styles.tiles}>
        <Tile
          label={intl.formatMessage(m.arrivals)}
          value={number(today.arrivals)}
          hint={intl.formatMessage(arrivedMessage, { count: number(today.arrived) })}
          tone="blue"
        />
        <Tile
          label={intl.formatMessage(m.departures)}
          value={number(today.departures)}
          hint={`${intl.formatMessage(departedMessage, { count: number(today.departed) })} · ${intl.formatMessage(dueOutMessage, { count: number(today.departures - today.departed) })}`}
          tone="yellow"
        />
        <Tile
          label={intl.formatMessage(m.inHouse)}
          value={number(today.inHouse)}
          hint={intl.formatMessage(guestsMessage, { count: today.guestsInHouse })}
          tone="green"
        />
        <Tile
          label={intl.formatMessage(m.occupancyTonight)}
          value={
            today.roomsAvailable > 0
              ? intl.formatNumber(today.roomsSold / today.roomsAvailable, {
                  style: 'percent',
                  maximumFractionDigits: 0,
                })
              : '—'
          }
          hint={intl.formatMessage(soldOfMessage, {
            sold: number(today.roomsSold),
            available: number(today.roomsAvailable),
          })}
        />
      </div>
    </Card>
  );
}

/**
 * Occupancy of the hotel date and the 13 nights after it, as availability counts it (rooms out
 * of order leave the rooms available), read and refreshed with the page's figures.
 */
function ForecastPanel({ forecast }: { forecast: ForecastQuery }) {
  const intl = useIntl();
  const { data, error } = forecast;
  const loading = <p className={styles.muted}>{intl.formatMessage(m.forecastLoading)}</p>;
  return (
    <Card heading={intl.formatMessage(m.forecastHeading)} className={styles.widePanel}>
      {error && !data ? (
        <Notice tone="error" title={intl.formatMessage(m.canNotConnect)}>
          {error instanceof Error ? error.message : String(error)}
        </Notice>
      ) : data ? (
        <Suspense fallback={loading}>
          <OccupancyChart nights={data} caption={intl.formatMessage(m.forecastHeading)} />
        </Suspense>
      ) : (
        loading
      )}
    </Card>
  );
}

/**
 * The rooms in use by front-office state (report/dashboard `frontOffice`): each counted once, so
 * the tiles add up to the rooms in use.
 */
function FrontOfficePanel({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const rooms = figures.frontOffice;
  const number = (value: number) => intl.formatNumber(value);
  const tiles: readonly [keyof Figures['frontOffice'], StatusChipTone | undefined][] = [
    ['occupied', 'blue'],
    ['vacantClean', 'green'],
    ['vacantInspected', 'green'],
    ['vacantDirty', 'red'],
    ['outOfOrder', 'yellow'],
    ['outOfService', 'yellow'],
  ];
  return (
    <Card heading={intl.formatMessage(m.frontOfficeHeading)} className={styles.widePanel}>
      <Stack space="sm">
        <div className={styles.compactTiles}>
          {tiles.map(([state, tone]) => (
            <Tile key={state} label={intl.formatMessage(m[state])} value={number(rooms[state])} tone={tone} />
          ))}
        </div>
        <p className={styles.muted}>{intl.formatMessage(m.frontOfficeHint)}</p>
      </Stack>
    </Card>
  );
}

/**
 * The rooms in use by housekeeping status, occupied or not, and of them those a guest can be
 * given now: vacant (no guest in house), clean or inspected, and neither out of order nor out of
 * service (the front office's count, report/dashboard `frontOffice`). Whether a room is still
 * unsold tonight is the Today panel's figure and room availability's, by room type.
 */
function StatusPanel({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const { housekeeping, totalRooms, frontOffice } = figures;
  const number = (value: number) => intl.formatNumber(value);
  const statuses = (['dirty', 'clean', 'inspected'] as const).map((status) => ({
    status,
    label: intl.formatMessage(m[status]),
    rooms: housekeeping[status],
  }));
  return (
    <Card heading={intl.formatMessage(m.statusHeading)} className={styles.widePanel}>
      <div className={styles.tiles}>
        <Tile label={intl.formatMessage(m.totalRooms)} value={number(totalRooms)} />
        <Tile
          label={intl.formatMessage(m.vacantReady)}
          value={number(frontOffice.vacantClean + frontOffice.vacantInspected)}
          hint={intl.formatMessage(m.vacantReadyHint)}
          tone="green"
        />
        <Tile label={intl.formatMessage(m.dirty)} value={number(housekeeping.dirty)} tone="red" />
        <Tile label={intl.formatMessage(m.inspected)} value={number(housekeeping.inspected)} tone="green" />
      </div>
      {totalRooms > 0 ? (
        <>
          {/* The bar is a picture of the legend's figures, which screen readers get from the legend. */}
          <div className={styles.bar} aria-hidden="true">
            {statuses.map(({ status, rooms }) =>
              rooms > 0 ? (
                <span
                  key={status}
                  className={styles.barPart}
                  data-tone={STATUS_TONES[status]}
                  style={{ flexGrow: rooms }}
                />
              ) : null,
            )}
          </div>
          <Inline as="ul" space="md" marginTop="sm">
            {statuses.map(({ status, label, rooms }) => (
              <li key={status}>
                <StatusChip tone={STATUS_TONES[status]}>
                  {label}: {number(rooms)} ({intl.formatNumber(rooms / totalRooms, { style: 'percent' })})
                </StatusChip>
              </li>
            ))}
          </Inline>
        </>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(m.noRooms)}</p>
      )}
    </Card>
  );
}

function RoomTable({
  heading,
  rows,
  showCode = false,
}: {
  heading: (typeof m)[keyof typeof m];
  rows: readonly RoomCount[];
  showCode?: boolean;
}) {
  const intl = useIntl();
  const total = rows.reduce((sum, row) => sum + row.rooms, 0);
  const dirty = rows.reduce((sum, row) => sum + row.dirty, 0);
  const title = intl.formatMessage(heading);
  return (
    <Card heading={title}>
      {rows.length === 0 ? (
        <p className={styles.emptyTable}>{intl.formatMessage(m.noRooms)}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              {showCode ? <th scope="col">{intl.formatMessage(m.columnCode)}</th> : null}
              <th scope="col">{intl.formatMessage(m.columnName)}</th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(m.columnRooms)}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(m.columnDirty)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                {showCode ? <td className={styles.code}>{row.code}</td> : null}
                <th scope="row">{row.name}</th>
                <td className={styles.number}>{intl.formatNumber(row.rooms)}</td>
                <td className={styles.number}>{intl.formatNumber(row.dirty)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {showCode ? <td /> : null}
              <th scope="row">{intl.formatMessage(m.totalRooms)}</th>
              <td className={styles.number}>{intl.formatNumber(total)}</td>
              <td className={styles.number}>{intl.formatNumber(dirty)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Card>
  );
}

/**
 * Exchange rates print with the six decimals they are kept with (numeric(18,6), as the exchange
 * rate list shows them): a kip is 0.001450 baht, so fewer would change the rate, and one fixed
 * number of decimals keeps a column of rates aligned. Spec §9's separators: ',' and '.'.
 */
const RATE_DECIMALS = 6;

function RatesPanel({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const local = figures.localCurrencyCode;
  // The API's exact decimal string, formatted as a decimal (never through a float).
  const rateText = (value: string) =>
    intl.formatNumber(value as `${number}`, {
      minimumFractionDigits: RATE_DECIMALS,
      maximumFractionDigits: RATE_DECIMALS,
      useGrouping: true,
    });
  return (
    <Card heading={intl.formatMessage(m.ratesHeading)} className={styles.widePanel}>
      <div className={styles.tiles}>
        <Tile label={intl.formatMessage(m.localCurrency)} value={local || intl.formatMessage(m.noLocalCurrency)} />
      </div>
      {figures.exchangeRates.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noRates)}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.columnCurrency)}</th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(m.columnBuying)}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(m.columnSelling)}
              </th>
              <th scope="col">{intl.formatMessage(m.columnEffective)}</th>
            </tr>
          </thead>
          <tbody>
            {figures.exchangeRates.map((rate) => (
              <tr key={rate.currencyCode}>
                <th scope="row">
                  <span className={styles.code}>{rate.currencyCode}</span> {rate.currencyName}
                </th>
                <td className={styles.number}>
                  {intl.formatMessage(rateMessage, { code: rate.currencyCode, rate: rateText(rate.buyingRate), local })}
                </td>
                <td className={styles.number}>
                  {intl.formatMessage(rateMessage, {
                    code: rate.currencyCode,
                    rate: rateText(rate.sellingRate),
                    local,
                  })}
                </td>
                <td>{formatDate(rate.effectiveDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/**
 * The cashier's day (report/dashboard `cashier`): the shifts open, what was charged and taken on
 * the hotel date, and what still needs the cashier: guests due out owing, high balances, deposits
 * due today, deposits to move at check-in. Money is the API's exact decimal string, formatted without floats.
 */
function CashierPanel({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const day = figures.cashier;
  const heading = intl.formatMessage(m.cashierHeading);
  if (!day) {
    return (
      <Card heading={heading} className={styles.widePanel}>
        <p className={styles.muted}>{intl.formatMessage(m.cashierNotYours)}</p>
      </Card>
    );
  }
  const number = (value: number) => intl.formatNumber(value);
  return (
    <Card heading={heading} className={styles.widePanel}>
      <Stack space="sm">
        <div className={styles.cashierTiles}>
          <Tile label={intl.formatMessage(m.openShifts)} value={number(day.openShifts)} tone="blue" />
          <Tile
            label={intl.formatMessage(m.chargesToday)}
            value={formatMoney(day.chargesAmount)}
            hint={intl.formatMessage(postingsMessage, { count: number(day.charges) })}
          />
          <Tile
            label={intl.formatMessage(m.paymentsToday)}
            value={formatMoney(day.paymentsAmount)}
            hint={intl.formatMessage(postingsMessage, { count: number(day.payments) })}
            tone="green"
          />
          <Tile
            label={intl.formatMessage(m.dueOutsWithBalance)}
            value={number(day.dueOutsWithBalance)}
            hint={intl.formatMessage(owingMessage, { amount: formatMoney(day.dueOutsBalance) })}
            tone="yellow"
          />
          <Tile
            label={intl.formatMessage(m.highBalances)}
            value={number(day.highBalances)}
            hint={intl.formatMessage(aboveMessage, { amount: formatMoney(day.highBalanceThreshold) })}
            tone={day.highBalances > 0 ? 'red' : undefined}
          />
          <Tile
            label={intl.formatMessage(m.depositsDue)}
            value={number(day.depositsDue)}
            hint={intl.formatMessage(dueMessage, { amount: formatMoney(day.depositsDueAmount) })}
            tone={day.depositsDue > 0 ? 'yellow' : undefined}
          />
          <Tile
            label={intl.formatMessage(m.arrivalsWithDeposit)}
            value={number(day.arrivalsWithDeposit)}
            hint={intl.formatMessage(heldMessage, { amount: formatMoney(day.arrivalsDeposit) })}
          />
        </div>
        <p className={styles.muted}>{intl.formatMessage(m.cashierHint)}</p>
      </Stack>
    </Card>
  );
}

/**
 * The finance office's figures (report/dashboard `finance`): the last closed date's occupancy, ADR,
 * RevPAR and revenue with their month to date, the ledgers' balances now, and the occupancy of the
 * last 14 closed dates. Percent and money are the API's exact decimal strings.
 */
function FinancePanel({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const finance = figures.finance;
  const heading = intl.formatMessage(m.financeHeading);
  if (!finance) {
    return (
      <Card heading={heading} className={styles.widePanel}>
        <p className={styles.muted}>{intl.formatMessage(m.financeNotYours)}</p>
      </Card>
    );
  }
  const { closedDay: day, monthToDate: month } = finance;
  const percent = (value: string | null | undefined) => (value == null ? '—' : `${formatMoney(value)} %`);
  const money = (value: string | null | undefined) => (value == null ? '—' : formatMoney(value));
  const toDate = (value: string) => intl.formatMessage(monthToDateMessage, { value });
  return (
    <Card heading={heading} className={styles.widePanel}>
      <Stack space="sm">
        {day && finance.lastClosedDate ? (
          <>
            <p className={styles.muted}>
              {intl.formatMessage(closedDateMessage, { date: formatDate(finance.lastClosedDate) })}
            </p>
            <div className={styles.tiles}>
              <Tile
                label={intl.formatMessage(m.occupancy)}
                value={percent(day.occupancy)}
                hint={toDate(percent(month?.occupancy))}
                tone="blue"
              />
              <Tile
                label={intl.formatMessage(m.averageDailyRate)}
                value={money(day.averageDailyRate)}
                hint={toDate(money(month?.averageDailyRate))}
              />
              <Tile
                label={intl.formatMessage(m.revPar)}
                value={money(day.revPar)}
                hint={toDate(money(month?.revPar))}
              />
              <Tile
                label={intl.formatMessage(m.roomRevenue)}
                value={money(day.roomRevenue)}
                hint={toDate(money(month?.roomRevenue))}
                tone="green"
              />
              <Tile
                label={intl.formatMessage(m.totalRevenue)}
                value={money(day.totalRevenue)}
                hint={toDate(money(month?.totalRevenue))}
              />
            </div>
          </>
        ) : (
          <p className={styles.muted}>{intl.formatMessage(m.financeNoDayEnd)}</p>
        )}
        <h3 className={styles.subheading}>{intl.formatMessage(m.ledgersHeading)}</h3>
        <div className={styles.tiles}>
          <Tile label={intl.formatMessage(m.guestLedger)} value={formatMoney(finance.guestLedger)} />
          <Tile label={intl.formatMessage(m.depositLedger)} value={formatMoney(finance.depositLedger)} />
          <Tile label={intl.formatMessage(m.cityLedger)} value={formatMoney(finance.cityLedger)} />
        </div>
        {finance.closedNights.length > 0 ? (
          <>
            <h3 className={styles.subheading}>{intl.formatMessage(m.closedNightsHeading)}</h3>
            <Suspense fallback={null}>
              <OccupancyChart nights={finance.closedNights} caption={intl.formatMessage(m.closedNightsHeading)} />
            </Suspense>
          </>
        ) : null}
        <p className={styles.muted}>{intl.formatMessage(m.financeHint)}</p>
      </Stack>
    </Card>
  );
}
