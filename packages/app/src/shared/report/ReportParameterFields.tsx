import { ComboBox, ComboBoxItem, DatePicker, DateRangePicker, Select, SelectItem } from '@pms/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { daysInclusive } from '../dates.ts';
import type { ChoiceParameter, ReportChoice, ReportParameter, ReportValues } from './definition.ts';
import { dayCountMessage, reportMessages as m } from './messages.ts';
import { FROM_DATE, type ParameterProblem, PERIOD, TO_DATE } from './parameters.ts';
import * as styles from './ReportScreen.css.ts';

// The "all" choice of a filter; no id of the lists (numbers, channel words) looks like it.
const ALL = '*';

interface ReportParameterFieldsProps {
  parameters: readonly ReportParameter[];
  values: ReportValues;
  problems: Readonly<Record<string, ParameterProblem>>;
  choices: Readonly<Record<string, readonly ReportChoice[]>>;
  hotelDate: string | undefined;
  isDisabled: boolean;
  onChange: (values: Record<string, string>) => void;
}

/** One field per parameter of a report: a range of days, a day, or a filter with "all" first. */
export function ReportParameterFields({
  parameters,
  values,
  problems,
  choices,
  hotelDate,
  isDisabled,
  onChange,
}: ReportParameterFieldsProps) {
  const intl = useIntl();
  const problemText = (name: string) => {
    const problem = problems[name];
    return problem ? intl.formatMessage(problem.message, problem.values) : undefined;
  };

  return (
    <div className={styles.fields}>
      {parameters.map((parameter) => {
        if (parameter.kind === 'period') {
          const fromDate = values[FROM_DATE];
          const toDate = values[TO_DATE];
          const problem = problemText(PERIOD);
          const days = fromDate && toDate ? daysInclusive(fromDate, toDate) : 0;
          const label: MessageDescriptor = parameter.label ?? m.period;
          return (
            <DateRangePicker
              key={PERIOD}
              label={intl.formatMessage(label)}
              value={fromDate && toDate ? { start: fromDate, end: toDate } : null}
              onChange={(_, iso) => onChange({ [FROM_DATE]: iso?.start ?? '', [TO_DATE]: iso?.end ?? '' })}
              placeholderValue={hotelDate}
              isRequired
              isInvalid={problem !== undefined}
              errorMessage={problem}
              description={days > 0 && !problem ? intl.formatMessage(dayCountMessage, { count: days }) : undefined}
              isDisabled={isDisabled}
              className={styles.period}
            />
          );
        }
        if (parameter.kind === 'date') {
          const problem = problemText(parameter.name);
          return (
            <DatePicker
              key={parameter.name}
              label={intl.formatMessage(parameter.label)}
              value={values[parameter.name] || null}
              onChange={(_, iso) => onChange({ [parameter.name]: iso ?? '' })}
              placeholderValue={hotelDate}
              isRequired={parameter.defaultDate !== null}
              isInvalid={problem !== undefined}
              errorMessage={problem}
              description={parameter.description ? intl.formatMessage(parameter.description) : undefined}
              isDisabled={isDisabled}
              className={styles.date}
            />
          );
        }
        return (
          <ChoiceField
            key={parameter.name}
            parameter={parameter}
            value={values[parameter.name]}
            choices={choices[parameter.name]}
            isDisabled={isDisabled}
            onChange={(id) => onChange({ [parameter.name]: id })}
          />
        );
      })}
    </div>
  );
}

interface ChoiceFieldProps {
  parameter: ChoiceParameter;
  value: string | undefined;
  choices: readonly ReportChoice[] | undefined;
  isDisabled: boolean;
  onChange: (id: string) => void;
}

function ChoiceField({ parameter, value, choices, isDisabled, onChange }: ChoiceFieldProps) {
  const intl = useIntl();
  const items = [{ id: ALL, label: intl.formatMessage(parameter.allLabel) }, ...(choices ?? [])];
  // A chosen id the list does not hold (yet) still shows, as its id, rather than as "all".
  if (value && !items.some((item) => item.id === value)) items.push({ id: value, label: value });
  const selectedKey = value || ALL;
  const choose = (key: string | number | null) => {
    if (key === null) return;
    onChange(String(key) === ALL ? '' : String(key));
  };
  const label = intl.formatMessage(parameter.label);

  if (parameter.choices.isSearchable) {
    return (
      <ComboBox
        label={label}
        defaultItems={items}
        selectedKey={selectedKey}
        onSelectionChange={choose}
        isLoading={choices === undefined}
        isDisabled={isDisabled}
        className={styles.choice}
      >
        {(item) => (
          <ComboBoxItem id={item.id} textValue={item.label}>
            {item.label}
          </ComboBoxItem>
        )}
      </ComboBox>
    );
  }
  return (
    <Select
      label={label}
      items={items}
      selectedKey={selectedKey}
      onSelectionChange={choose}
      isDisabled={isDisabled}
      className={styles.choice}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.label}>
          {item.label}
        </SelectItem>
      )}
    </Select>
  );
}
