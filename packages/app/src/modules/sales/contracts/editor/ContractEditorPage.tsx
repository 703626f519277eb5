import {
  Button,
  ComboBox,
  ComboBoxItem,
  DateRangePicker,
  Form,
  type FormValidationErrors,
  formatMoney,
  Inline,
  Link,
  Notice,
  Select,
  SelectItem,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  useDialogs,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { AdminScreen, LoadFailure } from '../../../../shared/admin/AdminScreen.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { PlusIcon, PrintIcon } from '../../../../shared/admin/icons.tsx';
import { useHotelDate } from '../../../../shared/hotelDate.ts';
import { referenceQuery } from '../../../../shared/query/actionQuery.ts';
import {
  type ContractKind,
  type ContractRecord,
  type ContractSummary,
  type ContractVersionRecord,
  contractListQuery,
  contractQuery,
  useActivateContract,
  useSaveContract,
} from '../api/contract.ts';
import { CreateContractDialog } from '../list/CreateContractDialog.tsx';
import {
  activateConfirmMessage,
  draftOpenMessage,
  contractMessages as m,
  ruleKindMessages,
  seasonLabelMessage,
} from '../messages.ts';
import { bodyOf, type ContractForm, contractFormOf, fieldNamesOf, placeErrors } from '../model/body.ts';
import { RULE_KINDS, RULE_PATHS, rulesOfKind } from '../model/rules.ts';
import { ruleTermsWords } from '../model/words.ts';
import {
  defaultVersionOf,
  EDITOR_PATHS,
  editorPathOf,
  problemErrors,
  statusText,
  useContractParams,
  useFormats,
  VersionStatusChip,
  validityText,
  versionText,
} from '../parts.tsx';
import { ContractPrint } from '../print/ContractPrint.tsx';
import { ChildPolicyEditor } from './ChildPolicyEditor.tsx';
import { DynamicEditor } from './DynamicEditor.tsx';
import * as styles from './editor.css.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { allotmentLabel, cellLabel, SeasonsEditor } from './SeasonsEditor.tsx';

type Coded = { code: string; name: string };
const NO_CONTRACTS: ContractSummary[] = [];
const NO_CODES: Coded[] = [];

/** /menu/app/sales/static-contract: a partner's static contract, its seasons and net rates. */
export function StaticContractPage() {
  return <ContractEditorPage kind="static" />;
}

/** /menu/app/sales/dynamic-profile: a dynamic profile, a discount or markup on the public rate. */
export function DynamicProfilePage() {
  return <ContractEditorPage kind="dynamic" />;
}

/**
 * The editor of one contract (`?contract=…&version=…`): its versions (the draft is edited, the
 * active and retired ones are read only), a new draft from the version shown, the terms — validity,
 * child policy, and seasons with rates or the dynamic profile's adjustments — saved as the draft
 * and activated with a confirmation, the rules in words, the what-if quote and the printed contract.
 */
function ContractEditorPage({ kind }: { kind: ContractKind }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const params = useContractParams();
  const contracts = useQuery(contractListQuery());
  const ofKind = useMemo(
    () => (contracts.data ?? NO_CONTRACTS).filter((contract) => contract.kind === kind),
    [contracts.data, kind],
  );
  const contractId = params.contractId;
  const record = useQuery({ ...contractQuery(contractId ?? 0), enabled: contractId !== null });
  const [hasChanges, setHasChanges] = useState(false);
  const [isCreating, setCreating] = useState(false);

  // No contract chosen: the first of the kind, as the rule screens do.
  const first = ofKind[0]?.id;
  const { setContract } = params;
  useEffect(() => {
    if (contractId === null && first !== undefined) setContract(first);
  }, [contractId, first, setContract]);

  const contract = record.data;
  const version = contract
    ? ((params.version
        ? contract.versions.find((candidate) => String(candidate.number) === params.version)
        : undefined) ?? defaultVersionOf(contract))
    : undefined;

  /** Leaving the version shown with unsaved changes asks first. */
  const leave = async (go: () => void) => {
    if (hasChanges && !(await dialogs.confirm({ message: intl.formatMessage(m.discardChanges), isDestructive: true })))
      return;
    setHasChanges(false);
    go();
  };

  const title = intl.formatMessage(kind === 'static' ? m.staticTitle : m.dynamicTitle);
  return (
    <AdminScreen
      title={title}
      intro={intl.formatMessage(kind === 'static' ? m.staticIntro : m.dynamicIntro)}
      bar={
        <Inline space="md" rowGap="sm" alignY="bottom">
          <ComboBox<ContractSummary>
            label={intl.formatMessage(kind === 'static' ? m.contract : m.profile)}
            defaultItems={ofKind}
            selectedKey={contractId}
            onSelectionChange={(key) => {
              if (key !== null && Number(key) !== contractId) void leave(() => params.setContract(Number(key)));
            }}
            isLoading={contracts.isPending}
            className={styles.wide}
          >
            {(item) => (
              <ComboBoxItem id={item.id} textValue={`${item.code} ${item.name} ${item.companyName}`}>
                {`${item.code} · ${item.companyName}`}
              </ComboBoxItem>
            )}
          </ComboBox>
          {contract && version ? (
            <Select
              label={intl.formatMessage(m.version)}
              selectedKey={version.number}
              onSelectionChange={(key) => {
                if (Number(key) !== version.number) void leave(() => params.setVersion(String(key)));
              }}
              className={styles.medium}
            >
              {/* Static items: a change of language says them again (a collection of items would keep them). */}
              {contract.versions.map((item) => (
                <SelectItem key={item.number} id={item.number} textValue={versionText(intl, item)}>
                  {versionText(intl, item)}
                </SelectItem>
              ))}
            </Select>
          ) : null}
          <Button variant="secondary" onPress={() => setCreating(true)}>
            <Inline space="xs" alignY="center">
              <PlusIcon />
              {intl.formatMessage(kind === 'static' ? m.newContract : m.newProfile)}
            </Inline>
          </Button>
          <Link variant="standalone" href="/menu/app/sales/contract">
            {intl.formatMessage(m.allContracts)}
          </Link>
        </Inline>
      }
      notice={<LoadFailure error={contracts.error ?? record.error} />}
    >
      {contract && contract.kind !== kind ? (
        <Notice tone="info" title={intl.formatMessage(m.otherKindTitle)}>
          <Link href={editorPathOf(contract.kind, contract.id)}>
            {intl.formatMessage(m.otherKindLink, { code: contract.code })}
          </Link>
        </Notice>
      ) : contract && version ? (
        <VersionEditor
          key={`${version.id}:${contract.version}`}
          contract={contract}
          version={version}
          onChanged={setHasChanges}
          onShowVersion={(number) => {
            setHasChanges(false);
            params.setVersion(String(number));
          }}
        />
      ) : contracts.data && ofKind.length === 0 ? (
        <Notice tone="info" title={intl.formatMessage(m.noContractsTitle)}>
          {intl.formatMessage(kind === 'static' ? m.noContracts : m.noProfiles)}
        </Notice>
      ) : null}
      {isCreating ? (
        <CreateContractDialog
          defaultKind={kind}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setHasChanges(false);
            navigate(`${EDITOR_PATHS[created.kind]}?contract=${created.id}`);
          }}
        />
      ) : null}
    </AdminScreen>
  );
}

interface VersionEditorProps {
  contract: ContractRecord;
  version: ContractVersionRecord;
  onChanged: (hasChanges: boolean) => void;
  onShowVersion: (number: number) => void;
}

function VersionEditor({ contract, version, onChanged, onShowVersion }: VersionEditorProps) {
  const intl = useIntl();
  const toast = useToast();
  const dialogs = useDialogs();
  const hotelDate = useHotelDate();
  const roomTypeList = useQuery(referenceQuery('configuration/room-type'));
  const mealTypeList = useQuery(referenceQuery('configuration/meal-type'));
  const rateCodeList = useQuery(referenceQuery('configuration/rate-code'));
  const roomTypes = (roomTypeList.data ?? NO_CODES) as Coded[];
  const mealTypes = (mealTypeList.data ?? NO_CODES) as Coded[];
  const rateCodes = (rateCodeList.data ?? NO_CODES) as Coded[];
  const hotelCodes = roomTypes.map((type) => type.code);
  const save = useSaveContract();
  const activate = useActivateContract();

  const kind = contract.kind;
  const isDraft = version.status === 'draft';
  const draft = contract.versions.find((candidate) => candidate.status === 'draft');
  const active = contract.versions.find((candidate) => candidate.status === 'active');
  const [form, setForm] = useState<ContractForm>(() => contractFormOf(version, contract.name, formatMoney));
  const [hasChanges, setHasChanges] = useState(false);
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [tab, setTab] = useState<string>('terms');
  const busy = save.isPending || activate.isPending;

  const change = (update: (current: ContractForm) => ContractForm) => {
    setForm(update);
    if (!hasChanges) {
      setHasChanges(true);
      onChanged(true);
    }
  };

  /**
   * The errors on their inputs, and above the form the ones staff cannot see there: a rate cell's
   * or an allotment's (its row has no room for the text) and those of parts the form has no input
   * for (a rule).
   */
  const showErrors = (found: FormValidationErrors, title: string) => {
    setErrors(found);
    const names = fieldNamesOf(form, hotelCodes, kind);
    const lines = Object.entries(found).flatMap(([name, messages]) =>
      names.has(name) && !name.includes('.cell.') && !name.includes('.allotment.')
        ? []
        : messages.map((message) => `${fieldLabel(name)}: ${message}`),
    );
    setUnplaced(lines);
    setFailure({ title, text: intl.formatMessage(m.checkFields) });
    setTab('terms');
  };

  /** Where an error is, in words: a rate cell, a rule, an age band, a season. */
  const fieldLabel = (name: string) => {
    const cell = /^body\.seasons\.(\d+)\.cell\.([^.]+)\.(\d+)\.(.+)$/.exec(name);
    if (cell) {
      const season = form.seasons[Number(cell[1])]?.code ?? cell[1] ?? '';
      const mealPlan = cell[4] === 'any' ? intl.formatMessage(m.anyMealPlan) : (cell[4] ?? '');
      return cellLabel(
        intl,
        intl.formatMessage(seasonLabelMessage, { code: season }),
        cell[2] ?? '',
        Number(cell[3]),
        mealPlan,
      );
    }
    const allotment = /^body\.seasons\.(\d+)\.allotment\.([^.]+)\.(rooms|releaseDays)$/.exec(name);
    if (allotment) {
      const season = form.seasons[Number(allotment[1])]?.code ?? allotment[1] ?? '';
      return allotmentLabel(
        intl,
        intl.formatMessage(seasonLabelMessage, { code: season }),
        allotment[2] ?? '',
        allotment[3] === 'releaseDays' ? 'releaseDays' : 'rooms',
      );
    }
    const rule = /^body\.rules\.(\d+)/.exec(name);
    if (rule) return form.rules[Number(rule[1])]?.id ?? name;
    const band = /^body\.childPolicy\.bands\.(\d+)/.exec(name);
    if (band) return intl.formatMessage(m.bandNumber, { number: Number(band[1]) + 1 });
    const season = /^body\.seasons\.(\d+)/.exec(name);
    if (season) return intl.formatMessage(seasonLabelMessage, { code: form.seasons[Number(season[1])]?.code ?? '' });
    return name;
  };

  /** Sends the form as the draft; answers the saved contract, or null when it was refused. */
  const saveDraft = async (): Promise<ContractRecord | null> => {
    setFailure(null);
    setUnplaced([]);
    const result = bodyOf(form, hotelCodes, kind);
    if (!result.request) {
      showErrors(problemErrors(intl, result.problems), intl.formatMessage(m.notSaved));
      return null;
    }
    try {
      const [saved] = await save.run({ id: contract.id, version: contract.version, ...result.request });
      setErrors({});
      return saved ?? null;
    } catch (error) {
      setTab('terms');
      if (isStaleVersion(error)) {
        setFailure({ title: intl.formatMessage(m.staleTitle), text: intl.formatMessage(m.staleBody) });
        return null;
      }
      const placed = placeErrors(fieldErrorsOf(error, [], intl), result.rateCells, result.allotmentRoomTypes);
      if (Object.keys(placed).length === 0) {
        setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
        return null;
      }
      showErrors(placed, failureTitle(intl, error));
      return null;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !isDraft) return;
    const saved = await saveDraft();
    if (saved) {
      toast.show({ tone: 'success', title: intl.formatMessage(m.saved) });
      onShowVersion(version.number);
    }
  };

  const newDraft = async () => {
    if (busy) return;
    setFailure(null);
    try {
      const [saved] = await save.run({
        id: contract.id,
        version: contract.version,
        name: contract.name,
        validFrom: version.validFrom,
        validTo: version.validTo,
        body: version.body,
      });
      const opened = saved?.versions.find((candidate) => candidate.status === 'draft');
      toast.show({ tone: 'success', title: intl.formatMessage(m.draftCreated) });
      if (opened) onShowVersion(opened.number);
    } catch (error) {
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  const activateDraft = async () => {
    if (busy || !isDraft) return;
    const confirmed = await dialogs.confirm({
      title: intl.formatMessage(m.activateTitle),
      message: intl.formatMessage(activateConfirmMessage, {
        version: version.number,
        active: active?.number ?? 0,
        hasActive: active ? 'yes' : 'no',
      }),
    });
    if (!confirmed) return;
    let current: ContractRecord | null = contract;
    if (hasChanges) current = await saveDraft();
    if (!current) return;
    try {
      await activate.run({ id: current.id, version: current.version });
      toast.show({ tone: 'success', title: intl.formatMessage(m.activated, { version: version.number }) });
      onShowVersion(version.number);
    } catch (error) {
      setFailure({ title: failureTitle(intl, error), text: failureText(intl, error) });
    }
  };

  return (
    <Stack space="md">
      <div className={styles.toolbar}>
        <VersionStatusChip status={version.status} />
        <span className={styles.toolbarNote}>
          {`${contract.companyName} · ${contract.currencyCode} · ${validityText(intl, version.validFrom, version.validTo)}`}
        </span>
        <Inline space="sm" alignY="center">
          {isDraft ? (
            <>
              <Button variant="primary" type="submit" form="contract-version-form" isPending={save.isPending}>
                {intl.formatMessage(m.saveDraft)}
              </Button>
              <Button variant="secondary" onPress={() => void activateDraft()} isPending={activate.isPending}>
                {intl.formatMessage(m.activate)}
              </Button>
            </>
          ) : draft ? (
            <Button variant="secondary" onPress={() => onShowVersion(draft.number)}>
              {intl.formatMessage(draftOpenMessage, { number: draft.number })}
            </Button>
          ) : (
            <Button variant="secondary" onPress={() => void newDraft()} isPending={save.isPending}>
              {intl.formatMessage(m.newDraft, { number: version.number })}
            </Button>
          )}
          <Button variant="secondary" onPress={() => globalThis.print()}>
            <Inline space="xs" alignY="center">
              <PrintIcon />
              {intl.formatMessage(m.print)}
            </Inline>
          </Button>
        </Inline>
      </div>
      {!isDraft ? (
        <Notice tone="info" title={intl.formatMessage(m.readOnlyTitle, { status: statusText(intl, version.status) })}>
          {intl.formatMessage(m.readOnlyBody)}
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="error" title={failure.title}>
          {failure.text}
          {unplaced.length > 0 ? (
            <ul className={styles.ruleList}>
              {unplaced.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={intl.formatMessage(m.sections)}>
          <Tab id="terms">{intl.formatMessage(m.termsTab)}</Tab>
          <Tab id="rules">{intl.formatMessage(m.rulesTab, { count: form.rules.length })}</Tab>
          <Tab id="quote">{intl.formatMessage(m.quoteTab)}</Tab>
        </TabList>
        <TabPanel id="terms">
          <Form
            id="contract-version-form"
            onSubmit={(event) => void onSubmit(event)}
            validationErrors={errors}
            aria-label={intl.formatMessage(m.termsTab)}
          >
            <Stack space="md">
              <Inline space="md" rowGap="sm" alignY="top">
                <TextField
                  name="name"
                  label={intl.formatMessage(m.name)}
                  value={form.name}
                  onChange={(name) => change((current) => ({ ...current, name }))}
                  maxLength={120}
                  autoComplete="off"
                  isRequired
                  isReadOnly={!isDraft}
                  className={styles.wide}
                />
                <DateRangePicker
                  startName="validFrom"
                  endName="validTo"
                  label={intl.formatMessage(m.validity)}
                  value={form.validFrom && form.validTo ? { start: form.validFrom, end: form.validTo } : null}
                  onChange={(_, iso) =>
                    change((current) => ({ ...current, validFrom: iso?.start ?? null, validTo: iso?.end ?? null }))
                  }
                  isRequired
                  isReadOnly={!isDraft}
                />
              </Inline>
              <ChildPolicyEditor form={form} onChange={change} isReadOnly={!isDraft} />
              {kind === 'static' ? (
                <SeasonsEditor
                  form={form}
                  onChange={change}
                  isReadOnly={!isDraft}
                  roomTypes={roomTypes}
                  mealTypes={mealTypes}
                  hotelDate={hotelDate}
                />
              ) : (
                <DynamicEditor
                  form={form}
                  onChange={change}
                  isReadOnly={!isDraft}
                  roomTypes={roomTypes}
                  rateCodes={rateCodes}
                  hotelDate={hotelDate}
                />
              )}
            </Stack>
          </Form>
        </TabPanel>
        <TabPanel id="rules">
          <RulesInWords contract={contract} version={version} />
        </TabPanel>
        <TabPanel id="quote">
          <QuotePanel
            contract={contract}
            version={version}
            roomTypes={roomTypes}
            mealTypes={mealTypes}
            hotelDate={hotelDate}
            hasUnsavedChanges={hasChanges}
          />
        </TabPanel>
      </Tabs>
      <ContractPrint contract={contract} version={version} hotelDate={hotelDate} />
    </Stack>
  );
}

/** The version's rules in words, kind by kind, each kind with a link to its screen. */
function RulesInWords({ contract, version }: { contract: ContractRecord; version: ContractVersionRecord }) {
  const intl = useIntl();
  const formats = useFormats();
  const which = version.status === 'draft' ? 'draft' : 'active';
  return (
    <div className={styles.rulesByKind}>
      {version.status === 'retired' ? <p className={styles.muted}>{intl.formatMessage(m.retiredRules)}</p> : null}
      {RULE_KINDS.map((kind) => {
        const rules = rulesOfKind(version.body, kind);
        return (
          <section key={kind} aria-label={intl.formatMessage(ruleKindMessages[kind])}>
            <h3 className={styles.subheading}>
              {version.status === 'retired' ? (
                intl.formatMessage(ruleKindMessages[kind])
              ) : (
                <Link href={`/menu/${RULE_PATHS[kind]}?contract=${contract.id}&version=${which}`}>
                  {intl.formatMessage(ruleKindMessages[kind])}
                </Link>
              )}
            </h3>
            {rules.length === 0 ? (
              <p className={styles.muted}>{intl.formatMessage(m.noRulesOfKind)}</p>
            ) : (
              <ul className={styles.ruleList}>
                {rules.map(({ rule }) => (
                  <li key={rule.id}>
                    <span className={styles.code}>{rule.id}</span> {rule.name}: {ruleTermsWords(formats, rule)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
