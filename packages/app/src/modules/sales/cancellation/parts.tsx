import { isAmount, parseAmount, toCents } from '@pms/domain/money';
import {
  ComboBox,
  ComboBoxItem,
  type FormValidationErrors,
  Inline,
  Select,
  SelectItem,
  TextField,
  useToast,
} from '@pms/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { SaveFailure } from '../../../shared/admin/FormDialog.tsx';
import { failureText, failureTitle, fieldErrorsOf, isStaleVersion } from '../../../shared/admin/failures.ts';
import { commonMessages } from '../../../shared/admin/messages.ts';
import { type Charge, type ChargeKind, type ContractKind, type PolicySummary, policiesQuery } from './api/policies.ts';
import { cancellationMessages as m } from './messages.ts';

// What the cancellation screens share: the words of a kind of contract and of a charge, the
// charge's two inputs, the policy (and season) chosen in the address, and saving a form.

export const kindText = (intl: IntlShape, kind: ContractKind) =>
  intl.formatMessage(kind === 'static' ? m.staticContracts : m.dynamicProfiles);

/** A charge as a form edits it: its kind (or none, for a no-show) and its one value as typed. */
export interface ChargeDraft {
  kind: ChargeKind | 'none';
  value: string;
}

export function chargeDraftOf(charge: Charge | null): ChargeDraft {
  if (!charge) return { kind: 'none', value: '' };
  if (charge.kind === 'nights') return { kind: 'nights', value: String(charge.nights) };
  if (charge.kind === 'percent') return { kind: 'percent', value: charge.percent };
  return { kind: 'fixed', value: charge.amount };
}

/** The charge the draft says, or why it cannot be one (a message for the value's input). */
export function chargeOfDraft(intl: IntlShape, draft: ChargeDraft): { charge: Charge | null } | { error: string } {
  const value = draft.value.replaceAll(',', '').trim();
  switch (draft.kind) {
    case 'none':
      return { charge: null };
    case 'nights': {
      const nights = Number(value);
      return /^\d{1,3}$/.test(value) && nights >= 1 && nights <= 365
        ? { charge: { kind: 'nights', nights } }
        : { error: intl.formatMessage(m.nightsInvalid) };
    }
    case 'percent':
      return isAmount(value) && toCents(value) <= 10_000n
        ? { charge: { kind: 'percent', percent: value } }
        : { error: intl.formatMessage(m.percentInvalid) };
    case 'fixed': {
      const amount = parseAmount(draft.value);
      return amount !== null ? { charge: { kind: 'fixed', amount } } : { error: intl.formatMessage(m.amountInvalid) };
    }
  }
}

const KIND_WORDS = {
  none: m.kindNone,
  nights: m.kindNights,
  percent: m.kindPercent,
  fixed: m.kindFixed,
} as const;
const VALUE_WORDS = { none: m.amount, nights: m.nights, percent: m.percent, fixed: m.amount } as const;

/** A charge's kind and value; `allowNone` for a no-show charge, which may be nothing. */
export function ChargeFields({
  draft,
  onChange,
  allowNone = false,
  label,
}: {
  draft: ChargeDraft;
  onChange: (draft: ChargeDraft) => void;
  allowNone?: boolean;
  label: string;
}) {
  const intl = useIntl();
  const kinds = (
    allowNone ? (['none', 'nights', 'percent', 'fixed'] as const) : (['nights', 'percent', 'fixed'] as const)
  ).map((kind) => ({ id: kind, label: intl.formatMessage(KIND_WORDS[kind]) }));
  return (
    <Inline space="md" alignY="top">
      <Select<{ id: string; label: string }>
        name="chargeKind"
        label={label}
        items={kinds}
        selectedKey={draft.kind}
        isRequired
        onSelectionChange={(key) => key !== null && onChange({ kind: key as ChargeDraft['kind'], value: draft.value })}
      >
        {(kind) => (
          <SelectItem id={kind.id} textValue={kind.label}>
            {kind.label}
          </SelectItem>
        )}
      </Select>
      {draft.kind === 'none' ? null : (
        <TextField
          name="chargeValue"
          label={intl.formatMessage(VALUE_WORDS[draft.kind])}
          value={draft.value}
          onChange={(value) => onChange({ kind: draft.kind, value })}
          inputMode={draft.kind === 'nights' ? 'numeric' : 'decimal'}
          maxLength={16}
          autoComplete="off"
          isRequired
        />
      )}
    </Inline>
  );
}

/**
 * The server's field errors of one part of the policy ('seasons.1.bands.0.toDays'), by the part's
 * own input names ('toDays'); a charge's errors go to its value.
 */
export function errorsUnder(errors: FormValidationErrors, prefix: string): FormValidationErrors {
  const found: FormValidationErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    if (!name.startsWith(prefix)) continue;
    const own = name.slice(prefix.length);
    const key = own.startsWith('charge') ? 'chargeValue' : own;
    found[key] = [...(found[key] ?? []), ...(Array.isArray(messages) ? messages : [messages])];
  }
  return found;
}

/**
 * Sends a form's save: "Success" and close; the server's field errors by input name (through
 * `pick`, for a form that edits one part of a policy); a stale version or anything else above the form.
 */
export function useFormSave(onDone: () => void) {
  const intl = useIntl();
  const toast = useToast();
  const [errors, setErrors] = useState<FormValidationErrors>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const save = async (
    run: () => Promise<unknown>,
    fieldNames: readonly string[],
    pick: (errors: FormValidationErrors) => FormValidationErrors = (all) => all,
  ) => {
    setFailure(null);
    try {
      await run();
      setErrors({});
      toast.show({ tone: 'success', title: intl.formatMessage(m.success) });
      onDone();
    } catch (error) {
      if (isStaleVersion(error)) {
        setFailure({ title: failureTitle(intl, error), text: intl.formatMessage(commonMessages.staleBody) });
        return;
      }
      const byField = pick(fieldErrorsOf(error, [], intl));
      setErrors(byField);
      const unshown = Object.entries(byField).filter(([name]) => !fieldNames.includes(name));
      if (Object.keys(byField).length === 0 || unshown.length > 0) {
        // What no input of the form shows is said above it, after the server's summary.
        const details = [...new Set(unshown.flatMap(([, messages]) => messages))].join(' ');
        setFailure({
          title: failureTitle(intl, error),
          text: [failureText(intl, error), details].filter(Boolean).join(' '),
        });
      }
    }
  };
  return { errors, setErrors, failure, setFailure, save };
}

/** The policy a screen works on, kept in the address (`?policy=3`), so a bookmark or Back keeps it. */
export function usePolicyParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('policy'));
  const set = (next: number | null) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        if (next === null) address.delete('policy');
        else address.set('policy', String(next));
        address.delete('season');
        return address;
      },
      { replace: true },
    );
  return [Number.isInteger(id) && id > 0 ? id : null, set];
}

/** The season a screen works on (`?season=COOL-2026`), by its code. */
export function useSeasonParam(): [string | null, (code: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (next: string | null) =>
    setParams(
      (current) => {
        const address = new URLSearchParams(current);
        if (next === null) address.delete('season');
        else address.set('season', next);
        return address;
      },
      { replace: true },
    );
  return [params.get('season'), set];
}

/** The ComboBox of policies that chooses the one a screen works on. */
export function PolicyPicker({
  policyId,
  onChange,
}: {
  policyId: number | null;
  onChange: (id: number | null) => void;
}) {
  const intl = useIntl();
  const policies = useQuery(policiesQuery());
  return (
    <ComboBox<PolicySummary>
      label={intl.formatMessage(m.policy)}
      placeholder={intl.formatMessage(m.choosePolicy)}
      defaultItems={policies.data ?? []}
      selectedKey={policyId}
      onSelectionChange={(key) => onChange(key === null ? null : Number(key))}
      isLoading={policies.isPending}
    >
      {(policy) => (
        <ComboBoxItem id={policy.id} textValue={`${policy.code} ${policy.name}`}>
          {`${policy.code} · ${policy.name} (${kindText(intl, policy.appliesTo)})`}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
