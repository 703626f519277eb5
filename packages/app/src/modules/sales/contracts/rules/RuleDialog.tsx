import { type FormValidationErrors, Inline, Notice, Stack, TextField } from '@pms/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog, type SaveFailure } from '../../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../../shared/admin/failures.ts';
import { type ContractRecord, type ContractVersionRecord, useSaveContract } from '../api/contract.ts';
import { contractMessages as m, ruleMessages as r, ruleKindMessages } from '../messages.ts';
import {
  emptyRuleForm,
  otherOffers,
  type RuleForm,
  type RuleKind,
  ruleErrorsOf,
  ruleFormOf,
  ruleOf,
  withRule,
} from '../model/rules.ts';
import { problemErrors } from '../parts.tsx';
import type { Coded } from './fieldParts.tsx';
import { RULE_FIELDS } from './RuleFields.tsx';
import * as styles from './rules.css.ts';

interface RuleDialogProps {
  kind: RuleKind;
  contract: ContractRecord;
  /** The version the change is made on: the draft, or the active one when the save opens the draft. */
  base: ContractVersionRecord;
  /** The rule's index in the base's rules; null for a new rule. */
  index: number | null;
  roomTypes: readonly Coded[];
  mealTypes: readonly Coded[];
  hotelDate: string | undefined;
  onClose: () => void;
  onSaved: (saved: ContractRecord) => void;
}

/**
 * Adds or changes one rule of a contract's draft: the id and name every rule has and the kind's
 * own fields. Saving sends the whole draft body with the rule in place (`save` with the contract's
 * row version); from the active version it opens the draft.
 */
export function RuleDialog({
  kind,
  contract,
  base,
  index,
  roomTypes,
  mealTypes,
  hotelDate,
  onClose,
  onSaved,
}: RuleDialogProps) {
  const intl = useIntl();
  const save = useSaveContract();
  const existing = index === null ? undefined : base.body.rules[index];
  const [form, setForm] = useState<RuleForm>(() => (existing ? ruleFormOf(existing) : emptyRuleForm(kind, base.body)));
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const change = (values: Partial<RuleForm>) => setForm((current) => ({ ...current, ...values }));
  const Fields = RULE_FIELDS[kind];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    const result = ruleOf(form);
    if (!result.rule) {
      setErrors(problemErrors(intl, result.problems));
      return;
    }
    const taken = base.body.rules.some((rule, at) => rule.id === result.rule.id && at !== index);
    if (taken) {
      setErrors({ id: [intl.formatMessage(r.idTaken)] });
      return;
    }
    setErrors({});
    const changed = withRule(base.body, result.rule, index);
    try {
      const [saved] = await save.run({
        id: contract.id,
        version: contract.version,
        name: contract.name,
        validFrom: base.validFrom,
        validTo: base.validTo,
        body: changed.body,
      });
      if (saved) onSaved(saved);
    } catch (error) {
      if (isStaleVersion(error)) {
        setFailure({ title: intl.formatMessage(m.staleTitle), text: intl.formatMessage(m.staleBody) });
        return;
      }
      const { fields, rest } = ruleErrorsOf(fieldErrorsOf(error, [], intl), changed.index);
      setErrors(fields);
      if (rest.length > 0 || Object.keys(fields).length === 0) {
        setFailure({
          title: failureTitle(intl, error),
          text: rest.length > 0 ? rest.join(' ') : failureText(intl, error),
        });
      }
    }
  };

  const kindName = intl.formatMessage(ruleKindMessages[kind]);
  return (
    <FormDialog
      title={intl.formatMessage(existing ? r.editTitle : r.addTitle, { kind: kindName })}
      subtitle={`${contract.code} · ${contract.companyName} · ${intl.formatMessage(
        base.status === 'draft' ? r.intoDraft : r.intoNewDraft,
        { number: base.number },
      )}`}
      isSaving={save.isPending}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      validationErrors={errors}
      failure={failure}
    >
      <Stack space="md">
        {base.status !== 'draft' ? (
          <Notice tone="info" title={intl.formatMessage(r.newDraftTitle)}>
            {intl.formatMessage(r.newDraftBody, { number: base.number })}
          </Notice>
        ) : null}
        <Inline space="md" rowGap="sm" alignY="top">
          <TextField
            name="id"
            label={intl.formatMessage(m.ruleId)}
            description={intl.formatMessage(r.idHelp)}
            value={form.id}
            onChange={(id) => change({ id: id.toUpperCase() })}
            maxLength={30}
            autoComplete="off"
            isRequired
            autoFocus
            className={styles.short}
          />
          <TextField
            name="name"
            label={intl.formatMessage(m.name)}
            value={form.name}
            onChange={(name) => change({ name })}
            maxLength={60}
            autoComplete="off"
            isRequired
            className={styles.contract}
          />
        </Inline>
        <Fields
          form={form}
          change={change}
          roomTypes={roomTypes}
          mealTypes={mealTypes}
          offers={otherOffers(base.body, existing?.id ?? null)}
          errors={errors}
          hotelDate={hotelDate}
        />
      </Stack>
    </FormDialog>
  );
}
