import type { Schemas } from '@pms/api-client';
import { DataGrid, type DataGridColumn, dataGridColumn, formatDate, SearchField } from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useDebounced } from '../../../shared/useDebounced.ts';
import { reservationSearchQuery } from '../api/reservation.ts';
import { statusMessages } from '../messages.ts';
import { ReservationStatusChip } from '../status.tsx';
import * as styles from './EditReservationPage.css.ts';
import { foundCountMessage, editMessages as m } from './messages.ts';
import { type ScreenPaths, screenPathsOf } from './paths.ts';
import { ReservationEditor } from './ReservationEditor.tsx';

type Summary = Schemas['ReservationSummary'];

const FIND_DELAY_MS = 300;
const FOUND_SHOWN = 50;

/**
 * Edit reservation (spec §2 edit-reservation; reception's walk-in-form, arrival-reception/:hash and
 * inHouse-reception/:hash open it too). `:hash` is the reservation's id; without one the screen
 * finds a reservation first.
 */
export function EditReservationPage() {
  const { hash } = useParams();
  const paths = screenPathsOf(useLocation().pathname);
  const id = hash !== undefined && /^\d{1,10}$/.test(hash) ? Number(hash) : undefined;
  if (hash === undefined) return <FindReservation paths={paths} />;
  return <ReservationEditor key={hash} reservationId={id ?? 0} paths={paths} />;
}

/** The search for a reservation to open: confirmation number, guest or company; the newest first. */
function FindReservation({ paths }: { paths: ScreenPaths }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const headingId = useId();
  const [query, setQuery] = useState('');
  const search = useDebounced(query.trim(), FIND_DELAY_MS);
  const found = useQuery(
    reservationSearchQuery({
      ...(search ? { search } : {}),
      limit: FOUND_SHOWN,
      sort: 'createdAt',
      descending: true,
    }),
  );
  const rows = found.data?.rows ?? [];

  const open = (id: number) => {
    const row = rows.find((each) => each.id === id);
    if (row) navigate(paths.open(row.id, row.status));
  };

  const columns = useMemo<DataGridColumn<Summary>[]>(() => {
    const none = intl.formatMessage(commonMessages.empty);
    return [
      {
        id: 'confirmationNumber',
        accessor: 'confirmationNumber',
        header: intl.formatMessage(m.confirmationNumber),
        width: 140,
        isRowHeader: true,
        cell: (value) => <span className={adminStyles.code}>{value}</span>,
      },
      dataGridColumn<Summary, string>({
        id: 'booker',
        accessor: (row) => [row.guestName, row.companyName].filter(Boolean).join(' · '),
        header: intl.formatMessage(m.booker),
        width: 240,
        format: (value) => value || none,
      }),
      {
        id: 'status',
        accessor: 'status',
        header: intl.formatMessage(m.status),
        width: 130,
        format: (value) => intl.formatMessage(statusMessages[value]),
        cell: (value) => <ReservationStatusChip status={value} />,
      },
      {
        id: 'arrival',
        accessor: 'arrival',
        header: intl.formatMessage(m.arrival),
        width: 115,
        format: (value) => formatDate(value),
      },
      {
        id: 'departure',
        accessor: 'departure',
        header: intl.formatMessage(m.departure),
        width: 115,
        format: (value) => formatDate(value),
      },
      {
        id: 'roomTypes',
        accessor: 'roomTypes',
        header: intl.formatMessage(m.roomType),
        width: 110,
        format: (value) => value || none,
      },
      {
        id: 'roomNumbers',
        accessor: 'roomNumbers',
        header: intl.formatMessage(m.room),
        width: 100,
        format: (value) => value || none,
      },
    ];
  }, [intl]);

  return (
    <section className={adminStyles.screen} aria-labelledby={headingId}>
      <header className={adminStyles.heading}>
        <h1 id={headingId} className={adminStyles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <p className={adminStyles.intro}>{intl.formatMessage(m.findIntro)}</p>
      </header>
      <div className={adminStyles.panel}>
        <div className={adminStyles.bar}>
          <div className={adminStyles.barStart}>
            <SearchField
              aria-label={intl.formatMessage(m.findLabel)}
              placeholder={intl.formatMessage(m.findPlaceholder)}
              value={query}
              onChange={setQuery}
              // Enter on a search that found one reservation opens it.
              onSubmit={() => {
                const only = rows.length === 1 && search === query.trim() ? rows[0] : undefined;
                if (only) open(only.id);
              }}
              autoFocus
              className={adminStyles.search}
            />
            <span className={adminStyles.count} aria-live="polite">
              {found.data ? intl.formatMessage(foundCountMessage, { count: found.data.total }) : null}
            </span>
          </div>
          <span className={styles.muted}>{intl.formatMessage(m.findHint)}</span>
        </div>
        <LoadFailure error={found.error} />
        <DataGrid
          aria-label={intl.formatMessage(m.findResults)}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.id)}
          isLoading={found.isFetching}
          onRowAction={(key) => open(Number(key))}
          maxHeight="max(15rem, calc(100vh - 20rem))"
        />
      </div>
    </section>
  );
}
