import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  DateRangePicker,
  Inline,
  Select,
  SelectItem,
  Stack,
  TextField,
} from '@pms/ui';
import { useIntl } from 'react-intl';
import { RowAction } from '../../../../shared/admin/AdminScreen.tsx';
import { PlusIcon, TrashIcon } from '../../../../shared/admin/icons.tsx';
import { adjustmentLabelMessage, contractMessages as m } from '../messages.ts';
import {
  type AdjustmentForm,
  type AdjustmentValueKind,
  type ContractForm,
  type DynamicForm,
  newKey,
} from '../model/body.ts';
import * as styles from './editor.css.ts';

type Coded = { code: string; name: string };

interface DynamicEditorProps {
  form: ContractForm;
  onChange: (change: (form: ContractForm) => ContractForm) => void;
  isReadOnly: boolean;
  roomTypes: readonly Coded[];
  rateCodes: readonly Coded[];
  hotelDate: string | undefined;
}

const EMPTY: DynamicForm = { baseRateCode: '', floor: '', adjustments: [] };

/**
 * A dynamic profile's terms: the public rate code each night starts from, the discounts and
 * markups by period and room type (percent or an amount a room and night), and the floor no night
 * goes below.
 */
export function DynamicEditor({ form, onChange, isReadOnly, roomTypes, rateCodes, hotelDate }: DynamicEditorProps) {
  const intl = useIntl();
  const terms = form.dynamic ?? EMPTY;
  const setTerms = (change: (terms: DynamicForm) => DynamicForm) =>
    onChange((current) => ({ ...current, dynamic: change(current.dynamic ?? EMPTY) }));
  const setAdjustment = (key: string, change: Partial<AdjustmentForm>) =>
    setTerms((current) => ({
      ...current,
      adjustments: current.adjustments.map((adjustment) =>
        adjustment.key === key ? { ...adjustment, ...change } : adjustment,
      ),
    }));
  const addAdjustment = () =>
    setTerms((current) => {
      const taken = new Set(current.adjustments.map((adjustment) => adjustment.id));
      let number = current.adjustments.length + 1;
      while (taken.has(`ADJ${number}`)) number += 1;
      return {
        ...current,
        adjustments: [
          ...current.adjustments,
          {
            key: newKey(),
            id: `ADJ${number}`,
            name: '',
            from: null,
            to: null,
            roomTypes: [],
            direction: 'discount',
            valueKind: 'percent',
            value: '',
          },
        ],
      };
    });

  return (
    <Card heading={intl.formatMessage(m.publicRate)} level={2}>
      <Stack space="md">
        <Inline space="md" rowGap="sm" alignY="top">
          <Select
            name="body.dynamic.baseRateCode"
            label={intl.formatMessage(m.baseRateCode)}
            description={intl.formatMessage(m.baseRateCodeHelp)}
            selectedKey={terms.baseRateCode || null}
            onSelectionChange={(key) =>
              setTerms((current) => ({ ...current, baseRateCode: key === null ? '' : String(key) }))
            }
            items={
              rateCodes.some((rate) => rate.code === terms.baseRateCode) || !terms.baseRateCode
                ? rateCodes
                : [...rateCodes, { code: terms.baseRateCode, name: '' }]
            }
            isRequired
            isDisabled={isReadOnly}
            className={styles.wide}
          >
            {(rateCode) => (
              <SelectItem id={rateCode.code} textValue={`${rateCode.code} ${rateCode.name}`}>
                {rateCode.name ? `${rateCode.code} · ${rateCode.name}` : rateCode.code}
              </SelectItem>
            )}
          </Select>
          <TextField
            name="body.dynamic.floor"
            label={intl.formatMessage(m.floor)}
            description={intl.formatMessage(m.floorHelp)}
            value={terms.floor}
            onChange={(floor) => setTerms((current) => ({ ...current, floor }))}
            inputMode="decimal"
            maxLength={18}
            autoComplete="off"
            isReadOnly={isReadOnly}
            className={styles.medium}
          />
        </Inline>
        <h3 className={styles.subheading}>{intl.formatMessage(m.adjustments)}</h3>
        {terms.adjustments.length === 0 ? <p className={styles.muted}>{intl.formatMessage(m.noAdjustments)}</p> : null}
        {terms.adjustments.map((adjustment, index) => {
          const path = `body.dynamic.adjustments.${index}`;
          const label = intl.formatMessage(adjustmentLabelMessage, { id: adjustment.id || index + 1 });
          return (
            <section key={adjustment.key} className={styles.block} aria-label={label}>
              <div className={styles.blockHeader}>
                <TextField
                  name={`${path}.id`}
                  label={intl.formatMessage(m.ruleId)}
                  value={adjustment.id}
                  onChange={(id) => setAdjustment(adjustment.key, { id: id.toUpperCase() })}
                  maxLength={30}
                  autoComplete="off"
                  isRequired
                  isReadOnly={isReadOnly}
                  className={styles.short}
                />
                <TextField
                  name={`${path}.name`}
                  label={intl.formatMessage(m.name)}
                  value={adjustment.name}
                  onChange={(name) => setAdjustment(adjustment.key, { name })}
                  maxLength={120}
                  autoComplete="off"
                  isRequired
                  isReadOnly={isReadOnly}
                  className={styles.medium}
                />
                <DateRangePicker
                  startName={`${path}.nights`}
                  label={intl.formatMessage(m.nights)}
                  value={adjustment.from && adjustment.to ? { start: adjustment.from, end: adjustment.to } : null}
                  placeholderValue={form.validFrom ?? hotelDate}
                  onChange={(_, iso) =>
                    setAdjustment(adjustment.key, { from: iso?.start ?? null, to: iso?.end ?? null })
                  }
                  isRequired
                  isReadOnly={isReadOnly}
                />
                {isReadOnly ? null : (
                  <div className={styles.blockActions}>
                    <RowAction
                      label={intl.formatMessage(m.removeAdjustment)}
                      icon={<TrashIcon />}
                      onPress={() =>
                        setTerms((current) => ({
                          ...current,
                          adjustments: current.adjustments.filter((candidate) => candidate.key !== adjustment.key),
                        }))
                      }
                    />
                  </div>
                )}
              </div>
              <div className={styles.blockHeader}>
                <Select
                  name={`${path}.direction`}
                  label={intl.formatMessage(m.direction)}
                  selectedKey={adjustment.direction}
                  onSelectionChange={(key) =>
                    setAdjustment(adjustment.key, { direction: key === 'markup' ? 'markup' : 'discount' })
                  }
                  isDisabled={isReadOnly}
                  className={styles.short}
                >
                  <SelectItem id="discount">{intl.formatMessage(m.discount)}</SelectItem>
                  <SelectItem id="markup">{intl.formatMessage(m.markup)}</SelectItem>
                </Select>
                <Select
                  label={intl.formatMessage(m.valueKind)}
                  selectedKey={adjustment.valueKind}
                  onSelectionChange={(key) => setAdjustment(adjustment.key, { valueKind: key as AdjustmentValueKind })}
                  isDisabled={isReadOnly}
                  className={styles.medium}
                >
                  <SelectItem id="percent">{intl.formatMessage(m.valuePercent)}</SelectItem>
                  <SelectItem id="amount">{intl.formatMessage(m.valueAmountPerNight)}</SelectItem>
                </Select>
                <TextField
                  name={`${path}.value.${adjustment.valueKind}`}
                  label={intl.formatMessage(adjustment.valueKind === 'percent' ? m.percent : m.amount)}
                  value={adjustment.value}
                  onChange={(value) => setAdjustment(adjustment.key, { value })}
                  inputMode="decimal"
                  maxLength={18}
                  autoComplete="off"
                  isRequired
                  isReadOnly={isReadOnly}
                  className={styles.short}
                />
                <CheckboxGroup
                  name={`${path}.roomTypes`}
                  label={intl.formatMessage(m.roomTypes)}
                  description={intl.formatMessage(m.roomTypesHelp)}
                  orientation="horizontal"
                  value={adjustment.roomTypes}
                  onChange={(value) =>
                    setAdjustment(adjustment.key, {
                      roomTypes: roomTypes.map((type) => type.code).filter((code) => value.includes(code)),
                    })
                  }
                  isReadOnly={isReadOnly}
                >
                  {roomTypes.map((type) => (
                    <Checkbox key={type.code} value={type.code}>
                      <span title={type.name}>{type.code}</span>
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              </div>
            </section>
          );
        })}
        {isReadOnly ? null : (
          <div>
            <Button variant="secondary" size="sm" onPress={addAdjustment}>
              <PlusIcon /> {intl.formatMessage(m.addAdjustment)}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
