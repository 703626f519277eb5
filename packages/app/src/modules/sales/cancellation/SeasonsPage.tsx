import {
  DataGrid,
  type DataGridColumn,
  DatePicker,
  dataGridColumn,
  formatDate,
  Inline,
  Notice,
  Stack,
  TextField,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, actionsColumn, ListActions, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { useAdminCommands, useLatest } from '../../../shared/admin/adminList.ts';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { EditIcon, ForwardIcon, TrashIcon } from '../../../shared/admin/icons.tsx';
import { chargeText, shortBandText } from '../../../shared/cancellation/explain.ts';
import { documentOf, type PolicyRecord, policyQuery, type Season, useSavePolicy } from './api/policies.ts';
import { cancellationMessages as m, seasonCountMessage } from './messages.ts';
import { errorsUnder, PolicyPicker, useFormSave, usePolicyParam } from './parts.tsx';

interface SeasonRow {
  index: number;
  season: Season;
}

/** The charges of one season of a policy, as a season's row action opens them. */
export const chargesPath = (policyId: number, seasonCode: string) =>
  `/menu/app/cancellation-charge?policy=${policyId}&season=${encodeURIComponent(seasonCode)}`;

/**
 * Cancellation seasons (/menu/app/cancellation-season): the seasons of the policy chosen above the
 * grid, by arrival dates, with what each charges; a row opens its charges.
 */
export function SeasonsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [policyId, setPolicyId] = usePolicyParam();
  const policy = useQuery({ ...policyQuery(policyId ?? 0), enabled: policyId !== null });
  const save = useSavePolicy();
  const commands = useAdminCommands([['sales/cancellation-policy']]);
  const [editing, setEditing] = useState<SeasonRow | 'new' | null>(null);
  const record = policyId === null ? undefined : policy.data;
  const rows = useMemo<SeasonRow[]>(
    () => (record?.seasons ?? []).map((season, index) => ({ index, season })),
    [record],
  );
  const latest = useLatest({ commands, save, record });

  const columns = useMemo<DataGridColumn<SeasonRow>[]>(
    () => [
      actionsColumn<SeasonRow>(intl.formatMessage(m.actions), 104, (row) => (
        <Inline space="xs">
          <RowAction label={intl.formatMessage(m.editSeason)} icon={<EditIcon />} onPress={() => setEditing(row)} />
          <RowAction
            label={intl.formatMessage(m.openCharges)}
            icon={<ForwardIcon />}
            onPress={() => latest.current.record && navigate(chargesPath(latest.current.record.id, row.season.code))}
          />
          <RowAction
            label={intl.formatMessage(m.deleteSeason)}
            icon={<TrashIcon />}
            onPress={() => {
              const current = latest.current.record;
              if (!current) return;
              void latest.current.commands.remove(intl.formatMessage(m.deleteSeason), () =>
                latest.current.save.run([
                  documentOf(current, { seasons: current.seasons.filter((_, index) => index !== row.index) }),
                ]),
              );
            }}
          />
        </Inline>
      )),
      dataGridColumn<SeasonRow, string>({
        id: 'code',
        header: intl.formatMessage(m.code),
        width: 110,
        isRowHeader: true,
        accessor: (row) => row.season.code,
      }),
      dataGridColumn<SeasonRow, string>({
        id: 'name',
        header: intl.formatMessage(m.name),
        width: 170,
        accessor: (row) => row.season.name ?? '',
      }),
      dataGridColumn<SeasonRow, string>({
        id: 'from',
        header: intl.formatMessage(m.firstArrival),
        width: 110,
        accessor: (row) => row.season.arrivals.from,
        format: (value) => formatDate(value),
      }),
      dataGridColumn<SeasonRow, string>({
        id: 'to',
        header: intl.formatMessage(m.lastArrival),
        width: 110,
        accessor: (row) => row.season.arrivals.to,
        format: (value) => formatDate(value),
      }),
      dataGridColumn<SeasonRow, string>({
        id: 'charges',
        header: intl.formatMessage(m.charges),
        width: 400,
        enableSorting: false,
        accessor: (row) =>
          row.season.bands.length === 0
            ? intl.formatMessage(m.noBands)
            : row.season.bands
                .map((band) => `${shortBandText(intl, band)}: ${chargeText(intl, band.charge)}`)
                .join(' · '),
      }),
    ],
    [intl, navigate, latest],
  );

  return (
    <AdminScreen
      title={intl.formatMessage(m.seasonsTitle)}
      intro={intl.formatMessage(m.seasonsIntro)}
      bar={
        <>
          <div className={adminStyles.barStart}>
            <PolicyPicker policyId={policyId} onChange={setPolicyId} />
            <span className={adminStyles.count} aria-live="polite">
              {record ? intl.formatMessage(seasonCountMessage, { count: rows.length }) : null}
            </span>
          </div>
          <ListActions
            label={intl.formatMessage(m.seasonsToolbar)}
            onReload={() => void policy.refetch()}
            isLoading={policy.isFetching}
            onAdd={() => record && setEditing('new')}
          />
        </>
      }
      notice={
        <>
          <LoadFailure error={policy.error} />
          {policyId === null ? <Notice title={intl.formatMessage(m.noPolicyChosen)} /> : null}
        </>
      }
    >
      <DataGrid
        // Cells keep the words they were made in: a new language makes them again.
        key={intl.locale}
        aria-label={intl.formatMessage(m.seasonsTitle)}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.season.code}
        isLoading={policy.isFetching || commands.isBusy}
        onRowAction={(key) => record && navigate(chargesPath(record.id, String(key)))}
        showExportButton
        exportFileName="cancellation-season.csv"
        maxHeight="max(15rem, calc(100vh - 22rem))"
      />
      {editing && record ? (
        <SeasonDialog policy={record} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </AdminScreen>
  );
}

const SEASON_FIELDS = ['code', 'name', 'arrivalFrom', 'arrivalTo'] as const;

/** A season of the policy: its code, name and arrival dates; its charges stay as they are. */
function SeasonDialog({ policy, row, onClose }: { policy: PolicyRecord; row: SeasonRow | null; onClose: () => void }) {
  const intl = useIntl();
  const savePolicy = useSavePolicy();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const season = row?.season;
  const [code, setCode] = useState(season?.code ?? '');
  const [name, setName] = useState(season?.name ?? '');
  const [from, setFrom] = useState<string | null>(season?.arrivals.from ?? null);
  const [to, setTo] = useState<string | null>(season?.arrivals.to ?? null);
  const index = row?.index ?? policy.seasons.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (savePolicy.isPending) return;
    const required = [intl.formatMessage(m.required)];
    const found: Record<string, string[]> = {};
    if (!code.trim()) found.code = required;
    if (!from) found.arrivalFrom = required;
    if (!to) found.arrivalTo = required;
    if (Object.keys(found).length > 0 || !from || !to) {
      setErrors(found);
      return;
    }
    const next: Season = {
      code: code.trim(),
      ...(name.trim() ? { name: name.trim() } : {}),
      arrivals: { from, to },
      bands: season?.bands ?? [],
    };
    const seasons = row
      ? policy.seasons.map((each, at) => (at === row.index ? next : each))
      : [...policy.seasons, next];
    void save(
      () => savePolicy.run([documentOf(policy, { seasons })]),
      SEASON_FIELDS,
      (all) => {
        const picked: Record<string, string[]> = {};
        for (const [key, messages] of Object.entries(errorsUnder(all, 'seasons.'))) {
          const [at, ...rest] = key.split('.');
          const field = rest.join('.');
          const name =
            field === 'arrivals' || field === 'arrivals.from'
              ? 'arrivalFrom'
              : field === 'arrivals.to'
                ? 'arrivalTo'
                : field;
          // This season's own errors at its inputs; another season's clash with it at its dates or code.
          if (Number(at) === index || name === 'arrivalFrom' || name === 'code') {
            picked[name] = [...(picked[name] ?? []), ...messages];
          }
        }
        return Object.keys(picked).length > 0 ? picked : all;
      },
    );
  };

  return (
    <FormDialog
      title={intl.formatMessage(row ? m.editSeason : m.newSeason)}
      subtitle={`${policy.code} · ${policy.name}`}
      size="md"
      isSaving={savePolicy.isPending}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        <Inline space="md" alignY="top">
          <TextField
            name="code"
            label={intl.formatMessage(m.code)}
            value={code}
            onChange={setCode}
            maxLength={20}
            autoComplete="off"
            isRequired
            autoFocus
          />
          <TextField
            name="name"
            label={intl.formatMessage(m.name)}
            value={name}
            onChange={setName}
            maxLength={60}
            autoComplete="off"
          />
        </Inline>
        <Inline space="md" alignY="top">
          <DatePicker
            name="arrivalFrom"
            label={intl.formatMessage(m.firstArrival)}
            value={from}
            onChange={(_, iso) => setFrom(iso)}
            isRequired
          />
          <DatePicker
            name="arrivalTo"
            label={intl.formatMessage(m.lastArrival)}
            value={to}
            onChange={(_, iso) => setTo(iso)}
            isRequired
          />
        </Inline>
      </Stack>
    </FormDialog>
  );
}
