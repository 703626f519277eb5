import type { Schemas } from '@pms/api-client';
import { groupedAmount } from '@pms/domain/money';

export type ContractPrice = Schemas['ContractPrice'];
export type ContractNight = Schemas['ContractNightQuote'];
export type ContractStep = Schemas['ContractExplanationStep'];

/** A signed amount as a step reads: '+300.00', '−1,234.50' (a true minus sign), '0.00'. Exact, never a float. */
export function signedMoney(amount: string): string {
  const negative = amount.trim().startsWith('-');
  const size = groupedAmount(negative ? amount.trim().slice(1) : amount.trim());
  if (/^[0.,]+$/.test(size)) return size;
  return `${negative ? '−' : '+'}${size}`;
}

/**
 * The steps of a night after its base rate: the base is its own column. A night whose engine
 * answered no base step still shows all its steps.
 */
export const stepsAfterBase = (night: ContractNight): ContractStep[] =>
  night.steps.filter((step, index) => !(index === 0 && step.kind === 'base'));
