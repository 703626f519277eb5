import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  DateRangePicker,
  formatMoney,
  Inline,
  NumberField,
  Stack,
  TextField,
} from '@pms/ui';
import { type IntlShape, useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import { CopyIcon, PlusIcon, TrashIcon } from '../../../../shared/admin/icons.tsx';
import {
  adultsMessage,
  allotmentLabelMessage,
  contractMessages as m,
  rateCellLabelMessage,
  seasonLabelMessage,
} from '../messages.ts';
import {
  type AllotmentField,
  type AllotmentForm,
  ANY_MEAL,
  allotmentName,
  type ContractForm,
  cellKey,
  cellName,
  copySeason,
  gridColumns,
  gridRoomTypes,
  MAX_ADULTS,
  newSeason,
  type SeasonForm,
} from '../model/body.ts';
import * as styles from './editor.css.ts';

type Coded = { code: string; name: string };

interface SeasonsEditorProps {
  form: ContractForm;
  onChange: (change: (form: ContractForm) => ContractForm) => void;
  isReadOnly: boolean;
  roomTypes: readonly Coded[];
  mealTypes: readonly Coded[];
  /** The hotel date: the month the pickers open on. */
  hotelDate: string | undefined;
}

/** The name of a rate cell, as screen readers and the error summary say it. */
export const cellLabel = (intl: IntlShape, season: string, roomType: string, adults: number, mealPlan: string) =>
  intl.formatMessage(rateCellLabelMessage, { season, roomType, adults, mealPlan });

/** The name of an allotment input, as screen readers and the error summary say it. */
export const allotmentLabel = (intl: IntlShape, season: string, roomType: string, field: AllotmentField) =>
  intl.formatMessage(allotmentLabelMessage, { season, roomType, field });

const COUNT_FORMAT = { maximumFractionDigits: 0, useGrouping: false } as const;
const NO_ALLOTMENT: AllotmentForm = { rooms: null, releaseDays: null };

/**
 * The seasons of a static contract, each with its nights, minimum stay and its net rates per room
 * type × adults × meal plan in one compact grid (an empty cell: no rate), and under it the
 * allotment: the rooms held for the partner per room type with their release days (empty rooms: no
 * allotment). The grid's columns — the meal plans with rates of their own and the occupancies — are
 * the contract's, the same for every season.
 */
export function SeasonsEditor({ form, onChange, isReadOnly, roomTypes, mealTypes, hotelDate }: SeasonsEditorProps) {
  const intl = useIntl();
  const setSeason = (key: string, change: (season: SeasonForm) => SeasonForm) =>
    onChange((current) => ({
      ...current,
      seasons: current.seasons.map((season) => (season.key === key ? change(season) : season)),
    }));
  const hotelCodes = roomTypes.map((type) => type.code);
  const rows = gridRoomTypes(form, hotelCodes);
  const columns = gridColumns(form);
  const mealGroups = [ANY_MEAL, ...form.mealPlans];
  const roomName = (code: string) => roomTypes.find((type) => type.code === code)?.name ?? '';
  const mealText = (mealPlan: string) => (mealPlan === ANY_MEAL ? intl.formatMessage(m.anyMealPlan) : mealPlan);

  return (
    <Card heading={intl.formatMessage(m.seasons)} level={2}>
      <Stack space="md">
        <Inline space="lg" rowGap="sm" alignY="top">
          <CheckboxGroup
            label={intl.formatMessage(m.mealPlanColumns)}
            description={intl.formatMessage(m.mealPlanColumnsHelp)}
            orientation="horizontal"
            value={form.mealPlans}
            onChange={(value) =>
              onChange((current) => ({
                ...current,
                // In the order of the meal types list, whatever order they were ticked in.
                mealPlans: [
                  ...mealTypes.map((meal) => meal.code).filter((code) => value.includes(code)),
                  ...value.filter((code) => !mealTypes.some((meal) => meal.code === code)),
                ],
              }))
            }
            isReadOnly={isReadOnly}
          >
            {mealTypes.map((meal) => (
              <Checkbox key={meal.code} value={meal.code}>
                <span title={meal.name}>{meal.code}</span>
              </Checkbox>
            ))}
          </CheckboxGroup>
          <NumberField
            label={intl.formatMessage(m.adultsUpTo)}
            value={form.maxAdults}
            onChange={(value) =>
              onChange((current) => ({ ...current, maxAdults: Number.isFinite(value) ? value : current.maxAdults }))
            }
            minValue={1}
            maxValue={MAX_ADULTS}
            formatOptions={{ maximumFractionDigits: 0 }}
            isReadOnly={isReadOnly}
            className={styles.short}
          />
        </Inline>
        {form.seasons.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.noSeasons)}</p> : null}
        {form.seasons.map((season, index) => {
          const path = `body.seasons.${index}`;
          const seasonLabel = intl.formatMessage(seasonLabelMessage, { code: season.code || index + 1 });
          return (
            <section key={season.key} className={styles.block} aria-label={seasonLabel}>
              <div className={styles.blockHeader}>
                <TextField
                  name={`${path}.code`}
                  label={intl.formatMessage(m.seasonCode)}
                  value={season.code}
                  onChange={(code) => setSeason(season.key, (current) => ({ ...current, code: code.toUpperCase() }))}
                  maxLength={20}
                  autoComplete="off"
                  isRequired
                  isReadOnly={isReadOnly}
                  className={styles.short}
                />
                <TextField
                  name={`${path}.name`}
                  label={intl.formatMessage(m.seasonName)}
                  value={season.name}
                  onChange={(name) => setSeason(season.key, (current) => ({ ...current, name }))}
                  maxLength={60}
                  autoComplete="off"
                  isReadOnly={isReadOnly}
                  className={styles.medium}
                />
                <DateRangePicker
                  startName={`${path}.nights`}
                  label={intl.formatMessage(m.nights)}
                  value={season.from && season.to ? { start: season.from, end: season.to } : null}
                  placeholderValue={form.validFrom ?? hotelDate}
                  onChange={(_, iso) =>
                    setSeason(season.key, (current) => ({ ...current, from: iso?.start ?? null, to: iso?.end ?? null }))
                  }
                  isRequired
                  isReadOnly={isReadOnly}
                />
                <NumberField
                  name={`${path}.minNights`}
                  label={intl.formatMessage(m.minNights)}
                  value={season.minNights ?? Number.NaN}
                  onChange={(value) =>
                    setSeason(season.key, (current) => ({
                      ...current,
                      minNights: Number.isFinite(value) ? value : null,
                    }))
                  }
                  minValue={1}
                  maxValue={365}
                  formatOptions={{ maximumFractionDigits: 0 }}
                  isReadOnly={isReadOnly}
                  className={styles.short}
                />
                {isReadOnly ? null : (
                  <div className={styles.blockActions}>
                    <RowAction
                      label={intl.formatMessage(m.copySeason)}
                      icon={<CopyIcon />}
                      onPress={() =>
                        onChange((current) => {
                          const at = current.seasons.findIndex((candidate) => candidate.key === season.key);
                          const seasons = [...current.seasons];
                          seasons.splice(at + 1, 0, copySeason(season, current.seasons.length));
                          return { ...current, seasons };
                        })
                      }
                    />
                    <RowAction
                      label={intl.formatMessage(m.removeSeason)}
                      icon={<TrashIcon />}
                      onPress={() =>
                        onChange((current) => ({
                          ...current,
                          seasons: current.seasons.filter((candidate) => candidate.key !== season.key),
                        }))
                      }
                    />
                  </div>
                )}
              </div>
              <div className={styles.scroller}>
                <table className={styles.grid}>
                  <caption className={styles.caption}>
                    {intl.formatMessage(m.ratesCaption, { season: seasonLabel })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" rowSpan={2}>
                        {intl.formatMessage(m.roomType)}
                      </th>
                      {mealGroups.map((mealPlan) => (
                        <th key={mealPlan || 'any'} scope="colgroup" colSpan={form.maxAdults}>
                          {mealText(mealPlan)}
                        </th>
                      ))}
                    </tr>
                    <tr>
                      {columns.map(({ adults, mealPlan }) => (
                        <th key={`${mealPlan}|${adults}`} scope="col">
                          {intl.formatMessage(adultsMessage, { count: adults })}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((roomType) => (
                      <tr key={roomType}>
                        <th scope="row">
                          <span className={styles.code}>{roomType}</span>{' '}
                          <span className={styles.muted}>{roomName(roomType)}</span>
                        </th>
                        {columns.map(({ adults, mealPlan }) => {
                          const key = cellKey(roomType, adults, mealPlan);
                          return (
                            <td key={key}>
                              {isReadOnly ? (
                                <span className={styles.cellText}>
                                  {season.cells[key] ? formatMoney(season.cells[key]) : ''}
                                </span>
                              ) : (
                                <TextField
                                  name={cellName(index, roomType, adults, mealPlan)}
                                  aria-label={cellLabel(intl, seasonLabel, roomType, adults, mealText(mealPlan))}
                                  value={season.cells[key] ?? ''}
                                  onChange={(typed) =>
                                    setSeason(season.key, (current) => ({
                                      ...current,
                                      cells: { ...current.cells, [key]: typed },
                                    }))
                                  }
                                  inputMode="decimal"
                                  maxLength={18}
                                  autoComplete="off"
                                  className={styles.cellInput}
                                />
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {isReadOnly && !Object.values(season.allotments).some((allotment) => allotment.rooms !== null) ? (
                <p className={styles.tableNote}>{intl.formatMessage(m.noAllotment, { season: seasonLabel })}</p>
              ) : (
                <div className={styles.scroller}>
                  {/* The explanation runs wider than the narrow table, which a caption cannot. */}
                  <p id={`${season.key}-allotment`} className={styles.tableNote}>
                    {intl.formatMessage(m.allotmentCaption, { season: seasonLabel })}
                  </p>
                  <table
                    className={styles.grid}
                    aria-label={intl.formatMessage(m.allotmentTable, { season: seasonLabel })}
                    aria-describedby={`${season.key}-allotment`}
                  >
                    <thead>
                      <tr>
                        <th scope="col">{intl.formatMessage(m.roomType)}</th>
                        <th scope="col">{intl.formatMessage(m.allotmentRooms)}</th>
                        <th scope="col">{intl.formatMessage(m.releaseDays)}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((roomType) => {
                        const allotment = season.allotments[roomType] ?? NO_ALLOTMENT;
                        const setAllotment = (field: AllotmentField, value: number) =>
                          setSeason(season.key, (current) => ({
                            ...current,
                            allotments: {
                              ...current.allotments,
                              [roomType]: {
                                ...(current.allotments[roomType] ?? NO_ALLOTMENT),
                                [field]: Number.isFinite(value) ? value : null,
                              },
                            },
                          }));
                        return (
                          <tr key={roomType}>
                            <th scope="row">
                              <span className={styles.code}>{roomType}</span>{' '}
                              <span className={styles.muted}>{roomName(roomType)}</span>
                            </th>
                            {(
                              [
                                ['rooms', 999],
                                ['releaseDays', 365],
                              ] as const
                            ).map(([field, maxValue]) => (
                              <td key={field}>
                                {isReadOnly ? (
                                  <span className={styles.cellText}>
                                    {allotment.rooms === null ? '' : (allotment[field] ?? 0)}
                                  </span>
                                ) : (
                                  <NumberField
                                    name={allotmentName(index, roomType, field)}
                                    aria-label={allotmentLabel(intl, seasonLabel, roomType, field)}
                                    value={allotment[field] ?? Number.NaN}
                                    onChange={(value) => setAllotment(field, value)}
                                    minValue={0}
                                    maxValue={maxValue}
                                    formatOptions={COUNT_FORMAT}
                                    className={styles.cellInput}
                                  />
                                )}
                              </td>
                            ))}
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          );
        })}
        {isReadOnly ? null : (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onPress={() =>
                onChange((current) => ({
                  ...current,
                  seasons: [...current.seasons, newSeason(current.seasons.length)],
                }))
              }
            >
              <PlusIcon /> {intl.formatMessage(m.addSeason)}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
