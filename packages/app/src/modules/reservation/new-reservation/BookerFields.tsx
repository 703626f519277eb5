import type { Schemas } from '@pms/api-client';
import { GuestProfileCreate as guestRules } from '@pms/api-client/fieldRules';
import { Button, ComboBox, ComboBoxItem, Notice, Select, SelectItem, TextField } from '@pms/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, fieldErrorsOf } from '../../../shared/admin/failures.ts';
import { PlusIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { checkFields, lengthHint, violationTexts } from '../../../shared/rules/fieldRules.ts';
import { useCreateGuestProfile } from '../api/guestProfile.ts';
import { type Choice, type CountryRow, codeAndName } from '../api/references.ts';
import type { GuestChoice } from '../booking/draft.ts';
import { guestName, useGuestSearch } from '../booking/useGuestSearch.ts';
import { guestCreatedMessage, newReservationMessages as m } from './messages.ts';
import * as styles from './NewReservationPage.css.ts';

const SEARCH_MIN_LETTERS = 2;
const GUESTS_SHOWN = 10;
const NO_TITLE = 'none';

/** The lists the booker fields pick from. */
export interface BookerLists {
  companies: Choice[];
  titles: Choice[];
  countries: CountryRow[];
}

interface BookerFieldsProps {
  guest: GuestChoice | null;
  companyProfileId: number | null;
  lists: BookerLists;
  errors: Readonly<Record<string, string>>;
  onGuestChange: (guest: GuestChoice | null) => void;
  onCompanyChange: (companyProfileId: number | null) => void;
}

/**
 * Who books: a guest profile found by typing (name, phone, email or ID, searched by the server)
 * or created on the spot, and/or a company.
 */
export function BookerFields({
  guest,
  companyProfileId,
  lists,
  errors,
  onGuestChange,
  onCompanyChange,
}: BookerFieldsProps) {
  const intl = useIntl();
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className={styles.bookerFields}>
      <div className={styles.fieldRow}>
        <GuestSearch
          guest={guest}
          error={errors.guestProfileId}
          onChange={(choice) => {
            setCreated(null);
            onGuestChange(choice);
          }}
        />
        <Button
          variant="secondary"
          onPress={() => setCreating((open) => !open)}
          aria-expanded={isCreating}
          className={styles.newGuestButton}
        >
          <span className={styles.buttonContent}>
            <PlusIcon />
            {intl.formatMessage(m.newGuest)}
          </span>
        </Button>
        <ComboBox<Choice>
          label={intl.formatMessage(m.company)}
          name="companyProfileId"
          defaultItems={lists.companies}
          selectedKey={companyProfileId}
          onSelectionChange={(key) => onCompanyChange(key === null ? null : Number(key))}
          isInvalid={Boolean(errors.companyProfileId)}
          errorMessage={errors.companyProfileId}
          className={styles.wideField}
        >
          {(row) => (
            <ComboBoxItem id={row.id} textValue={codeAndName(row)}>
              {codeAndName(row)}
            </ComboBoxItem>
          )}
        </ComboBox>
      </div>
      {created ? <Notice tone="success" title={created} /> : null}
      {isCreating ? (
        <NewGuestPanel
          lists={lists}
          onCancel={() => setCreating(false)}
          onCreated={(choice) => {
            setCreating(false);
            setCreated(intl.formatMessage(guestCreatedMessage, { name: choice.name }));
            onGuestChange(choice);
          }}
        />
      ) : null}
    </div>
  );
}

/** The guest profiles matching what is typed, asked of the server once typing pauses. */
function GuestSearch({
  guest,
  error,
  onChange,
}: {
  guest: GuestChoice | null;
  error: string | undefined;
  onChange: (guest: GuestChoice | null) => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState(guest?.name ?? '');
  // The chosen guest's own name is not a search.
  const search = useGuestSearch(text === guest?.name ? null : text, {
    limit: GUESTS_SHOWN,
    minLetters: SEARCH_MIN_LETTERS,
  });
  const found = search.guests.map((row) => ({ id: row.id, name: describeGuest(row) }));

  // A guest chosen elsewhere (created on the spot) shows its name.
  useEffect(() => {
    if (guest) setText(guest.name);
  }, [guest]);

  const items = guest && !found.some((row) => row.id === guest.id) ? [guest, ...found] : found;
  return (
    <ComboBox<GuestChoice>
      label={intl.formatMessage(m.guest)}
      name="guestProfileId"
      placeholder={intl.formatMessage(m.guestPlaceholder)}
      description={search.error ? failureText(intl, search.error) : intl.formatMessage(m.guestSearchHelp)}
      items={items}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        if (guest && value !== guest.name) onChange(null);
      }}
      selectedKey={guest?.id ?? null}
      onSelectionChange={(key) => {
        const chosen = items.find((row) => row.id === key) ?? null;
        onChange(chosen);
        if (chosen) setText(chosen.name);
      }}
      isLoading={search.isLoading}
      menuTrigger="input"
      allowsCustomValue
      isInvalid={Boolean(error)}
      errorMessage={error}
      className={styles.wideField}
    >
      {(row) => (
        <ComboBoxItem id={row.id} textValue={row.name}>
          {row.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}

const describeGuest = (row: Schemas['GuestProfile']) => {
  const contact = [row.phone, row.email, row.idNumber].find((value) => value) ?? '';
  return contact ? `${guestName(row)} · ${contact}` : guestName(row);
};

type GuestCreate = Schemas['GuestProfileCreate'];

/** A new guest profile with what the desk knows now; the guest-profile screen completes it later. */
function NewGuestPanel({
  lists,
  onCancel,
  onCreated,
}: {
  lists: BookerLists;
  onCancel: () => void;
  onCreated: (guest: GuestChoice) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const createGuest = useCreateGuestProfile();
  const [values, setValues] = useState<GuestCreate>({ lastName: '', firstName: '', phone: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isSaving = createGuest.isPending;
  const set = <K extends keyof GuestCreate>(name: K, value: GuestCreate[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };
  const invalid = (name: string) => (errors[name] ? { isInvalid: true, errorMessage: errors[name] } : {});

  const create = async () => {
    const data: GuestCreate = {
      ...values,
      lastName: values.lastName.trim(),
      firstName: values.firstName?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      email: values.email?.trim() ?? '',
    };
    setFailure(null);
    // The contract's own rules, checked before sending: the server would refuse the same.
    const found = checkFields(guestRules, data);
    if (Object.keys(found).length > 0) {
      setErrors(violationTexts(intl, found));
      return;
    }
    try {
      const [row] = await createGuest.run([data]);
      if (row) onCreated({ id: row.id, name: guestName(row) });
    } catch (error) {
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrorsOf(error, [], intl, guestRules)).map(([name, messages]) => [
            name,
            messages.join(' '),
          ]),
        ),
      );
      setFailure(failureText(intl, error));
    }
  };
  /** The limit of a text field as a counter near it (the field stops at it). */
  const limited = (name: 'lastName' | 'firstName' | 'phone' | 'email' | 'idNumber') => {
    const limit = guestRules[name].maxLength;
    return { maxLength: limit, description: lengthHint(intl, values[name] ?? '', limit) };
  };

  return (
    <section className={styles.newGuest} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {intl.formatMessage(m.newGuestHeading)}
      </h3>
      {failure ? (
        <Notice tone="error" title={intl.formatMessage(commonMessages.notSaved)}>
          {failure}
        </Notice>
      ) : null}
      <div className={styles.fieldRow}>
        <Select<{ id: number | string; label: string }>
          label={intl.formatMessage(m.guestTitle)}
          items={[
            { id: NO_TITLE, label: intl.formatMessage(commonMessages.empty) },
            ...lists.titles.map((title) => ({ id: title.id, label: title.name })),
          ]}
          selectedKey={values.titleId ?? NO_TITLE}
          onSelectionChange={(key) => set('titleId', key === null || key === NO_TITLE ? null : Number(key))}
          className={styles.smallField}
        >
          {(item) => (
            <SelectItem id={item.id} textValue={item.label}>
              {item.label}
            </SelectItem>
          )}
        </Select>
        <TextField
          label={intl.formatMessage(m.lastName)}
          isRequired
          {...limited('lastName')}
          value={values.lastName}
          onChange={(value) => set('lastName', value)}
          className={styles.field}
          {...invalid('lastName')}
        />
        <TextField
          label={intl.formatMessage(m.firstName)}
          {...limited('firstName')}
          value={values.firstName ?? ''}
          onChange={(value) => set('firstName', value)}
          className={styles.field}
          {...invalid('firstName')}
        />
        <ComboBox<CountryRow>
          label={intl.formatMessage(m.nationality)}
          defaultItems={lists.countries}
          selectedKey={values.nationalityId ?? null}
          onSelectionChange={(key) => set('nationalityId', key === null ? null : Number(key))}
          className={styles.field}
          {...invalid('nationalityId')}
        >
          {(country) => (
            <ComboBoxItem id={country.id} textValue={countryName(country, intl.locale)}>
              {countryName(country, intl.locale)}
            </ComboBoxItem>
          )}
        </ComboBox>
        <TextField
          label={intl.formatMessage(m.phone)}
          type="tel"
          {...limited('phone')}
          value={values.phone ?? ''}
          onChange={(value) => set('phone', value)}
          className={styles.field}
          {...invalid('phone')}
        />
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          {...limited('email')}
          value={values.email ?? ''}
          onChange={(value) => set('email', value)}
          className={styles.field}
          {...invalid('email')}
        />
        <TextField
          label={intl.formatMessage(m.idNumber)}
          {...limited('idNumber')}
          value={values.idNumber ?? ''}
          onChange={(value) => set('idNumber', value)}
          className={styles.field}
          {...invalid('idNumber')}
        />
      </div>
      <div className={styles.panelActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
          {intl.formatMessage(commonMessages.cancel)}
        </Button>
        <Button variant="primary" onPress={create} isDisabled={isSaving}>
          {intl.formatMessage(m.createGuest)}
        </Button>
      </div>
    </section>
  );
}

/** The country's name in the staff member's language, as the country list keeps them. */
const countryName = (country: CountryRow, locale: string) =>
  locale.startsWith('th') ? country.nameTh : locale.startsWith('lo') ? country.nameLa : country.name;
