import { type FormValidationErrors, formatDate, formatMoney, StatusChip } from '@pms/ui';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ContractKind, ContractRecord, ContractVersionRecord, ContractVersionStatus } from './api/contract.ts';
import { contractMessages as m, problemMessages } from './messages.ts';
import type { FieldProblem } from './model/body.ts';
import type { Formats } from './model/words.ts';

// What the contract screens share: the words and colours of kinds and version states, the
// contract and version chosen in the address, and the spec's formats for the terms in words.

/** The editor of a contract of each kind. */
export const EDITOR_PATHS: Record<ContractKind, string> = {
  static: '/menu/app/sales/static-contract',
  dynamic: '/menu/app/sales/dynamic-profile',
};

export const editorPathOf = (kind: ContractKind, contractId: number, versionNumber?: number) =>
  `${EDITOR_PATHS[kind]}?contract=${contractId}${versionNumber ? `&version=${versionNumber}` : ''}`;

export const kindText = (intl: IntlShape, kind: ContractKind) =>
  intl.formatMessage(kind === 'static' ? m.kindStatic : m.kindDynamic);

const STATUS_WORDS = { draft: m.statusDraft, active: m.statusActive, retired: m.statusRetired } as const;
const STATUS_TONES = { draft: 'yellow', active: 'green', retired: 'gray' } as const;

export const statusText = (intl: IntlShape, status: ContractVersionStatus) => intl.formatMessage(STATUS_WORDS[status]);

export function VersionStatusChip({ status }: { status: ContractVersionStatus }) {
  const intl = useIntl();
  return <StatusChip tone={STATUS_TONES[status]}>{statusText(intl, status)}</StatusChip>;
}

/** "Version 2 · Draft". */
export const versionText = (intl: IntlShape, version: Pick<ContractVersionRecord, 'number' | 'status'>) =>
  intl.formatMessage(m.versionWithStatus, { number: version.number, status: statusText(intl, version.status) });

/** "01-Nov-2026 – 31-Oct-2027". */
export const validityText = (intl: IntlShape, from: string, to: string) =>
  intl.formatMessage(m.validityRange, { from: formatDate(from), to: formatDate(to) });

/** The spec's formats for the terms in words (model/words.ts). */
export function useFormats(): Formats {
  const intl = useIntl();
  return useMemo(() => ({ intl, date: formatDate, money: formatMoney }), [intl]);
}

export const problemText = (intl: IntlShape, problem: FieldProblem) => intl.formatMessage(problemMessages[problem]);

/** The problems found before sending, as the form's errors. */
export function problemErrors(intl: IntlShape, problems: Record<string, FieldProblem>): FormValidationErrors {
  return Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, [problemText(intl, problem)]]));
}

/** The version a screen opens on: the draft when there is one, else the version in force, else the newest. */
export function defaultVersionOf(contract: ContractRecord): ContractVersionRecord | undefined {
  return (
    contract.versions.find((version) => version.status === 'draft') ??
    contract.versions.find((version) => version.status === 'active') ??
    contract.versions[0]
  );
}

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * The contract and version a screen shows, kept in the address (`?contract=3&version=2`) so a
 * bookmark or Back opens the same one. Choosing another contract forgets the version.
 */
export function useContractParams() {
  const [params, setParams] = useSearchParams();
  const contractId = positive(params.get('contract'));
  const versionParam = params.get('version');
  const set = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    contractId,
    /** A version number, or 'draft' / 'active' on the rule screens; null for the default. */
    version: versionParam,
    setContract: (id: number | null) => set({ contract: id === null ? null : String(id), version: null }),
    setVersion: (version: string | null) => set({ version }),
  };
}

/** Web Storage when the browser gives it (a locked-down browser may not): the form backup's store. */
export const storageOf = (name: 'sessionStorage' | 'localStorage') => {
  const none = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  try {
    return window[name] ?? none;
  } catch {
    return none;
  }
};
