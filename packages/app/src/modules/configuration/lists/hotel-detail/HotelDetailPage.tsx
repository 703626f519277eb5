import {
  Box,
  Button,
  Card,
  ComboBox,
  ComboBoxItem,
  Form,
  type FormValidationErrors,
  Notice,
  Select,
  SelectItem,
  Spinner,
  TextField,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type FormEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import * as adminStyles from '../../../../shared/admin/AdminScreen.css.ts';
import { LoadFailure } from '../../../../shared/admin/AdminScreen.tsx';
import type { SaveFailure } from '../../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { commonMessages } from '../../../../shared/admin/messages.ts';
import { fullHotelDetailQuery } from '../../../../shared/hotelDetail.ts';
import type { LanguageCode } from '../../../../shared/i18n/languages.ts';
import { languageAtom } from '../../../../shared/state.ts';
import { countriesQuery, useUpdateHotelDetail } from '../../api/hotelDetail.ts';
import * as styles from './HotelDetailPage.css.ts';
import { HotelImageCard } from './HotelImageCard.tsx';
import {
  type FieldName,
  type FieldProblem,
  type HotelDetailValues,
  problemsOf,
  requestOf,
  sameValues,
  TEXT_LIMITS,
  type TextFieldName,
  timeChoices,
  valuesOf,
} from './hotelDetailForm.ts';
import { hotelDetailMessages, tooLongMessage } from './messages.ts';

const FIELD_NAMES: readonly FieldName[] = [
  ...(Object.keys(TEXT_LIMITS) as TextFieldName[]),
  'countryId',
  'checkInTime',
  'checkOutTime',
];

interface CountryChoice {
  id: number;
  label: string;
}

function problemText(intl: IntlShape, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(hotelDetailMessages.required);
    case 'tooLong':
      return intl.formatMessage(tooLongMessage, { max: problem.max });
    case 'email':
      return intl.formatMessage(hotelDetailMessages.invalidEmail);
    case 'website':
      return intl.formatMessage(hotelDetailMessages.invalidWebsite);
    case 'phone':
      return intl.formatMessage(hotelDetailMessages.invalidPhone);
    case 'code':
      return intl.formatMessage(hotelDetailMessages.invalidCode);
    case 'postcode':
      return intl.formatMessage(hotelDetailMessages.invalidPostcode);
  }
}

/** The country's name in the staff member's language, with its ISO code. */
function countryLabel(
  country: { name: string; nameTh: string; nameLa: string; isoCode: string },
  language: LanguageCode,
) {
  const name = language === 'TH' ? country.nameTh : language === 'LA' ? country.nameLa : country.name;
  return `${name || country.name} (${country.isoCode})`;
}

/**
 * Spec §2 app/hotel-detail: the hotel's own details (a form, not a list) and its two images. The
 * fields are saved together under the record's version; an image takes effect as soon as it is
 * uploaded or removed, and the form carries on with the version that answer brings.
 */
export function HotelDetailPage() {
  const intl = useIntl();
  const toast = useToast();
  const dialogs = useDialogs();
  const language = useAtomValue(languageAtom);
  const headingId = useId();

  const loaded = useQuery(fullHotelDetailQuery());
  const countries = useQuery(countriesQuery());
  const updateCommand = useUpdateHotelDetail();
  // The record is the server's, as last read (an image change or a save reads it again); what
  // staff typed over it is kept apart until it is saved or undone. null: nothing typed yet.
  const record = loaded.data?.[0];
  const [typed, setTyped] = useState<HotelDetailValues | null>(null);
  const values = typed ?? (record ? valuesOf(record) : undefined);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const isSaving = updateCommand.isPending;
  const screenRef = useRef<HTMLElement>(null);

  // The first field Save found wrong comes into view (mid-window, clear of the sticky Save bar).
  const showFirstError = useCallback((found: FormValidationErrors) => {
    const first = FIELD_NAMES.find((name) => found[name]);
    if (!first) return;
    requestAnimationFrame(() => {
      const input = screenRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
      const target = input instanceof HTMLInputElement && input.type === 'hidden' ? input.parentElement : input;
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (target === input) input?.focus({ preventScroll: true });
    });
  }, []);

  const countryChoices = useMemo<CountryChoice[]>(
    () =>
      (countries.data ?? [])
        .map((country) => ({ id: country.countryId, label: countryLabel(country, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, intl.locale)),
    [countries.data, language, intl.locale],
  );
  const times = useMemo(
    () => timeChoices(record?.checkInTime ?? '', record?.checkOutTime ?? '').map((time) => ({ id: time })),
    [record?.checkInTime, record?.checkOutTime],
  );

  // Someone else saved first: the form starts again from the server's record, read afresh.
  const { refetch } = loaded;
  const reportStale = useCallback(() => {
    setTyped(null);
    setErrors({});
    setFailure(null);
    void refetch();
    void dialogs.error({
      title: intl.formatMessage(commonMessages.staleTitle),
      message: intl.formatMessage(hotelDetailMessages.staleBody),
    });
  }, [refetch, dialogs, intl]);

  if (!record || !values) {
    return (
      <section className={adminStyles.screen} aria-labelledby={headingId}>
        <header className={adminStyles.heading}>
          <h1 id={headingId} className={adminStyles.title}>
            {intl.formatMessage(hotelDetailMessages.title)}
          </h1>
        </header>
        {loaded.error ? (
          <LoadFailure error={loaded.error} />
        ) : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )}
      </section>
    );
  }

  const isDirty = !sameValues(values, valuesOf(record));
  const change = <K extends FieldName>(name: K, value: HotelDetailValues[K]) => setTyped({ ...values, [name]: value });

  const undo = () => {
    setTyped(null);
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found: FormValidationErrors = {};
    for (const [name, problem] of Object.entries(problemsOf(values))) {
      if (problem) found[name] = [problemText(intl, problem)];
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      showFirstError(found);
      return;
    }
    const data: [ReturnType<typeof requestOf>] = [requestOf(values, record.version)];
    try {
      // The command reads the record again before it answers: the form shows what was saved.
      await updateCommand.run(data);
      setTyped(null);
      toast.show({ tone: 'success', title: intl.formatMessage(commonMessages.success) });
      // Spec §7: after an update the page scrolls to the top.
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      if (isStaleVersion(error)) {
        reportStale();
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      const shown = Object.keys(fieldErrors);
      const allShown = shown.length > 0 && shown.every((name) => (FIELD_NAMES as readonly string[]).includes(name));
      if (!allShown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
      showFirstError(fieldErrors);
    }
  };

  const text = (
    name: TextFieldName,
    label: MessageDescriptor,
    more: { wide?: boolean; type?: 'email' | 'url' | 'tel'; description?: MessageDescriptor } = {},
  ) => (
    <Box gridColumn={more.wide ? 'full' : undefined}>
      <TextField
        name={name}
        label={intl.formatMessage(label)}
        value={values[name]}
        onChange={(typed) => change(name, typed)}
        isRequired={name === 'name'}
        maxLength={TEXT_LIMITS[name]}
        type={more.type ?? 'text'}
        autoComplete="off"
        description={more.description ? intl.formatMessage(more.description) : undefined}
      />
    </Box>
  );

  const time = (name: 'checkInTime' | 'checkOutTime', label: MessageDescriptor) => (
    <Select<{ id: string }>
      name={name}
      label={intl.formatMessage(label)}
      items={times}
      selectedKey={values[name]}
      onSelectionChange={(key) => {
        if (key !== null) change(name, String(key));
      }}
    >
      {(item) => (
        <SelectItem id={item.id} textValue={item.id}>
          {item.id}
        </SelectItem>
      )}
    </Select>
  );

  return (
    <section ref={screenRef} className={adminStyles.screen} aria-labelledby={headingId}>
      <header className={adminStyles.heading}>
        <h1 id={headingId} className={adminStyles.title}>
          {intl.formatMessage(hotelDetailMessages.title)}
        </h1>
        <p className={adminStyles.intro}>{intl.formatMessage(hotelDetailMessages.intro)}</p>
      </header>
      <LoadFailure error={loaded.error} />
      <div className={styles.layout}>
        <Form
          className={styles.form}
          onSubmit={submit}
          validationErrors={errors}
          aria-label={intl.formatMessage(hotelDetailMessages.title)}
        >
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.text}
            </Notice>
          ) : null}
          <Card heading={intl.formatMessage(hotelDetailMessages.sectionHotel)} padding="md">
            <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
              {text('name', hotelDetailMessages.name, { wide: true })}
              {text('legalName', hotelDetailMessages.legalName, {
                wide: true,
                description: hotelDetailMessages.legalNameHelp,
              })}
              {text('taxId', hotelDetailMessages.taxId)}
              {text('branchNumber', hotelDetailMessages.branchNumber, {
                description: hotelDetailMessages.branchNumberHelp,
              })}
            </Box>
          </Card>
          <Card heading={intl.formatMessage(hotelDetailMessages.sectionAddress)} padding="md">
            <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
              {text('addressLine1', hotelDetailMessages.addressLine1, { wide: true })}
              {text('addressLine2', hotelDetailMessages.addressLine2, { wide: true })}
              {text('city', hotelDetailMessages.city)}
              {text('province', hotelDetailMessages.province)}
              {text('postcode', hotelDetailMessages.postcode)}
              <ComboBox<CountryChoice>
                name="countryId"
                label={intl.formatMessage(hotelDetailMessages.country)}
                defaultItems={countryChoices}
                selectedKey={values.countryId}
                onSelectionChange={(key) => change('countryId', key === null ? null : Number(key))}
                isLoading={countries.isLoading && countryChoices.length === 0}
                errorMessage={countries.error ? failureText(intl, countries.error) : undefined}
                isInvalid={countries.error ? true : undefined}
              >
                {(country) => (
                  <ComboBoxItem id={country.id} textValue={country.label}>
                    {country.label}
                  </ComboBoxItem>
                )}
              </ComboBox>
            </Box>
          </Card>
          <Card heading={intl.formatMessage(hotelDetailMessages.sectionContact)} padding="md">
            <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
              {text('phone', hotelDetailMessages.phone, { type: 'tel' })}
              {text('fax', hotelDetailMessages.fax, { type: 'tel' })}
              {text('email', hotelDetailMessages.email, { type: 'email' })}
              {text('website', hotelDetailMessages.website, { type: 'url' })}
            </Box>
          </Card>
          <Card heading={intl.formatMessage(hotelDetailMessages.sectionStay)} padding="md">
            <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
              {time('checkInTime', hotelDetailMessages.checkInTime)}
              {time('checkOutTime', hotelDetailMessages.checkOutTime)}
            </Box>
          </Card>
          <div className={isDirty ? `${styles.actions} ${styles.pinned}` : styles.actions}>
            {isDirty ? (
              <span className={styles.unsaved} role="status">
                {intl.formatMessage(hotelDetailMessages.unsaved)}
              </span>
            ) : null}
            <Button variant="secondary" onPress={undo} isDisabled={!isDirty || isSaving}>
              {intl.formatMessage(hotelDetailMessages.undo)}
            </Button>
            <Button variant="primary" type="submit" isDisabled={!isDirty || isSaving}>
              {intl.formatMessage(commonMessages.save)}
            </Button>
          </div>
        </Form>
        <section className={styles.images} aria-label={intl.formatMessage(hotelDetailMessages.sectionImages)}>
          <p className={styles.note}>{intl.formatMessage(hotelDetailMessages.imagesNote)}</p>
          <HotelImageCard
            image="logo"
            url={record.logoUrl}
            version={record.version}
            hotelName={record.name}
            onStale={reportStale}
          />
          <HotelImageCard
            image="background"
            url={record.bgUrl}
            version={record.version}
            hotelName={record.name}
            onStale={reportStale}
          />
        </section>
      </div>
    </section>
  );
}
