import type { Schemas } from '@pms/api-client';
import type { ContractRule, DynamicTerms, QuoteResult } from '@pms/domain/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { actionQuery } from '../../../../shared/query/actionQuery.ts';
import { useCommand } from '../../../../shared/query/useCommand.ts';

// Sales contracts (issue 20, `sales/contract`): the list of contracts with the version in force,
// one contract with every version and its body, saving a draft, activating it and pricing a stay
// through any version (the what-if). A version's body is the quote engine's terms
// (@pms/domain/contracts); the screens read and write it through those types.

export type ContractSummary = Schemas['ContractSummary'];
export type ContractKind = ContractSummary['kind'];
export type ContractVersionStatus = Schemas['ContractVersionStatus'];
export type ContractQuoteRequest = Schemas['ContractQuoteRequest'];
export type ContractQuote = Omit<Schemas['ContractQuote'], 'result'> & { result: QuoteResult };

/** A version's terms as the engine reads them; `dynamic` only on a dynamic profile. */
export interface ContractBody {
  childPolicy: Schemas['ContractBody']['childPolicy'];
  seasons: Schemas['ContractBody']['seasons'];
  rules: ContractRule[];
  dynamic?: DynamicTerms;
}

export type ContractVersionRecord = Omit<Schemas['ContractVersionRecord'], 'body'> & { body: ContractBody };
export type ContractRecord = Omit<Schemas['ContractRecord'], 'versions'> & { versions: ContractVersionRecord[] };

/** Every contract of the hotel (optionally one partner's), with its version in force and whether a draft is open. */
export const contractListQuery = (companyProfileId?: number) =>
  actionQuery('sales/contract', 'list', [companyProfileId ? { companyProfileId } : {}], {
    placeholderData: keepPreviousData,
  });

/** One contract with every version, newest first, bodies included. */
export const contractQuery = (id: number) =>
  actionQuery('sales/contract', 'get', [{ id }], {
    select: (answer): ContractRecord | undefined => answer[0],
  });

/**
 * A stay priced through one version (a draft to try it before activating, the active one, a
 * retired one); the answer is the engine's result as it is: priced and explained, or refused.
 */
export const contractQuoteQuery = (request: ContractQuoteRequest) =>
  actionQuery('sales/contract', 'quote', [request], {
    select: (answer): ContractQuote | undefined => answer[0],
  });

/** The shape `save` sends; the body typed as the engine's. */
export type ContractCreate = Omit<Schemas['ContractCreate'], 'body' | 'kind'> & {
  kind?: ContractKind;
  body: ContractBody;
};
export type ContractDraftSave = Omit<Schemas['ContractDraftSave'], 'body'> & { body: ContractBody };

/** Creates a contract with its first draft, or saves the draft of one (opening a new draft when none is open). */
export function useSaveContract() {
  const command = useCommand('sales/contract', 'save');
  return {
    ...command,
    run: async (item: ContractCreate | ContractDraftSave): Promise<ContractRecord[]> => command.run([item]),
  };
}

/** Puts the contract's draft in force; the version in force before it is retired. */
export function useActivateContract() {
  const command = useCommand('sales/contract', 'activate');
  return {
    ...command,
    run: async (item: { id: number; version: number }): Promise<ContractRecord[]> => command.run([item]),
  };
}
