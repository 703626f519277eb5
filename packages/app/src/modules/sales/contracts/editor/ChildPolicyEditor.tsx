import { Button, Card, NumberField, Select, SelectItem, Stack, TextField } from '@pms/ui';
import { useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import { PlusIcon, TrashIcon } from '../../../../shared/admin/icons.tsx';
import { bandLabelMessage, contractMessages as m } from '../messages.ts';
import { type BandForm, type ChildChargeKind, type ContractForm, newKey } from '../model/body.ts';
import * as styles from './editor.css.ts';

const CHARGES: readonly ChildChargeKind[] = ['free', 'amount', 'percent-of-adult'];
const CHARGE_WORDS = { free: m.chargeFree, amount: m.chargeAmount, 'percent-of-adult': m.chargePercent } as const;
const AGE_FORMAT = { maximumFractionDigits: 0, useGrouping: false } as const;

/**
 * The child policy: from which age a guest is priced as an adult, and the bands below it (free, an
 * amount a night, or a percentage of one adult's share of the room rate).
 */
export function ChildPolicyEditor({
  form,
  onChange,
  isReadOnly,
}: {
  form: ContractForm;
  onChange: (change: (form: ContractForm) => ContractForm) => void;
  isReadOnly: boolean;
}) {
  const intl = useIntl();
  const setBand = (key: string, change: Partial<BandForm>) =>
    onChange((current) => ({
      ...current,
      bands: current.bands.map((band) => (band.key === key ? { ...band, ...change } : band)),
    }));
  const addBand = () =>
    onChange((current) => {
      const last = current.bands.at(-1);
      const fromAge = last ? Math.min(last.toAge + 1, Math.max(current.adultFromAge - 1, 0)) : 0;
      return {
        ...current,
        bands: [
          ...current.bands,
          { key: newKey(), fromAge, toAge: Math.max(current.adultFromAge - 1, fromAge), charge: 'free', value: '' },
        ],
      };
    });

  return (
    <Card heading={intl.formatMessage(m.childPolicy)} level={2}>
      <Stack space="sm">
        <NumberField
          name="body.childPolicy.adultFromAge"
          label={intl.formatMessage(m.adultFromAge)}
          value={form.adultFromAge}
          onChange={(value) =>
            onChange((current) => ({ ...current, adultFromAge: Number.isFinite(value) ? value : current.adultFromAge }))
          }
          minValue={0}
          maxValue={120}
          formatOptions={AGE_FORMAT}
          isReadOnly={isReadOnly}
          className={styles.short}
        />
        {form.bands.length > 0 ? (
          <div className={styles.scroller}>
            <table className={styles.grid}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.fromAge)}</th>
                  <th scope="col">{intl.formatMessage(m.toAge)}</th>
                  <th scope="col">{intl.formatMessage(m.charge)}</th>
                  <th scope="col">{intl.formatMessage(m.chargeValue)}</th>
                  {isReadOnly ? null : <th scope="col">{intl.formatMessage(m.actions)}</th>}
                </tr>
              </thead>
              <tbody>
                {form.bands.map((band, index) => {
                  const path = `body.childPolicy.bands.${index}`;
                  const label = intl.formatMessage(bandLabelMessage, { number: index + 1 });
                  return (
                    <tr key={band.key}>
                      <td>
                        <NumberField
                          name={`${path}.fromAge`}
                          aria-label={`${label}: ${intl.formatMessage(m.fromAge)}`}
                          value={band.fromAge}
                          onChange={(value) => setBand(band.key, { fromAge: Number.isFinite(value) ? value : 0 })}
                          minValue={0}
                          maxValue={120}
                          formatOptions={AGE_FORMAT}
                          isReadOnly={isReadOnly}
                          className={styles.ageInput}
                        />
                      </td>
                      <td>
                        <NumberField
                          name={`${path}.toAge`}
                          aria-label={`${label}: ${intl.formatMessage(m.toAge)}`}
                          value={band.toAge}
                          onChange={(value) => setBand(band.key, { toAge: Number.isFinite(value) ? value : 0 })}
                          minValue={0}
                          maxValue={120}
                          formatOptions={AGE_FORMAT}
                          isReadOnly={isReadOnly}
                          className={styles.ageInput}
                        />
                      </td>
                      <td>
                        <Select
                          aria-label={`${label}: ${intl.formatMessage(m.charge)}`}
                          selectedKey={band.charge}
                          onSelectionChange={(key) => setBand(band.key, { charge: key as ChildChargeKind })}
                          isDisabled={isReadOnly}
                          className={styles.chargeSelect}
                        >
                          {CHARGES.map((charge) => (
                            <SelectItem key={charge} id={charge}>
                              {intl.formatMessage(CHARGE_WORDS[charge])}
                            </SelectItem>
                          ))}
                        </Select>
                      </td>
                      <td>
                        {band.charge === 'free' ? null : (
                          <TextField
                            name={`${path}.charge.${band.charge === 'amount' ? 'amount' : 'percent'}`}
                            aria-label={`${label}: ${intl.formatMessage(band.charge === 'amount' ? m.amount : m.percent)}`}
                            value={band.value}
                            onChange={(value) => setBand(band.key, { value })}
                            inputMode="decimal"
                            maxLength={16}
                            autoComplete="off"
                            isReadOnly={isReadOnly}
                            className={styles.cellInput}
                          />
                        )}
                      </td>
                      {isReadOnly ? null : (
                        <td>
                          <RowAction
                            label={intl.formatMessage(m.removeBand)}
                            icon={<TrashIcon />}
                            onPress={() =>
                              onChange((current) => ({
                                ...current,
                                bands: current.bands.filter((candidate) => candidate.key !== band.key),
                              }))
                            }
                          />
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={styles.muted}>{intl.formatMessage(m.noBands)}</p>
        )}
        {isReadOnly ? null : (
          <div>
            <Button variant="secondary" size="sm" onPress={addBand}>
              <PlusIcon /> {intl.formatMessage(m.addBand)}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
