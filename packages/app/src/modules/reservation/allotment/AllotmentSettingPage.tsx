import { ApiError, type Schemas } from '@pms/api-client';
import {
  Button,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  formatDate,
  Notice,
  NumberField,
  Select,
  SelectItem,
  Toolbar,
  useDialogs,
  useToast,
} from '@pms/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as pageStyles from '../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle, isStaleVersion } from '../../../shared/admin/failures.ts';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useHotelDate } from '../../../shared/hotelDate.ts';
import { referenceQuery, refreshed } from '../../../shared/query/actionQuery.ts';
import { RefreshControls } from '../../../shared/refresh/RefreshControls.tsx';
import { allotmentQuery, useSetAllotment } from '../api/allotment.ts';
import { availabilityQuery } from '../api/availability.ts';
import { weekdayMessages } from '../messages.ts';
import { addDays, daysInclusive, weekdayOf } from '../nights.ts';
import * as styles from './AllotmentSettingPage.css.ts';
import { FillDialog } from './FillDialog.tsx';
import {
  cellLabelMessage,
  cellTitleMessage,
  changeCountMessage,
  allotmentMessages as m,
  nightsLengthMessage,
  pickedMessage,
  releasedTitleMessage,
  releaseLabelMessage,
  savedSomeMessage,
} from './messages.ts';

type Grid = Schemas['AllotmentGrid'];
type AllotmentNight = Schemas['AllotmentNight'];
type RoomType = { roomTypeId: number; code: string; name: string };

/** The periods staff page through: two weeks, or a month. */
const LENGTHS = [14, 31] as const;
type Length = (typeof LENGTHS)[number];

const NO_COMPANIES: Schemas['CompanyProfileMinimum'][] = [];

/** A changed cell, with the row version it was changed from (null: the night had no row). */
interface Edit {
  rooms: number;
  releaseDays: number;
  version: number | null;
}

const keyOf = (roomTypeId: number, night: string) => `${roomTypeId}:${night}`;

/**
 * Allotment Setting (spec §2 allotment-setting): one company's rooms held per room type and
 * night for 14 or 31 nights, edited in place and saved together, and a whole period filled by
 * weekday. Cells show what the company has picked up; released nights are greyed.
 */
export function AllotmentSettingPage() {
  const intl = useIntl();
  const headingId = useId();
  const dialogs = useDialogs();
  const hotelDate = useHotelDate();
  const companies = useQuery(referenceQuery('reservation/company-profile'));
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [length, setLength] = useState<Length>(14);
  const [edits, setEdits] = useState<ReadonlyMap<string, Edit>>(new Map());

  const start = chosenStart ?? hotelDate ?? null;
  const dirty = edits.size > 0;

  /** Leaving unsaved changes behind is asked first. */
  const leaveChanges = async (): Promise<boolean> => {
    if (!dirty) return true;
    const discard = await dialogs.confirm({
      title: intl.formatMessage(m.discard),
      message: intl.formatMessage(changeCountMessage, { count: edits.size }),
      isDestructive: true,
    });
    if (discard) setEdits(new Map());
    return discard;
  };

  const moveTo = async (next: string | null) => {
    if (await leaveChanges()) setChosenStart(next);
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <header className={pageStyles.heading}>
        <h1 id={headingId} className={pageStyles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <p className={pageStyles.intro}>{intl.formatMessage(m.intro)}</p>
      </header>

      <div className={pageStyles.panel}>
        <div className={styles.controls}>
          <ComboBox<Schemas['CompanyProfileMinimum']>
            label={intl.formatMessage(m.company)}
            placeholder={intl.formatMessage(m.companyPlaceholder)}
            defaultItems={companies.data ?? NO_COMPANIES}
            selectedKey={companyId}
            onSelectionChange={(key) => {
              const next = key === null ? null : Number(key);
              if (next === companyId) return;
              void leaveChanges().then((ok) => {
                if (ok) setCompanyId(next);
              });
            }}
            isLoading={companies.isLoading}
            isInvalid={companies.isError || undefined}
            errorMessage={companies.isError ? intl.formatMessage(m.companiesFailed) : undefined}
            className={styles.company}
          >
            {(company) => (
              <ComboBoxItem id={company.id} textValue={`${company.code} ${company.name}`}>
                {`${company.code} · ${company.name}`}
              </ComboBoxItem>
            )}
          </ComboBox>
          <DatePicker
            label={intl.formatMessage(m.firstNight)}
            value={start}
            onChange={(_, iso) => {
              if (iso && iso !== start) void moveTo(iso);
            }}
            isDisabled={!start}
            className={styles.firstNight}
          />
          <Select
            label={intl.formatMessage(m.length)}
            items={LENGTHS.map((nights) => ({ id: nights }))}
            value={length}
            onChange={(key) => {
              if (key === 14 || key === 31) setLength(key);
            }}
            className={styles.length}
          >
            {(option) => (
              <SelectItem id={option.id} textValue={intl.formatMessage(nightsLengthMessage, { count: option.id })}>
                {intl.formatMessage(nightsLengthMessage, { count: option.id })}
              </SelectItem>
            )}
          </Select>
          <Toolbar aria-label={intl.formatMessage(m.periodToolbar)} className={styles.periodButtons}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => start && void moveTo(addDays(start, -length))}
              isDisabled={!start}
            >
              {`‹ ${intl.formatMessage(m.earlier)}`}
            </Button>
            <Button variant="secondary" size="sm" onPress={() => void moveTo(null)} isDisabled={!hotelDate}>
              {intl.formatMessage(m.fromHotelDate)}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => start && void moveTo(addDays(start, length))}
              isDisabled={!start}
            >
              {`${intl.formatMessage(m.later)} ›`}
            </Button>
          </Toolbar>
        </div>
        {companyId === null ? (
          <p className={styles.muted}>{intl.formatMessage(m.chooseCompany)}</p>
        ) : start ? (
          <AllotmentGrid
            companyProfileId={companyId}
            forDate={start}
            toDate={addDays(start, length - 1)}
            edits={edits}
            onEditsChange={setEdits}
          />
        ) : (
          <p className={styles.muted}>{intl.formatMessage(m.loading)}</p>
        )}
      </div>
    </section>
  );
}

interface AllotmentGridProps {
  companyProfileId: number;
  forDate: string;
  toDate: string;
  edits: ReadonlyMap<string, Edit>;
  onEditsChange: (edits: ReadonlyMap<string, Edit>) => void;
}

/** What the grid reads: the company's rows, and the room types in use (from availability). */
interface GridData {
  grid: Grid;
  roomTypes: RoomType[];
}

/** A save refused: why, the cells it names, and the company and period it was made in. */
interface Failure {
  asked: string;
  title: string;
  text: string;
  cells: ReadonlySet<string>;
}

function AllotmentGrid({ companyProfileId, forDate, toDate, edits, onEditsChange }: AllotmentGridProps) {
  const intl = useIntl();
  const toast = useToast();
  const captionId = useId();
  const setAllotment = useSetAllotment();
  const [saving, setSaving] = useState(false);
  // A refusal, for the company and period it was made in.
  const asked = `${companyProfileId}/${forDate}/${toDate}`;
  const [saveFailure, setSaveFailure] = useState<Failure | null>(null);
  const failure = saveFailure?.asked === asked ? saveFailure : null;
  const [fillOpen, setFillOpen] = useState(false);

  // A new company or period is read at once, the last one greyed under it until it comes; both
  // are read again every 20000 ms.
  const allotments = useQuery({
    ...allotmentQuery({ forDate, toDate, companyProfileId }),
    placeholderData: keepPreviousData,
  });
  const availability = useQuery({
    ...availabilityQuery({ fromDate: forDate, toDate }),
    ...refreshed,
    placeholderData: keepPreviousData,
    // The room types in use, in the hotel's order.
    select: (answer) =>
      (answer[0]?.roomTypes ?? []).map(({ roomTypeId, code, name }): RoomType => ({ roomTypeId, code, name })),
  });
  const grid = allotments.data;
  const data: GridData | undefined = grid && availability.data ? { grid, roomTypes: availability.data } : undefined;
  const error = allotments.error ?? availability.error ?? undefined;
  const readAt = allotments.dataUpdatedAt;
  const reload = () => {
    void allotments.refetch();
    void availability.refetch();
  };

  // What a save answered, shown until the next read brings it: the saved cells never flash back.
  const [justSaved, setJustSaved] = useState<{ rows: ReadonlyMap<string, AllotmentNight>; at: number }>({
    rows: new Map(),
    at: 0,
  });
  const isCurrent =
    grid?.forDate === forDate && grid?.toDate === toDate && data !== undefined && !allotments.isPlaceholderData;
  const rows = useMemo(() => {
    const byKey = new Map<string, AllotmentNight>();
    for (const row of grid?.nights ?? []) {
      if (row.companyProfileId === companyProfileId) byKey.set(keyOf(row.roomTypeId, row.night), row);
    }
    const fresher = readAt > justSaved.at;
    if (!fresher)
      for (const [key, row] of justSaved.rows) if (row.companyProfileId === companyProfileId) byKey.set(key, row);
    return byKey;
  }, [grid, companyProfileId, readAt, justSaved]);
  const nights = useMemo(
    () => Array.from({ length: daysInclusive(forDate, toDate) }, (_, index) => addDays(forDate, index)),
    [forDate, toDate],
  );
  const company = grid?.companies.find((entry) => entry.id === companyProfileId);
  const readOnly = company?.active === 0;
  const hotelDate = grid?.hotelDate ?? forDate;
  const number = (value: number) => intl.formatNumber(value);

  /** The release days a row shows: the same on every held night, or none when they differ. */
  const releaseOfRow = (roomTypeId: number): number | null => {
    const values = new Set<number>();
    for (const night of nights) {
      const key = keyOf(roomTypeId, night);
      const value = edits.get(key)?.releaseDays ?? rows.get(key)?.releaseDays;
      if (value !== undefined && night >= hotelDate) values.add(value);
    }
    if (values.size === 0) return 0;
    return values.size === 1 ? ([...values][0] as number) : null;
  };

  const setCell = (roomTypeId: number, night: string, rooms: number) => {
    const key = keyOf(roomTypeId, night);
    const row = rows.get(key);
    const next = new Map(edits);
    const releaseDays = edits.get(key)?.releaseDays ?? row?.releaseDays ?? releaseOfRow(roomTypeId) ?? 0;
    const wanted = Number.isFinite(rooms) ? Math.max(0, Math.round(rooms)) : row ? 0 : null;
    if (wanted === null || (row && row.rooms === wanted && row.releaseDays === releaseDays)) next.delete(key);
    else next.set(key, { rooms: wanted, releaseDays, version: edits.get(key)?.version ?? row?.version ?? null });
    onEditsChange(next);
  };

  /** Release days typed on a row apply to every night it holds from the hotel date on. */
  const setRowRelease = (roomTypeId: number, releaseDays: number) => {
    if (!Number.isFinite(releaseDays)) return;
    const wanted = Math.max(0, Math.round(releaseDays));
    const next = new Map(edits);
    for (const night of nights) {
      if (night < hotelDate) continue;
      const key = keyOf(roomTypeId, night);
      const row = rows.get(key);
      const edit = edits.get(key);
      if (!row && !edit) continue;
      const rooms = edit?.rooms ?? row?.rooms ?? 0;
      if (row && row.rooms === rooms && row.releaseDays === wanted) next.delete(key);
      else next.set(key, { rooms, releaseDays: wanted, version: edit?.version ?? row?.version ?? null });
    }
    onEditsChange(next);
  };

  const save = async () => {
    setSaving(true);
    setSaveFailure(null);
    const byType = new Map<number, { night: string; edit: Edit }[]>();
    for (const [key, edit] of edits) {
      const [typeId, night] = key.split(':');
      const list = byType.get(Number(typeId)) ?? [];
      list.push({ night: night as string, edit });
      byType.set(Number(typeId), list);
    }
    const remaining = new Map(edits);
    try {
      // One call per room type: each is one transaction, so what it refuses leaves that type as it was.
      for (const [roomTypeId, changes] of byType) {
        changes.sort((a, b) => a.night.localeCompare(b.night));
        try {
          const answer = await setAllotment.run([
            {
              companyProfileId,
              roomTypeId,
              nights: changes.map(({ night, edit }) => ({
                night,
                rooms: edit.rooms,
                releaseDays: edit.releaseDays,
                version: edit.version,
              })),
            },
          ]);
          for (const { night } of changes) remaining.delete(keyOf(roomTypeId, night));
          setJustSaved((previous) => {
            const next = new Map(previous.rows);
            for (const row of answer) next.set(keyOf(row.roomTypeId, row.night), row);
            return { rows: next, at: Date.now() };
          });
        } catch (refusal) {
          const code = data?.roomTypes.find((type) => type.roomTypeId === roomTypeId)?.code ?? '';
          const cells = new Set<string>();
          if (refusal instanceof ApiError) {
            for (const { field } of refusal.errors) {
              const index = /^\/data\/0\/nights\/(\d+)\//.exec(field)?.[1];
              const night = index === undefined ? undefined : changes[Number(index)]?.night;
              if (night) cells.add(keyOf(roomTypeId, night));
            }
          }
          // A stale row cannot be saved over: its changes go, the grid shows what is there now.
          if (isStaleVersion(refusal)) for (const { night } of changes) remaining.delete(keyOf(roomTypeId, night));
          setSaveFailure({
            asked,
            title: isStaleVersion(refusal)
              ? intl.formatMessage(commonMessages.staleTitle)
              : failureTitle(intl, refusal),
            text: intl.formatMessage(savedSomeMessage, { roomType: code, reason: failureText(intl, refusal) }),
            cells,
          });
          // What was refused may have changed meanwhile; what was saved is read again already.
          reload();
          return;
        }
      }
      toast.show({ tone: 'success', title: intl.formatMessage(m.saved) });
    } finally {
      onEditsChange(remaining);
      setSaving(false);
    }
  };

  const cell = (type: RoomType, night: string) => {
    const key = keyOf(type.roomTypeId, night);
    const row = rows.get(key);
    const edit = edits.get(key);
    const rooms = edit?.rooms ?? row?.rooms;
    const past = night < hotelDate;
    const title = row
      ? intl.formatMessage(row.released ? releasedTitleMessage : cellTitleMessage, {
          picked: number(row.picked),
          rooms: number(rooms ?? row.rooms),
          releaseDate: formatDate(row.releaseDate),
        })
      : undefined;
    return (
      <td
        key={night}
        className={styles.cell}
        data-released={row?.released ? 'true' : undefined}
        data-past={past ? 'true' : undefined}
        data-changed={edit ? 'true' : undefined}
        data-invalid={failure?.cells.has(key) ? 'true' : undefined}
        title={title}
      >
        <NumberField
          aria-label={intl.formatMessage(cellLabelMessage, {
            roomType: type.code,
            night: `${intl.formatMessage(weekdayMessages[weekdayOf(night) as keyof typeof weekdayMessages])} ${formatDate(night)}`,
          })}
          value={rooms ?? Number.NaN}
          onChange={(value) => setCell(type.roomTypeId, night, value)}
          minValue={0}
          maxValue={999}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          isReadOnly={past || readOnly || saving}
          className={styles.cellInput}
        />
        {row ? (
          <span className={styles.picked}>
            {intl.formatMessage(pickedMessage, { picked: number(row.picked), rooms: number(rooms ?? row.rooms) })}
          </span>
        ) : null}
      </td>
    );
  };

  return (
    <>
      <div className={styles.gridBar}>
        <Toolbar aria-label={intl.formatMessage(m.actions)} className={styles.actions}>
          <Button variant="primary" onPress={() => void save()} isDisabled={edits.size === 0 || saving || readOnly}>
            {edits.size > 0
              ? `${intl.formatMessage(m.save)} (${intl.formatMessage(changeCountMessage, { count: edits.size })})`
              : intl.formatMessage(m.save)}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              onEditsChange(new Map());
              setSaveFailure(null);
            }}
            isDisabled={edits.size === 0 || saving}
          >
            {intl.formatMessage(m.discard)}
          </Button>
          <Button
            variant="secondary"
            onPress={() => setFillOpen(true)}
            isDisabled={edits.size > 0 || saving || readOnly || !data || data.roomTypes.length === 0}
          >
            {intl.formatMessage(m.fill)}
          </Button>
        </Toolbar>
        <RefreshControls queries={[allotments, availability]} />
      </div>
      {edits.size > 0 ? <p className={styles.muted}>{intl.formatMessage(m.fillBlocked)}</p> : null}
      {readOnly ? (
        <Notice tone="warning" title={intl.formatMessage(m.inactiveTitle)}>
          {intl.formatMessage(m.inactiveBody)}
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.text}
        </Notice>
      ) : null}
      <LoadFailure error={error} />
      <ul className={styles.legend}>
        <li>{intl.formatMessage(m.legend)}</li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-changed="true" aria-hidden="true" />
          {intl.formatMessage(m.legendChanged)}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-released="true" aria-hidden="true" />
          {intl.formatMessage(m.legendReleased)}
        </li>
      </ul>
      {!data ? (
        error ? null : (
          <p className={styles.muted}>{intl.formatMessage(m.loading)}</p>
        )
      ) : data.roomTypes.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noRoomTypes)}</p>
      ) : (
        // The region scrolls sideways; it takes the focus so the keyboard can scroll it too.
        <section
          className={styles.scroller}
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          aria-busy={!isCurrent || saving}
          data-stale={isCurrent ? undefined : 'true'}
        >
          <table className={styles.table}>
            <caption id={captionId} className={styles.visuallyHidden}>
              {`${intl.formatMessage(m.gridLabel)}, ${formatDate(forDate)} – ${formatDate(toDate)}`}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.corner}>
                  {intl.formatMessage(m.roomType)}
                </th>
                <th scope="col" className={styles.releaseHeader}>
                  {intl.formatMessage(m.releaseDays)}
                </th>
                {nights.map((night) => {
                  const weekday = weekdayOf(night);
                  return (
                    <th
                      key={night}
                      scope="col"
                      className={styles.nightHeader}
                      data-weekend={weekday === 1 || weekday === 7 ? 'true' : undefined}
                      data-today={night === hotelDate ? 'true' : undefined}
                    >
                      <span className={styles.weekday}>
                        {intl.formatMessage(weekdayMessages[weekday as keyof typeof weekdayMessages])}
                      </span>
                      <span className={styles.date}>{formatDate(night).slice(0, -5)}</span>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {data.roomTypes.map((type) => {
                const release = releaseOfRow(type.roomTypeId);
                return (
                  <tr key={type.roomTypeId}>
                    <th scope="row" className={styles.rowHeader}>
                      <span className={styles.code}>{type.code}</span> <span className={styles.name}>{type.name}</span>
                    </th>
                    <td className={styles.releaseCell}>
                      <NumberField
                        aria-label={intl.formatMessage(releaseLabelMessage, { roomType: type.code })}
                        value={release ?? Number.NaN}
                        placeholder="—"
                        onChange={(value) => setRowRelease(type.roomTypeId, value)}
                        minValue={0}
                        maxValue={365}
                        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
                        isReadOnly={readOnly || saving}
                        className={styles.cellInput}
                      />
                    </td>
                    {nights.map((night) => (
                      <Fragment key={night}>{cell(type, night)}</Fragment>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      {fillOpen && data ? (
        <FillDialog
          companyProfileId={companyProfileId}
          roomTypes={data.roomTypes}
          hotelDate={hotelDate}
          period={{ start: forDate < hotelDate ? hotelDate : forDate, end: toDate < hotelDate ? hotelDate : toDate }}
          onClose={() => setFillOpen(false)}
          // The fill has read the grid again (the command invalidates the allotment reads).
          onFilled={() => setFillOpen(false)}
        />
      ) : null}
    </>
  );
}
