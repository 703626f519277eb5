import type { Schemas } from '@pms/api-client';
import { actionQuery } from '../../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../../shared/query/useCommand.ts';

// Cancellation policies (issue 20, sales/cancellation-policy): the policies with their seasons and
// bands, the contracts that use them, and the commands that keep them. A policy is saved whole:
// the season and charge screens send the policy with their one season or band changed.

export type PolicySummary = Schemas['CancellationPolicySummary'];
export type PolicyRecord = Schemas['CancellationPolicyRecord'];
export type PolicySave = Schemas['CancellationPolicySave'];
export type Season = Schemas['CancellationSeason'];
export type Band = Schemas['CancellationBand'];
export type Charge = Schemas['CancellationCharge'];
export type ChargeKind = Charge['kind'];
export type ContractKind = Schemas['CancellationAppliesTo'];
export type Assignment = Schemas['CancellationAssignment'];

const PATH = 'sales/cancellation-policy';

/** Every policy (or those of one kind of contract), with its no-show charge and what uses it. */
export const policiesQuery = (appliesTo?: ContractKind) => actionQuery(PATH, 'list', [appliesTo ? { appliesTo } : {}]);

/** One policy whole: seasons in their order with their bands, and its contracts. */
export const policyQuery = (id: number) => actionQuery(PATH, 'get', [{ id }], { select: (answer) => answer[0] });

/** The contracts of one kind with their policy. */
export const assignmentsQuery = (kind: ContractKind) => actionQuery(PATH, 'assignments', [{ kind }]);

/** A saved policy sent back whole, with some of its parts changed. */
export const documentOf = (policy: PolicyRecord, changes: Partial<PolicySave> = {}): PolicySave => ({
  id: policy.id,
  version: policy.version,
  code: policy.code,
  name: policy.name,
  appliesTo: policy.appliesTo,
  noShow: policy.noShow,
  seasons: policy.seasons,
  ...changes,
});

// A policy's contracts change with it (their list shows the policy), and the other way round.
export const useSavePolicy = () => useCommand(PATH, 'save', { invalidates: [['sales/contract']] });
export const useRemovePolicy = () => useCommand(PATH, 'remove');
export const useAssignPolicy = () => useCommand(PATH, 'assign', { invalidates: [['sales/contract']] });
