import type { Schemas } from '@pms/api-client';
import {
  Card,
  ComboBox,
  ComboBoxItem,
  DatePicker,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@pms/ui';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { type BookingLists, type Choice, codeAndName } from '../api/references.ts';
import { BEFORE_ARRIVAL, type BookingStatus, LIMITS, tidyAmount } from '../booking/draft.ts';
import { statusMessages } from '../messages.ts';
import * as styles from './EditReservationPage.css.ts';
import { GuestPicker } from './GuestPicker.tsx';
import { editMessages as m } from './messages.ts';
import type { ReservationEdit } from './useReservationEdit.ts';

interface Labelled {
  id: number;
  label: string;
}

/** A reference list with "None" first, for the fields a reservation may leave empty. */
const withNone = (intl: IntlShape, rows: Choice[] | undefined): Labelled[] => [
  { id: 0, label: intl.formatMessage(m.none) },
  ...(rows ?? []).map((row) => ({ id: row.id, label: codeAndName(row) })),
];

/** The reservation's own fields: booker, status, channel, codes, deposit and remarks. */
export function ReservationFields({ edit, lists }: { edit: ReservationEdit; lists: BookingLists }) {
  const intl = useIntl();
  const { draft, errors, set, reservation, restarts, isEditable } = edit;
  const locked = !isEditable || edit.isBusy;
  const invalid = (name: string) => (errors[name] ? { isInvalid: true, errorMessage: errors[name] } : {});

  const choice = (
    name: 'companyProfileId' | 'sourceId' | 'marketId' | 'segmentId' | 'rateCodeId',
    label: MessageDescriptor,
    rows: Choice[] | undefined,
    forgets: string[] = [name],
  ) => (
    <ComboBox<Labelled>
      key={`${name}-${restarts}`}
      name={name}
      label={intl.formatMessage(label)}
      defaultItems={withNone(intl, rows)}
      selectedKey={draft[name] ?? 0}
      isDisabled={locked}
      isLoading={rows === undefined && !lists.error}
      onSelectionChange={(key) => {
        if (key === null) return;
        set({ [name]: Number(key) === 0 ? null : Number(key) }, forgets);
      }}
      {...invalid(name)}
    >
      {(row) => (
        <ComboBoxItem id={row.id} textValue={row.label}>
          {row.label}
        </ComboBoxItem>
      )}
    </ComboBox>
  );

  return (
    <Card heading={intl.formatMessage(m.sectionReservation)} level={2} padding="md">
      <div className={styles.fields}>
        <GuestPicker
          key={`guest-${restarts}`}
          guest={draft.guest}
          isDisabled={locked}
          errorMessage={errors.guestProfileId}
          onChange={(guest) => set({ guest }, ['guestProfileId', 'companyProfileId'])}
        />
        {choice('companyProfileId', m.company, lists.companies, ['companyProfileId', 'guestProfileId'])}
        <Select<{ id: Schemas['BookingStatus'] }>
          name="status"
          label={intl.formatMessage(m.status)}
          items={BEFORE_ARRIVAL.map((id) => ({ id }))}
          selectedKey={isEditable ? draft.status : null}
          placeholder={isEditable ? undefined : intl.formatMessage(statusMessages[reservation.status])}
          isDisabled={locked}
          onSelectionChange={(key) => {
            const status = BEFORE_ARRIVAL.find((each): each is BookingStatus => each === key);
            if (status) set({ status });
          }}
          {...invalid('status')}
        >
          {(item) => (
            <SelectItem id={item.id} textValue={intl.formatMessage(statusMessages[item.id])}>
              {intl.formatMessage(statusMessages[item.id])}
            </SelectItem>
          )}
        </Select>
        <RadioGroup
          name="channel"
          label={intl.formatMessage(m.channel)}
          orientation="horizontal"
          value={draft.channel}
          isDisabled={locked}
          onChange={(value) => set({ channel: value === 'OTA' ? 'OTA' : 'NON-OTA' })}
        >
          <Radio value="NON-OTA">{intl.formatMessage(m.nonOta)}</Radio>
          <Radio value="OTA">{intl.formatMessage(m.ota)}</Radio>
        </RadioGroup>
        {choice('sourceId', m.source, lists.sources)}
        {choice('marketId', m.market, lists.markets)}
        {choice('segmentId', m.segment, lists.segments)}
        {choice('rateCodeId', m.rateCode, lists.rateCodes)}
        <TextField
          name="depositRequired"
          label={intl.formatMessage(m.depositRequired)}
          value={draft.depositRequired}
          inputMode="decimal"
          isDisabled={locked}
          className={styles.amountField}
          onChange={(depositRequired) => set({ depositRequired }, ['depositRequired', 'depositDueDate'])}
          onBlur={() => set({ depositRequired: tidyAmount(draft.depositRequired) }, [])}
          {...invalid('depositRequired')}
        />
        <DatePicker
          name="depositDueDate"
          label={intl.formatMessage(m.depositDueDate)}
          value={draft.depositDueDate}
          isDisabled={locked}
          onChange={(_, depositDueDate) => set({ depositDueDate })}
          {...invalid('depositDueDate')}
        />
        <div className={styles.wide}>
          <TextArea
            name="remark"
            label={intl.formatMessage(m.remark)}
            description={intl.formatMessage(m.remarkHelp)}
            value={draft.remark}
            rows={2}
            maxLength={LIMITS.remark}
            isDisabled={locked}
            onChange={(remark) => set({ remark })}
            {...invalid('remark')}
          />
        </div>
        <div className={styles.wide}>
          <TextArea
            name="internalRemark"
            label={intl.formatMessage(m.internalRemark)}
            description={intl.formatMessage(m.internalRemarkHelp)}
            value={draft.internalRemark}
            rows={2}
            maxLength={LIMITS.remark}
            isDisabled={locked}
            onChange={(internalRemark) => set({ internalRemark })}
            {...invalid('internalRemark')}
          />
        </div>
      </div>
    </Card>
  );
}
