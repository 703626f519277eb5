import { addDays } from '@pms/domain/calendar';
import { type CancellationPolicy, cancellationFee } from '@pms/domain/cancellation';
import { parseAmount } from '@pms/domain/money';
import {
  ComboBox,
  ComboBoxItem,
  DataGrid,
  type DataGridColumn,
  dataGridColumn,
  formatMoney,
  Inline,
  Notice,
  Stack,
  TextField,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as adminStyles from '../../../shared/admin/AdminScreen.css.ts';
import { AdminScreen, actionsColumn, ListActions, LoadFailure, RowAction } from '../../../shared/admin/AdminScreen.tsx';
import { useAdminCommands, useLatest } from '../../../shared/admin/adminList.ts';
import { FormDialog } from '../../../shared/admin/FormDialog.tsx';
import { EditIcon, TrashIcon } from '../../../shared/admin/icons.tsx';
import { bandText, chargeText, explainFee, type FeeExplanation } from '../../../shared/cancellation/explain.ts';
import { type Band, documentOf, type PolicyRecord, policyQuery, type Season, useSavePolicy } from './api/policies.ts';
import { bandCountMessage, cancellationMessages as m, tryFeeMessage } from './messages.ts';
import {
  ChargeFields,
  chargeDraftOf,
  chargeOfDraft,
  errorsUnder,
  PolicyPicker,
  useFormSave,
  usePolicyParam,
  useSeasonParam,
} from './parts.tsx';

interface BandRow {
  index: number;
  band: Band;
}

/**
 * Cancellation charges (/menu/app/cancellation-charge): the bands of days before arrival of the
 * season chosen above the grid (policy, then season), each with its charge; and a worked example
 * of the season, through the same fee engine the server proposes a booking's fee with.
 */
export function ChargesPage() {
  const intl = useIntl();
  const [policyId, setPolicyId] = usePolicyParam();
  const [seasonCode, setSeasonCode] = useSeasonParam();
  const policy = useQuery({ ...policyQuery(policyId ?? 0), enabled: policyId !== null });
  const save = useSavePolicy();
  const commands = useAdminCommands([['sales/cancellation-policy']]);
  const [editing, setEditing] = useState<BandRow | 'new' | null>(null);
  const record = policyId === null ? undefined : policy.data;
  const seasonIndex = record?.seasons.findIndex((season) => season.code === seasonCode) ?? -1;
  const season = record && seasonIndex >= 0 ? record.seasons[seasonIndex] : undefined;
  const rows = useMemo<BandRow[]>(() => (season?.bands ?? []).map((band, index) => ({ index, band })), [season]);
  const latest = useLatest({ commands, save, record, seasonIndex });

  const columns = useMemo<DataGridColumn<BandRow>[]>(
    () => [
      actionsColumn<BandRow>(intl.formatMessage(m.actions), 80, (row) => (
        <Inline space="xs">
          <RowAction label={intl.formatMessage(m.editBand)} icon={<EditIcon />} onPress={() => setEditing(row)} />
          <RowAction
            label={intl.formatMessage(m.deleteBand)}
            icon={<TrashIcon />}
            onPress={() => {
              const { record: current, seasonIndex: at } = latest.current;
              if (!current) return;
              const seasons = current.seasons.map((each, index) =>
                index === at ? { ...each, bands: each.bands.filter((_, bandAt) => bandAt !== row.index) } : each,
              );
              void latest.current.commands.remove(intl.formatMessage(m.deleteBand), () =>
                latest.current.save.run([documentOf(current, { seasons })]),
              );
            }}
          />
        </Inline>
      )),
      dataGridColumn<BandRow, string>({
        id: 'days',
        header: intl.formatMessage(m.daysBefore),
        width: 260,
        isRowHeader: true,
        enableSorting: false,
        accessor: (row) => bandText(intl, row.band),
      }),
      dataGridColumn<BandRow, number>({
        id: 'from',
        header: intl.formatMessage(m.fromColumn),
        width: 110,
        align: 'end',
        accessor: (row) => row.band.fromDays ?? Number.POSITIVE_INFINITY,
        format: (value) => (Number.isFinite(value) ? String(value) : intl.formatMessage(m.anyMore)),
      }),
      dataGridColumn<BandRow, number>({
        id: 'to',
        header: intl.formatMessage(m.toColumn),
        width: 110,
        align: 'end',
        accessor: (row) => row.band.toDays,
      }),
      dataGridColumn<BandRow, string>({
        id: 'charge',
        header: intl.formatMessage(m.chargeKind),
        width: 240,
        enableSorting: false,
        accessor: (row) => chargeText(intl, row.band.charge),
      }),
    ],
    [intl, latest],
  );

  return (
    <AdminScreen
      title={intl.formatMessage(m.chargesTitle)}
      intro={intl.formatMessage(m.chargesIntro)}
      bar={
        <>
          <div className={adminStyles.barStart}>
            <PolicyPicker policyId={policyId} onChange={setPolicyId} />
            <ComboBox<Season>
              label={intl.formatMessage(m.season)}
              placeholder={intl.formatMessage(m.chooseSeason)}
              defaultItems={record?.seasons ?? []}
              selectedKey={season?.code ?? null}
              onSelectionChange={(key) => setSeasonCode(key === null ? null : String(key))}
              isDisabled={!record}
            >
              {(each) => (
                <ComboBoxItem id={each.code} textValue={`${each.code} ${each.name ?? ''}`}>
                  {each.name ? `${each.code} · ${each.name}` : each.code}
                </ComboBoxItem>
              )}
            </ComboBox>
            <span className={adminStyles.count} aria-live="polite">
              {season ? intl.formatMessage(bandCountMessage, { count: rows.length }) : null}
            </span>
          </div>
          <ListActions
            label={intl.formatMessage(m.chargesToolbar)}
            onReload={() => void policy.refetch()}
            isLoading={policy.isFetching}
            onAdd={() => season && setEditing('new')}
          />
        </>
      }
      notice={
        <>
          <LoadFailure error={policy.error} />
          {season ? null : <Notice title={intl.formatMessage(m.noSeasonChosen)} />}
        </>
      }
    >
      <Stack space="lg">
        <DataGrid
          // Cells keep the words they were made in: a new language makes them again.
          key={intl.locale}
          aria-label={intl.formatMessage(m.chargesTitle)}
          columns={columns}
          rows={rows}
          getRowId={(row) => String(row.index)}
          isLoading={policy.isFetching || commands.isBusy}
          onRowAction={(key) => {
            const row = rows[Number(key)];
            if (row) setEditing(row);
          }}
          showExportButton
          exportFileName="cancellation-charge.csv"
          maxHeight="max(12rem, calc(100vh - 34rem))"
        />
        {record && season ? <TryTheSeason policy={record} season={season} /> : null}
      </Stack>
      {editing && record && season ? (
        <BandDialog
          policy={record}
          seasonIndex={seasonIndex}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </AdminScreen>
  );
}

const BAND_FIELDS = ['fromDays', 'toDays', 'chargeKind', 'chargeValue'] as const;
const DAYS = /^\d{1,3}$/;

/** A band of the season: days before arrival from and to, and its charge. */
function BandDialog({
  policy,
  seasonIndex,
  row,
  onClose,
}: {
  policy: PolicyRecord;
  seasonIndex: number;
  row: BandRow | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const savePolicy = useSavePolicy();
  const { errors, setErrors, failure, save } = useFormSave(onClose);
  const season = policy.seasons[seasonIndex] as Season;
  const [fromDays, setFromDays] = useState(row?.band.fromDays === null ? '' : String(row?.band.fromDays ?? ''));
  const [toDays, setToDays] = useState(String(row?.band.toDays ?? ''));
  const [charge, setCharge] = useState(chargeDraftOf(row?.band.charge ?? { kind: 'nights', nights: 1 }));
  const bandIndex = row?.index ?? season.bands.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (savePolicy.isPending) return;
    const found: Record<string, string[]> = {};
    const days = [intl.formatMessage(m.daysInvalid)];
    if (fromDays.trim() && !DAYS.test(fromDays.trim())) found.fromDays = days;
    if (!DAYS.test(toDays.trim())) found.toDays = toDays.trim() ? days : [intl.formatMessage(m.required)];
    const made = chargeOfDraft(intl, charge);
    if ('error' in made) found.chargeValue = [made.error];
    if (Object.keys(found).length > 0 || 'error' in made || !made.charge) {
      setErrors(found);
      return;
    }
    const band: Band = {
      fromDays: fromDays.trim() ? Number(fromDays.trim()) : null,
      toDays: Number(toDays.trim()),
      charge: made.charge,
    };
    const bands = row ? season.bands.map((each, at) => (at === row.index ? band : each)) : [...season.bands, band];
    const seasons = policy.seasons.map((each, at) => (at === seasonIndex ? { ...each, bands } : each));
    void save(
      () => savePolicy.run([documentOf(policy, { seasons })]),
      BAND_FIELDS,
      (all) => {
        const own = errorsUnder(all, `seasons.${seasonIndex}.bands.${bandIndex}.`);
        if (Object.keys(own).length > 0) return own;
        // Another band that overlaps this one is named there: it is this band's days that clash.
        const others = Object.values(errorsUnder(all, `seasons.${seasonIndex}.bands.`)).flat();
        return others.length > 0 ? { toDays: others } : all;
      },
    );
  };

  return (
    <FormDialog
      title={intl.formatMessage(row ? m.editBand : m.newBand)}
      subtitle={`${policy.code} · ${season.code}`}
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
            name="fromDays"
            label={intl.formatMessage(m.fromDays)}
            description={intl.formatMessage(m.fromDaysHelp)}
            value={fromDays}
            onChange={setFromDays}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            autoFocus
          />
          <TextField
            name="toDays"
            label={intl.formatMessage(m.toDays)}
            description={intl.formatMessage(m.toDaysHelp)}
            value={toDays}
            onChange={setToDays}
            inputMode="numeric"
            maxLength={3}
            autoComplete="off"
            isRequired
          />
        </Inline>
        <ChargeFields draft={charge} onChange={setCharge} label={intl.formatMessage(m.chargeKind)} />
      </Stack>
    </FormDialog>
  );
}

/**
 * A worked example of the season: a stay of N nights at a rate, arriving on the season's first
 * arrival date and cancelled D days before, priced by the same engine the cancel dialog's fee comes from.
 */
function TryTheSeason({ policy, season }: { policy: PolicyRecord; season: Season }) {
  const intl = useIntl();
  const [nights, setNights] = useState('3');
  const [rate, setRate] = useState('2000.00');
  const [days, setDays] = useState('10');
  const example = useMemo(() => {
    const count = Number(nights);
    const before = Number(days);
    const amount = parseAmount(rate);
    if (!/^\d{1,3}$/.test(nights) || count < 1 || count > 60 || !DAYS.test(days) || amount === null) return null;
    const arrival = season.arrivals.from;
    const engine: CancellationPolicy = {
      code: policy.code,
      name: policy.name,
      noShow: policy.noShow,
      seasons: [season],
    };
    const stay = {
      arrival,
      nights: Array.from({ length: count }, (_, index) => ({ date: addDays(arrival, index), amount })),
    };
    return cancellationFee(engine, stay, addDays(arrival, -before)) as FeeExplanation;
  }, [policy, season, nights, rate, days]);

  return (
    <section aria-label={intl.formatMessage(m.tryTitle)}>
      <Stack space="sm">
        <Notice tone="info" title={intl.formatMessage(m.tryTitle)}>
          {intl.formatMessage(m.tryIntro)}
        </Notice>
        <Inline space="md" alignY="top">
          <TextField
            label={intl.formatMessage(m.tryNights)}
            value={nights}
            onChange={setNights}
            inputMode="numeric"
            maxLength={2}
          />
          <TextField label={intl.formatMessage(m.tryRate)} value={rate} onChange={setRate} inputMode="decimal" />
          <TextField
            label={intl.formatMessage(m.tryDays)}
            value={days}
            onChange={setDays}
            inputMode="numeric"
            maxLength={3}
          />
        </Inline>
        {example ? (
          <Notice tone="success" title={intl.formatMessage(tryFeeMessage, { fee: formatMoney(example.fee) })}>
            {explainFee(intl, example).join(' ')}
          </Notice>
        ) : null}
      </Stack>
    </section>
  );
}
