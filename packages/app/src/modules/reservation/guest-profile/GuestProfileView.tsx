import { ApiError, type Schemas } from '@pms/api-client';
import {
  Badge,
  Box,
  Button,
  Card,
  DataGrid,
  type DataGridColumn,
  formatDate,
  formatMoney,
  Inline,
  Notice,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Toolbar,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { useAdminCommands } from '../../../shared/admin/adminList.ts';
import { EditIcon, ReloadIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { guestProfileQuery, guestStaysQuery } from '../api/guestProfile.ts';
import { statusMessages } from '../messages.ts';
import { ReservationStatusChip } from '../status.tsx';
import { GuestForm, vipText } from './GuestForm.tsx';
import * as styles from './GuestProfile.css.ts';
import { EDIT_RESERVATION_PATH, GUEST_PROFILE_PATH, type GuestProfile, guestName, profilePath } from './guestFields.ts';
import { MergeDialog } from './MergeDialog.tsx';
import { guestMessages as m, mergedMessage } from './messages.ts';
import { type GuestReferences, useGuestReferences } from './useGuestReferences.ts';

type History = Schemas['GuestStayHistory'];
type Stay = Schemas['GuestStay'];

const NO_STAYS: Stay[] = [];

const isMissingError = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One guest (app/guest-profile/:hash, the hash being the profile's id): details, stay history, merge. */
export function GuestProfileView({ profileId }: { profileId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const headingId = useId();
  const references = useGuestReferences();
  // An id no profile can have (a wrong address) is not asked for.
  const isValidId = profileId >= 1;
  const profileRead = useQuery({ ...guestProfileQuery(profileId), enabled: isValidId });
  const staysRead = useQuery({ ...guestStaysQuery(profileId), enabled: isValidId });
  const [isEditing, setEditing] = useState(false);
  const [isMerging, setMerging] = useState(false);
  const [tab, setTab] = useState('details');
  const reload = () => {
    void profileRead.refetch();
    void staysRead.refetch();
  };
  const { succeeded, reportStale } = useAdminCommands([
    guestProfileQuery(profileId).queryKey,
    guestStaysQuery(profileId).queryKey,
  ]);

  const profile = profileRead.data?.[0];
  const history = staysRead.data?.[0];
  const loaded = {
    isLoading: profileRead.isFetching || staysRead.isFetching,
    // The profile is not there (merged into another, deleted, or a wrong address).
    isMissing:
      !isValidId ||
      (profileRead.isSuccess && profile === undefined) ||
      isMissingError(profileRead.error) ||
      isMissingError(staysRead.error),
    error: [profileRead.error, staysRead.error].find((error) => error && !isMissingError(error)) ?? undefined,
  };

  const backLink = (
    <RouterLink to={GUEST_PROFILE_PATH} className={styles.routeLink}>
      {intl.formatMessage(m.backToList)}
    </RouterLink>
  );

  // While a merge that keeps the other profile answers, this one is already gone: the screen
  // moves on to the kept one rather than saying "not found" in between.
  if ((loaded.isMissing && !isMerging) || (!profile && loaded.error)) {
    return (
      <section className={adminStyles.screen} aria-labelledby={headingId}>
        <Inline as="header" space="md" align="between" alignY="baseline">
          <h1 id={headingId} className={adminStyles.title}>
            {intl.formatMessage(m.title)}
          </h1>
          {backLink}
        </Inline>
        {loaded.isMissing ? (
          <Notice tone="warning" title={intl.formatMessage(m.notFoundTitle)}>
            {intl.formatMessage(m.notFoundBody)}
          </Notice>
        ) : (
          <LoadFailure error={loaded.error} />
        )}
      </section>
    );
  }

  const none = intl.formatMessage(commonMessages.empty);
  const title = profile ? references.text('titleId', profile.titleId) : null;

  return (
    <section className={adminStyles.screen} aria-labelledby={headingId} aria-busy={loaded.isLoading}>
      <Inline as="header" space="md" align="between" alignY="baseline">
        <Inline space="sm">
          <h1 id={headingId} className={adminStyles.title}>
            {profile ? guestName(profile) : intl.formatMessage(m.title)}
          </h1>
          {title ? <span className={styles.muted}>{title}</span> : null}
          {profile && profile.vipLevel > 0 ? <Badge tone="warning">{vipText(intl, profile.vipLevel)}</Badge> : null}
        </Inline>
        {backLink}
      </Inline>

      <Box padding="md" className={styles.summary}>
        <Inline space="md" align="between" alignY="top">
          <dl className={styles.facts}>
            <Fact label={intl.formatMessage(m.nationalityId)}>
              {(profile && references.text('nationalityId', profile.nationalityId)) ?? none}
            </Fact>
            <Fact label={intl.formatMessage(m.phone)}>{profile?.phone || none}</Fact>
            <Fact label={intl.formatMessage(m.email)}>{profile?.email || none}</Fact>
            <Fact label={intl.formatMessage(m.idNumber)}>{profile?.idNumber || none}</Fact>
            <Fact label={intl.formatMessage(m.lastStay)}>
              {history?.totals.lastStay ? formatDate(history.totals.lastStay) : none}
            </Fact>
            <Fact label={intl.formatMessage(m.stays)}>{history ? intl.formatNumber(history.totals.stays) : none}</Fact>
          </dl>
          <Toolbar aria-label={intl.formatMessage(m.profileActions)} className={adminStyles.toolbar}>
            <Button variant="secondary" onPress={reload} isDisabled={loaded.isLoading}>
              <span className={adminStyles.buttonContent}>
                <ReloadIcon />
                {intl.formatMessage(commonMessages.reload)}
              </span>
            </Button>
            <Button variant="secondary" onPress={() => setEditing(true)} isDisabled={!profile}>
              <span className={adminStyles.buttonContent}>
                <EditIcon />
                {intl.formatMessage(commonMessages.edit)}
              </span>
            </Button>
            <Button variant="primary" onPress={() => setMerging(true)} isDisabled={!profile}>
              {intl.formatMessage(m.mergeDuplicate)}
            </Button>
          </Toolbar>
        </Inline>
      </Box>

      <LoadFailure error={loaded.error ?? references.error} />

      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={intl.formatMessage(m.tabs)}>
          <Tab id="details">{intl.formatMessage(m.tabDetails)}</Tab>
          <Tab id="stays">{intl.formatMessage(m.tabStays)}</Tab>
        </TabList>
        <TabPanel id="details">
          <Stack space="lg" paddingTop="md">
            {profile ? <Details profile={profile} references={references} /> : null}
          </Stack>
        </TabPanel>
        <TabPanel id="stays">
          <Stack space="lg" paddingTop="md">
            <StayHistory history={history} isLoading={loaded.isLoading} />
          </Stack>
        </TabPanel>
      </Tabs>

      {isEditing && profile ? (
        <GuestForm
          target={{ kind: 'edit', profile }}
          references={references}
          onClose={() => setEditing(false)}
          onSaved={() => {
            // The save has read the profile again (useCommand invalidates the guest reads).
            setEditing(false);
            succeeded();
          }}
          onStale={() => {
            setEditing(false);
            reportStale();
          }}
        />
      ) : null}
      {isMerging && profile ? (
        <MergeDialog
          profile={profile}
          reservationCount={history?.rows.length ?? 0}
          references={references}
          onClose={() => setMerging(false)}
          onStale={() => {
            setMerging(false);
            reportStale();
          }}
          onMerged={(result) => {
            setMerging(false);
            toast.show({
              tone: 'success',
              title: intl.formatMessage(mergedMessage, { count: result.reservationsMoved }),
            });
            // The kept profile, with the stays it took over: here (already read again, as the merge
            // invalidated the guest reads), or the other one when it was kept.
            if (result.profile.id !== profileId) navigate(profilePath(result.profile.id));
          }}
        />
      ) : null}
    </section>
  );
}

function Fact({ label, isWide, children }: { label: string; isWide?: boolean; children: ReactNode }) {
  return (
    <div className={isWide ? `${styles.fact} ${styles.wideFact}` : styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** Every field of the profile, as staff read them. */
function Details({ profile, references }: { profile: GuestProfile; references: GuestReferences }) {
  const intl = useIntl();
  const none = intl.formatMessage(commonMessages.empty);
  return (
    <Card heading={intl.formatMessage(m.contact)} level={2} padding="md">
      <dl className={styles.facts}>
        <Fact label={intl.formatMessage(m.titleId)}>{references.text('titleId', profile.titleId) ?? none}</Fact>
        <Fact label={intl.formatMessage(m.firstName)}>{profile.firstName || none}</Fact>
        <Fact label={intl.formatMessage(m.lastName)}>{profile.lastName}</Fact>
        <Fact label={intl.formatMessage(m.nationalityId)}>
          {references.text('nationalityId', profile.nationalityId) ?? none}
        </Fact>
        <Fact label={intl.formatMessage(m.cityId)}>{references.text('cityId', profile.cityId) ?? none}</Fact>
        <Fact label={intl.formatMessage(m.idNumber)}>{profile.idNumber || none}</Fact>
        <Fact label={intl.formatMessage(m.email)}>{profile.email || none}</Fact>
        <Fact label={intl.formatMessage(m.phone)}>{profile.phone || none}</Fact>
        <Fact label={intl.formatMessage(m.vipLevel)}>{vipText(intl, profile.vipLevel)}</Fact>
        <Fact label={intl.formatMessage(m.guestTypeId)}>
          {references.text('guestTypeId', profile.guestTypeId) ?? none}
        </Fact>
        <Fact label={intl.formatMessage(m.notes)} isWide>
          <span className={styles.notes}>{profile.notes || none}</span>
        </Fact>
      </dl>
    </Card>
  );
}

/** The guest's reservations, latest first, each opening in Edit Reservation, and their totals. */
function StayHistory({ history, isLoading }: { history: History | undefined; isLoading: boolean }) {
  const intl = useIntl();
  const none = intl.formatMessage(commonMessages.empty);
  const totals = history?.totals;
  const number = (value: number | undefined) => (value === undefined ? none : intl.formatNumber(value));

  const columns = useMemo<DataGridColumn<Stay>[]>(
    () => [
      {
        id: 'confirmationNumber',
        accessor: 'confirmationNumber',
        header: intl.formatMessage(m.confirmationNumber),
        width: 135,
        isRowHeader: true,
        cell: (value, row) => (
          <RouterLink to={`${EDIT_RESERVATION_PATH}/${row.id}`} className={styles.routeLink}>
            {value}
          </RouterLink>
        ),
      },
      {
        id: 'status',
        accessor: 'status',
        header: intl.formatMessage(m.status),
        width: 120,
        format: (value) => intl.formatMessage(statusMessages[value]),
        cell: (value) => <ReservationStatusChip status={value} />,
      },
      {
        id: 'arrival',
        accessor: 'arrival',
        header: intl.formatMessage(m.arrival),
        width: 110,
        format: (value) => formatDate(value),
      },
      {
        id: 'departure',
        accessor: 'departure',
        header: intl.formatMessage(m.departure),
        width: 110,
        format: (value) => formatDate(value),
      },
      {
        id: 'nights',
        accessor: 'nights',
        header: intl.formatMessage(m.nights),
        width: 70,
        align: 'end',
        format: (value) => intl.formatNumber(value),
      },
      {
        id: 'roomTypes',
        accessor: 'roomTypes',
        header: intl.formatMessage(m.roomTypes),
        width: 100,
        format: (value) => value || none,
      },
      {
        id: 'roomNumbers',
        accessor: 'roomNumbers',
        header: intl.formatMessage(m.rooms),
        width: 90,
        format: (value) => value || none,
      },
      {
        id: 'companyName',
        accessor: 'companyName',
        header: intl.formatMessage(m.company),
        width: 135,
        format: (value) => value || none,
      },
      {
        id: 'totalAmount',
        accessor: 'totalAmount',
        header: intl.formatMessage(m.amount),
        width: 110,
        align: 'end',
        format: (value) => formatMoney(value),
        csv: (value) => value,
      },
    ],
    [intl, none],
  );

  return (
    <>
      <Card heading={intl.formatMessage(m.totals)} level={2} padding="md">
        <dl className={styles.facts}>
          <Fact label={intl.formatMessage(m.stays)}>
            <span className={styles.figure}>{number(totals?.stays)}</span>
          </Fact>
          <Fact label={intl.formatMessage(m.nights)}>
            <span className={styles.figure}>{number(totals?.nights)}</span>
          </Fact>
          <Fact label={intl.formatMessage(m.revenue)}>
            <span className={styles.figure}>{totals ? formatMoney(totals.revenue) : none}</span>
          </Fact>
          <Fact label={intl.formatMessage(m.lastStay)}>
            <span className={styles.figure}>{totals?.lastStay ? formatDate(totals.lastStay) : none}</span>
          </Fact>
          <Fact label={intl.formatMessage(m.upcoming)}>
            <span className={styles.figure}>{number(totals?.upcoming)}</span>
          </Fact>
          <Fact label={intl.formatMessage(m.cancellations)}>
            <span className={styles.figure}>{number(totals?.cancellations)}</span>
          </Fact>
          <Fact label={intl.formatMessage(m.noShows)}>
            <span className={styles.figure}>{number(totals?.noShows)}</span>
          </Fact>
        </dl>
        <p className={styles.totalsHint}>{intl.formatMessage(m.totalsHint)}</p>
      </Card>
      {history && history.rows.length === 0 ? (
        <p className={styles.hint}>{intl.formatMessage(m.noStays)}</p>
      ) : (
        <DataGrid
          aria-label={intl.formatMessage(m.staysGrid)}
          columns={columns}
          rows={history?.rows ?? NO_STAYS}
          getRowId={(row) => String(row.id)}
          isLoading={isLoading}
          maxHeight="max(15rem, calc(100vh - 30rem))"
          showExportButton
          exportFileName={`stay-history-${history?.guestProfileId ?? ''}.csv`}
        />
      )}
    </>
  );
}
