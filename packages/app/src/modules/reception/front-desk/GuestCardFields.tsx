import type { Schemas } from '@pms/api-client';
import { ComboBox, ComboBoxItem, DatePicker, Select, SelectItem, TextField } from '@pms/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { DocumentType } from '../api/frontDesk.ts';
import * as styles from './FrontDesk.css.ts';
import { registrationMessages as m } from './messages.ts';
import { type CardDraft, type CardProblem, DOCUMENT_TYPES } from './registration.ts';

type Country = Schemas['CountryMinimum'];

export const DOCUMENT_LABELS: Record<DocumentType, MessageDescriptor> = {
  passport: m.passport,
  'id-card': m.idCard,
  'driving-licence': m.drivingLicence,
  other: m.other,
};

/** The country's name in the screen's language (Thai, Lao, else English). */
export function countryName(country: Country, locale: string): string {
  if (locale.startsWith('th') && country.nameTh) return country.nameTh;
  if (locale.startsWith('lo') && country.nameLa) return country.nameLa;
  return country.name;
}

export interface GuestCardFieldsProps {
  card: CardDraft;
  onChange: (card: CardDraft) => void;
  countries: readonly Country[] | undefined;
  /** Fields shown as missing (after a try to send), and the server's words per field. */
  problems?: readonly CardProblem[];
  serverErrors?: Partial<Record<keyof CardDraft, string>>;
  /** The first field takes the focus (the first card of a dialog). */
  autoFocus?: boolean;
}

/**
 * One guest's registration card (operations.md §1.1: name, nationality, document type and number,
 * date of birth, address), as the check-in dialog and the walk-in take it.
 */
export function GuestCardFields({
  card,
  onChange,
  countries,
  problems = [],
  serverErrors = {},
  autoFocus,
}: GuestCardFieldsProps) {
  const intl = useIntl();
  const required = intl.formatMessage(m.required);
  const errorOf = (field: keyof CardDraft) =>
    serverErrors[field] ?? ((problems as readonly string[]).includes(field) ? required : undefined);
  const set = <K extends keyof CardDraft>(field: K, value: CardDraft[K]) => onChange({ ...card, [field]: value });
  const choices = (countries ?? []).map((country) => ({
    id: country.id,
    label: country.isoCode
      ? `${countryName(country, intl.locale)} (${country.isoCode})`
      : countryName(country, intl.locale),
  }));
  return (
    <div className={styles.cardGrid}>
      <TextField
        label={intl.formatMessage(m.lastName)}
        value={card.lastName}
        onChange={(value) => set('lastName', value)}
        isRequired
        maxLength={60}
        autoFocus={autoFocus}
        isInvalid={errorOf('lastName') ? true : undefined}
        errorMessage={errorOf('lastName')}
      />
      <TextField
        label={intl.formatMessage(m.firstName)}
        value={card.firstName}
        onChange={(value) => set('firstName', value)}
        maxLength={60}
      />
      <ComboBox<{ id: number; label: string }>
        label={intl.formatMessage(m.nationality)}
        defaultItems={choices}
        selectedKey={card.nationalityId}
        onSelectionChange={(key) => set('nationalityId', key === null ? null : Number(key))}
        isRequired
        isLoading={countries === undefined}
        isInvalid={errorOf('nationalityId') ? true : undefined}
        errorMessage={errorOf('nationalityId')}
      >
        {(choice) => (
          <ComboBoxItem id={choice.id} textValue={choice.label}>
            {choice.label}
          </ComboBoxItem>
        )}
      </ComboBox>
      <Select
        label={intl.formatMessage(m.documentType)}
        selectedKey={card.documentType}
        onSelectionChange={(key) => {
          const type = DOCUMENT_TYPES.find((candidate) => candidate === key);
          if (type) set('documentType', type);
        }}
      >
        {DOCUMENT_TYPES.map((type) => (
          <SelectItem key={type} id={type}>
            {intl.formatMessage(DOCUMENT_LABELS[type])}
          </SelectItem>
        ))}
      </Select>
      <TextField
        label={intl.formatMessage(m.documentNumber)}
        value={card.documentNumber}
        onChange={(value) => set('documentNumber', value)}
        isRequired
        maxLength={30}
        isInvalid={errorOf('documentNumber') ? true : undefined}
        errorMessage={errorOf('documentNumber')}
      />
      <DatePicker
        label={intl.formatMessage(m.dateOfBirth)}
        value={card.dateOfBirth}
        onChange={(_, iso) => set('dateOfBirth', iso)}
        isInvalid={errorOf('dateOfBirth') ? true : undefined}
        errorMessage={errorOf('dateOfBirth')}
      />
      <div className={styles.wide}>
        <TextField
          label={intl.formatMessage(m.address)}
          value={card.address}
          onChange={(value) => set('address', value)}
          maxLength={300}
        />
      </div>
    </div>
  );
}
