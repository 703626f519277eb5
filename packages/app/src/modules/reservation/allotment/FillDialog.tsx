import {
  Checkbox,
  CheckboxGroup,
  DateRangePicker,
  type FormValidationErrors,
  NumberField,
  Select,
  SelectItem,
  useToast,
} from '@pms/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog, type SaveFailure } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf } from '../../../shared/admin/failures.ts';
import { useFillAllotment } from '../api/allotment.ts';
import { weekdayMessages } from '../messages.ts';
import { ALL_WEEKDAYS, daysInclusive } from '../nights.ts';
import * as styles from './AllotmentSettingPage.css.ts';
import { filledMessage, allotmentMessages as m } from './messages.ts';

/** The longest period one fill writes (the server's limit). */
const MAX_FILL_NIGHTS = 366;

interface FillDialogProps {
  companyProfileId: number;
  roomTypes: readonly { roomTypeId: number; code: string; name: string }[];
  hotelDate: string;
  /** The nights the dialog starts with: the grid's period from the hotel date on. */
  period: { start: string; end: string };
  onClose: () => void;
  onFilled: () => void;
}

/**
 * "Fill period…": the same rooms and release days on every night of a date range that falls on
 * the ticked weekdays (Su = 1 … Sa = 7), for one room type, in one call (`fill`).
 */
export function FillDialog({ companyProfileId, roomTypes, hotelDate, period, onClose, onFilled }: FillDialogProps) {
  const intl = useIntl();
  const fill = useFillAllotment();
  const toast = useToast();
  const [roomTypeId, setRoomTypeId] = useState<number | null>(roomTypes[0]?.roomTypeId ?? null);
  const [range, setRange] = useState<{ start: string; end: string } | null>(period);
  const [weekdays, setWeekdays] = useState<string[]>([...ALL_WEEKDAYS]);
  const [rooms, setRooms] = useState(Number.NaN);
  const [releaseDays, setReleaseDays] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [errors, setErrors] = useState<FormValidationErrors>({});

  const required = intl.formatMessage(m.required);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: FormValidationErrors = {};
    if (roomTypeId === null) missing.roomTypeId = [required];
    if (!range) missing.period = [required];
    else if (range.start < hotelDate || daysInclusive(range.start, range.end) > MAX_FILL_NIGHTS) {
      missing.period = [intl.formatMessage(m.fillNightsHelp)];
    }
    if (weekdays.length === 0) missing.weekdays = [intl.formatMessage(m.noWeekday)];
    if (!Number.isFinite(rooms)) missing.rooms = [required];
    if (!Number.isFinite(releaseDays)) missing.releaseDays = [required];
    setErrors(missing);
    if (Object.keys(missing).length > 0 || roomTypeId === null || !range) return;
    setSaving(true);
    setFailure(null);
    try {
      const answer = await fill.run([
        {
          companyProfileId,
          roomTypeId,
          fromDate: range.start,
          toDate: range.end,
          weekdays: weekdays.map(Number).sort(),
          rooms,
          releaseDays,
        },
      ]);
      toast.show({
        tone: 'success',
        title: intl.formatMessage(m.saved),
        message: intl.formatMessage(filledMessage, { count: answer[0]?.written ?? 0 }),
      });
      onFilled();
    } catch (refusal) {
      setErrors(fieldErrorsOf(refusal, ['weekdays']));
      setFailure({
        title: failureTitle(intl, refusal),
        text: failureText(intl, refusal),
      });
    } finally {
      setSaving(false);
    }
  };

  const periodErrors = [...(errors.period ?? []), ...(errors.fromDate ?? []), ...(errors.toDate ?? [])];

  return (
    <FormDialog
      title={intl.formatMessage(m.fillTitle)}
      isSaving={saving}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      validationErrors={errors}
      failure={failure}
    >
      <div className={styles.fillFields}>
        <Select
          name="roomTypeId"
          label={intl.formatMessage(m.roomType)}
          items={roomTypes.map((type) => ({ id: type.roomTypeId, ...type }))}
          value={roomTypeId}
          onChange={(key) => setRoomTypeId(typeof key === 'number' ? key : null)}
          isRequired
        >
          {(type) => (
            <SelectItem id={type.id} textValue={`${type.code} ${type.name}`}>
              {`${type.code} · ${type.name}`}
            </SelectItem>
          )}
        </Select>
        <DateRangePicker
          label={intl.formatMessage(m.fillNights)}
          description={intl.formatMessage(m.fillNightsHelp)}
          // One picker for the two fields the server names.
          isInvalid={periodErrors.length > 0}
          errorMessage={periodErrors.join(' ')}
          value={range}
          minValue={hotelDate}
          onChange={(_, iso) => {
            setRange(iso);
            setErrors(({ period: _period, fromDate: _from, toDate: _to, ...others }) => others);
          }}
          isRequired
        />
        <CheckboxGroup
          name="weekdays"
          label={intl.formatMessage(m.weekdays)}
          orientation="horizontal"
          value={weekdays}
          onChange={setWeekdays}
          isRequired
          className={styles.fillWide}
        >
          {ALL_WEEKDAYS.map((day) => (
            <Checkbox key={day} value={day}>
              {intl.formatMessage(weekdayMessages[Number(day) as keyof typeof weekdayMessages])}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <NumberField
          name="rooms"
          label={intl.formatMessage(m.rooms)}
          value={rooms}
          onChange={setRooms}
          minValue={0}
          maxValue={999}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          isRequired
        />
        <NumberField
          name="releaseDays"
          label={intl.formatMessage(m.releaseDays)}
          value={releaseDays}
          onChange={setReleaseDays}
          minValue={0}
          maxValue={365}
          formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
          isRequired
        />
      </div>
    </FormDialog>
  );
}
