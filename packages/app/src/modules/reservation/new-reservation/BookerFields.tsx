import type { Schemas } from '@pms/api-client';
import { Button, ComboBox, ComboBoxItem, Notice, Select, SelectItem, TextField } from '@pms/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText, fieldErrorsOf } from '../../../shared/admin/failures.ts';
import { PlusIcon } from '../../../shared/admin/icons.tsx';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { useIdempotencyKeys } from '../../../shared/admin/useLoad.ts';
import { useApi } from '../../../shared/api.ts';
import { type Choice, codeAndName, type ReferenceData, useDebounced } from '../referenceData.ts';
import type { GuestChoice } from './bookingForm.ts';
import { guestCreatedMessage, newReservationMessages as m, problemMessages } from './messages.ts';
import * as styles from './NewReservationPage.css.ts';

const SEARCH_PAUSE_MS = 300;
const SEARCH_MIN_LETTERS = 2;
const GUESTS_SHOWN = 10;
const NO_TITLE = 'none';

/** "Phommachanh, Somchai": how a guest profile reads in lists (the server's guestName). */
export const guestName = (guest: { firstName: string; lastName: string }) =>
  guest.firstName ? `${guest.lastName}, ${guest.firstName}` : guest.lastName;

interface BookerFieldsProps {
  guest: GuestChoice | null;
  companyProfileId: number | null;
  references: ReferenceData;
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
  references,
  errors,
  onGuestChange,
  onCompanyChange,
}: BookerFieldsProps) {
  const intl = useIntl();
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className={styles.bookerFields}>
      <div className={styles.guestRow}>
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
          defaultItems={references.companies}
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
          references={references}
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
  const api = useApi();
  const [text, setText] = useState(guest?.name ?? '');
  const [found, setFound] = useState<GuestChoice[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const search = useDebounced(text.trim(), SEARCH_PAUSE_MS);

  // A guest chosen elsewhere (created on the spot) shows its name.
  useEffect(() => {
    if (guest) setText(guest.name);
  }, [guest]);

  useEffect(() => {
    if (search.length < SEARCH_MIN_LETTERS || search === guest?.name) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    api
      .call('reservation/guest-profile', 'search', [{ search, limit: GUESTS_SHOWN, sort: 'lastName' }], {
        signal: controller.signal,
        quiet: true,
        retryOnTimeout: true,
      })
      .then(
        (answer) => {
          setFound((answer.data[0]?.rows ?? []).map((row) => ({ id: row.id, name: describeGuest(row) })));
          setFailure(null);
          setLoading(false);
        },
        (reason: unknown) => {
          if (controller.signal.aborted) return;
          setFailure(reason);
          setLoading(false);
        },
      );
    return () => controller.abort();
  }, [api, search, guest?.name]);

  const items = guest && !found.some((row) => row.id === guest.id) ? [guest, ...found] : found;
  return (
    <ComboBox<GuestChoice>
      label={intl.formatMessage(m.guest)}
      name="guestProfileId"
      placeholder={intl.formatMessage(m.guestPlaceholder)}
      description={failure ? failureText(intl, failure) : intl.formatMessage(m.guestSearchHelp)}
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
      // Typing ahead of the search counts as loading: "No results" would be premature.
      isLoading={isLoading || (text.trim() !== search && text.trim().length >= SEARCH_MIN_LETTERS)}
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
  references,
  onCancel,
  onCreated,
}: {
  references: ReferenceData;
  onCancel: () => void;
  onCreated: (guest: GuestChoice) => void;
}) {
  const intl = useIntl();
  const api = useApi();
  const headingId = useId();
  const keyFor = useIdempotencyKeys();
  const [values, setValues] = useState<GuestCreate>({ lastName: '', firstName: '', phone: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const set = <K extends keyof GuestCreate>(name: K, value: GuestCreate[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };
  const invalid = (name: string) => (errors[name] ? { isInvalid: true, errorMessage: errors[name] } : {});

  const create = async () => {
    if (!values.lastName.trim()) {
      setErrors({ lastName: intl.formatMessage(problemMessages.required) });
      return;
    }
    const data: GuestCreate = {
      ...values,
      lastName: values.lastName.trim(),
      firstName: values.firstName?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      email: values.email?.trim() ?? '',
    };
    setSaving(true);
    setFailure(null);
    try {
      const answer = await api.call('reservation/guest-profile', 'create', [data], {
        idempotencyKey: keyFor(['guest', data]),
      });
      const row = answer.data[0];
      if (row) onCreated({ id: row.id, name: guestName(row) });
    } catch (error) {
      setErrors(
        Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([name, messages]) => [name, messages.join(' ')])),
      );
      setFailure(failureText(intl, error));
    } finally {
      setSaving(false);
    }
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
            ...references.titles.map((title) => ({ id: title.id, label: title.name })),
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
          maxLength={60}
          value={values.lastName}
          onChange={(value) => set('lastName', value)}
          className={styles.field}
          {...invalid('lastName')}
        />
        <TextField
          label={intl.formatMessage(m.firstName)}
          maxLength={60}
          value={values.firstName ?? ''}
          onChange={(value) => set('firstName', value)}
          className={styles.field}
          {...invalid('firstName')}
        />
        <ComboBox<Schemas['CountryMinimum']>
          label={intl.formatMessage(m.nationality)}
          defaultItems={references.countries}
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
          maxLength={30}
          value={values.phone ?? ''}
          onChange={(value) => set('phone', value)}
          className={styles.field}
          {...invalid('phone')}
        />
        <TextField
          label={intl.formatMessage(m.email)}
          type="email"
          maxLength={120}
          value={values.email ?? ''}
          onChange={(value) => set('email', value)}
          className={styles.field}
          {...invalid('email')}
        />
        <TextField
          label={intl.formatMessage(m.idNumber)}
          maxLength={30}
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
const countryName = (country: Schemas['CountryMinimum'], locale: string) =>
  locale.startsWith('th') ? country.nameTh : locale.startsWith('lo') ? country.nameLa : country.name;
