import type { Schemas } from '@pms/api-client';
import { addDays } from '@pms/domain/calendar';
import {
  Box,
  Button,
  ComboBox,
  ComboBoxItem,
  DateRangePicker,
  type FormValidationErrors,
  Notice,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog, type SaveFailure } from '../../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf } from '../../../../shared/admin/failures.ts';
import { useHotelDate } from '../../../../shared/hotelDate.ts';
import { emptyValues, type FormValues, type MasterDataField } from '../../../../shared/masterData/fields.ts';
import { createFormBackup } from '../../../../shared/masterData/formBackup.ts';
import * as masterStyles from '../../../../shared/masterData/MasterDataScreen.css.ts';
import { masterDataMessages } from '../../../../shared/masterData/messages.ts';
import { actionQuery, REFERENCE_STALE_MS, referenceQuery } from '../../../../shared/query/actionQuery.ts';
import { type ContractKind, type ContractRecord, useSaveContract } from '../api/contract.ts';
import { contractMessages as m } from '../messages.ts';
import { emptyBody } from '../model/body.ts';
import { kindText, problemText, storageOf } from '../parts.tsx';

/** The create form's fields, as the form backup keeps them (spec §4: also the partner search's source and country). */
const CONTRACT_FIELDS: readonly MasterDataField[] = [
  { name: 'searchSourceId', label: m.searchSource, kind: 'reference' },
  { name: 'searchCountryId', label: m.searchCountry, kind: 'reference' },
  { name: 'companyProfileId', label: m.partner, kind: 'reference', required: true },
  { name: 'code', label: m.code, kind: 'text', required: true, maxLength: 20 },
  { name: 'name', label: m.name, kind: 'text', required: true, maxLength: 120 },
  {
    name: 'kind',
    label: m.kind,
    kind: 'choice',
    choices: [
      { value: 'static', label: m.kindStatic },
      { value: 'dynamic', label: m.kindDynamic },
    ],
  },
  { name: 'currencyCode', label: m.currency, kind: 'text' },
  { name: 'validFrom', label: m.validFrom, kind: 'date' },
  { name: 'validTo', label: m.validTo, kind: 'date' },
  { name: 'baseRateCode', label: m.baseRateCode, kind: 'text' },
];
const SAVED_FIELDS = ['companyProfileId', 'code', 'name', 'currencyCode', 'validFrom', 'body.dynamic.baseRateCode'];
const CODE = /^[0-9A-Za-z._-]+$/;
const NO_PARTNERS: Schemas['CompanyProfile'][] = [];

type Partner = Schemas['CompanyProfile'];
type Coded = { id: number; code: string; name: string };
type Country = { id: number; isoCode: string; name: string; nameTh: string; nameLa: string };

const partnersQuery = () => actionQuery('reservation/company-profile', 'list', [], { staleTime: REFERENCE_STALE_MS });

/**
 * A new contract (`save` with the header and an empty first draft): partner, code, name, kind
 * (fixed for the contract's life), currency and validity; a dynamic profile also names the public
 * rate it starts from. The partner list narrows by the partners' source and country. Adding keeps
 * what staff type until it is saved (spec §4).
 */
export function CreateContractDialog({
  defaultKind = 'static',
  onClose,
  onCreated,
}: {
  defaultKind?: ContractKind;
  onClose: () => void;
  onCreated: (contract: ContractRecord) => void;
}) {
  const intl = useIntl();
  const hotelDate = useHotelDate();
  const partners = useQuery(partnersQuery());
  const sources = useQuery(referenceQuery('configuration/source'));
  const countries = useQuery(referenceQuery('configuration/country'));
  const currencies = useQuery(referenceQuery('configuration/currency'));
  const rateCodes = useQuery(referenceQuery('configuration/rate-code'));
  const save = useSaveContract();
  const backup = useMemo(
    () => createFormBackup('sales/contract', CONTRACT_FIELDS, storageOf('sessionStorage'), storageOf('localStorage')),
    [],
  );
  const [initial] = useState(() => {
    const restored = backup.read();
    return {
      values: restored ?? { ...emptyValues(CONTRACT_FIELDS), kind: defaultKind },
      restored: restored !== null,
    };
  });
  const [values, setValues] = useState<FormValues>(initial.values);
  const [isRestored, setRestored] = useState(initial.restored);
  const [keep, setKeep] = useState(() => backup.isEnabled());
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  useEffect(() => {
    if (keep) backup.save(values);
  }, [keep, values, backup]);

  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  const id = (name: string) => (typeof values[name] === 'number' ? (values[name] as number) : null);
  const change = (name: string, value: FormValues[string]) => setValues((current) => ({ ...current, [name]: value }));

  const kind: ContractKind = values.kind === 'dynamic' ? 'dynamic' : 'static';
  const localCurrency = (currencies.data ?? []).find((currency) => currency.isLocalCurrency === 1)?.code ?? '';
  const currencyCode = text('currencyCode') || localCurrency;
  const validFrom = text('validFrom') || hotelDate || null;
  const validTo = text('validTo') || (hotelDate ? addDays(addDays(hotelDate, 365), -1) : null);

  const sourceId = id('searchSourceId');
  const countryId = id('searchCountryId');
  const partnerChoices = useMemo(
    () =>
      (partners.data ?? NO_PARTNERS).filter(
        (partner) =>
          partner.active === 1 &&
          (sourceId === null || partner.sourceId === sourceId) &&
          (countryId === null || partner.countryId === countryId),
      ),
    [partners.data, sourceId, countryId],
  );
  const countryName = (country: Country) =>
    intl.locale.startsWith('th') ? country.nameTh : intl.locale.startsWith('lo') ? country.nameLa : country.name;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const required = [problemText(intl, 'required')];
    const found: FormValidationErrors = {};
    if (id('companyProfileId') === null) found.companyProfileId = required;
    if (!text('code').trim()) found.code = required;
    else if (!CODE.test(text('code').trim())) found.code = [intl.formatMessage(m.codeInvalid)];
    if (!text('name').trim()) found.name = required;
    if (!currencyCode) found.currencyCode = required;
    if (!validFrom || !validTo) found.validFrom = required;
    if (kind === 'dynamic' && !text('baseRateCode')) found['body.dynamic.baseRateCode'] = required;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !validFrom || !validTo) return;
    try {
      const [created] = await save.run({
        code: text('code').trim(),
        name: text('name').trim(),
        companyProfileId: id('companyProfileId') as number,
        kind,
        currencyCode,
        validFrom,
        validTo,
        body: emptyBody(kind, text('baseRateCode')),
      });
      backup.clear();
      if (created) onCreated(created);
    } catch (error) {
      const byField = fieldErrorsOf(error, [], intl);
      setErrors(byField);
      const shown =
        Object.keys(byField).length > 0 && Object.keys(byField).every((name) => SAVED_FIELDS.includes(name));
      if (!shown) setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage(kind === 'dynamic' ? m.newProfile : m.newContract)}
      isSaving={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      validationErrors={errors}
      failure={failure}
      footerStart={
        <Switch
          isSelected={keep}
          onChange={(on) => {
            setKeep(on);
            backup.setEnabled(on);
          }}
          className={masterStyles.keepSwitch}
        >
          <span title={intl.formatMessage(masterDataMessages.keepTypingHelp)}>
            {intl.formatMessage(masterDataMessages.keepTyping)}
          </span>
        </Switch>
      }
    >
      {isRestored ? (
        <Notice tone="info" title={intl.formatMessage(masterDataMessages.restoredTitle)}>
          <span className={masterStyles.restored}>
            {intl.formatMessage(masterDataMessages.restoredBody)}
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                backup.clear();
                setValues({ ...emptyValues(CONTRACT_FIELDS), kind: defaultKind });
                setErrors({});
                setRestored(false);
              }}
            >
              {intl.formatMessage(masterDataMessages.startAgain)}
            </Button>
          </span>
        </Notice>
      ) : null}
      <Box display="grid" gridColumns={{ mobile: 1, tablet: 2 }} alignItems="start" gap="md">
        <ComboBox<Coded>
          name="searchSourceId"
          label={intl.formatMessage(m.searchSource)}
          description={intl.formatMessage(m.searchHelp)}
          defaultItems={(sources.data ?? []) as Coded[]}
          selectedKey={sourceId}
          onSelectionChange={(key) => change('searchSourceId', key === null ? null : Number(key))}
          isLoading={sources.isPending}
        >
          {(source) => (
            <ComboBoxItem id={source.id} textValue={`${source.code} ${source.name}`}>
              {`${source.code} · ${source.name}`}
            </ComboBoxItem>
          )}
        </ComboBox>
        <ComboBox<Country>
          name="searchCountryId"
          label={intl.formatMessage(m.searchCountry)}
          defaultItems={(countries.data ?? []) as Country[]}
          selectedKey={countryId}
          onSelectionChange={(key) => change('searchCountryId', key === null ? null : Number(key))}
          isLoading={countries.isPending}
        >
          {(country) => (
            <ComboBoxItem id={country.id} textValue={`${country.isoCode} ${countryName(country)}`}>
              {`${country.isoCode} · ${countryName(country)}`}
            </ComboBoxItem>
          )}
        </ComboBox>
        <Box gridColumn="full">
          <ComboBox<Partner>
            name="companyProfileId"
            label={intl.formatMessage(m.partner)}
            defaultItems={partnerChoices}
            selectedKey={id('companyProfileId')}
            onSelectionChange={(key) => change('companyProfileId', key === null ? null : Number(key))}
            isLoading={partners.isPending}
            isRequired
            autoFocus
          >
            {(partner) => (
              <ComboBoxItem id={partner.id} textValue={`${partner.code} ${partner.name}`}>
                {`${partner.code} · ${partner.name}`}
              </ComboBoxItem>
            )}
          </ComboBox>
        </Box>
        <TextField
          name="code"
          label={intl.formatMessage(m.code)}
          value={text('code')}
          onChange={(typed) => change('code', typed.toUpperCase())}
          maxLength={20}
          autoComplete="off"
          isRequired
        />
        <TextField
          name="name"
          label={intl.formatMessage(m.name)}
          value={text('name')}
          onChange={(typed) => change('name', typed)}
          maxLength={120}
          autoComplete="off"
          isRequired
        />
        <RadioGroup
          name="kind"
          label={intl.formatMessage(m.kind)}
          description={intl.formatMessage(m.kindHelp)}
          value={kind}
          onChange={(value) => change('kind', value)}
          orientation="horizontal"
        >
          <Radio value="static">{kindText(intl, 'static')}</Radio>
          <Radio value="dynamic">{kindText(intl, 'dynamic')}</Radio>
        </RadioGroup>
        <ComboBox<Coded>
          name="currencyCode"
          label={intl.formatMessage(m.currency)}
          defaultItems={(currencies.data ?? []) as Coded[]}
          selectedKey={(currencies.data ?? []).find((currency) => currency.code === currencyCode)?.id ?? null}
          onSelectionChange={(key) =>
            change('currencyCode', (currencies.data ?? []).find((currency) => currency.id === key)?.code ?? '')
          }
          isLoading={currencies.isPending}
          isRequired
        >
          {(currency) => (
            <ComboBoxItem id={currency.id} textValue={`${currency.code} ${currency.name}`}>
              {`${currency.code} · ${currency.name}`}
            </ComboBoxItem>
          )}
        </ComboBox>
        <DateRangePicker
          startName="validFrom"
          endName="validTo"
          label={intl.formatMessage(m.validity)}
          value={validFrom && validTo ? { start: validFrom, end: validTo } : null}
          onChange={(_, iso) => {
            change('validFrom', iso?.start ?? null);
            change('validTo', iso?.end ?? null);
          }}
          isRequired
        />
        {kind === 'dynamic' ? (
          <Select
            name="body.dynamic.baseRateCode"
            label={intl.formatMessage(m.baseRateCode)}
            description={intl.formatMessage(m.baseRateCodeHelp)}
            selectedKey={text('baseRateCode') || null}
            onSelectionChange={(key) => change('baseRateCode', key === null ? '' : String(key))}
            items={(rateCodes.data ?? []) as Coded[]}
            isRequired
          >
            {(rateCode) => (
              <SelectItem id={rateCode.code} textValue={`${rateCode.code} ${rateCode.name}`}>
                {`${rateCode.code} · ${rateCode.name}`}
              </SelectItem>
            )}
          </Select>
        ) : null}
      </Box>
    </FormDialog>
  );
}
