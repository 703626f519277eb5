import type { ContractRule, DateRange, OfferRule, OfferValue } from '@pms/domain/contracts';
import { parseAmount } from '@pms/domain/money';
import type { ContractBody } from '../api/contract.ts';
import type { RuleKind } from '../rulePaths.ts';
import { type FieldProblem, parsePercent } from './body.ts';

// The rules of a contract version as the seven rule screens edit them: which rules a screen lists,
// the form of one rule (every kind's fields, what staff type), the rule it saves, and the body with
// the rule added, changed or removed. Offers combine only when each names the other (the engine's
// rule), so choosing a combination here writes it on both offers.

export type { RuleKind } from '../rulePaths.ts';
export { RULE_KINDS, RULE_PATHS } from '../rulePaths.ts';
export type OfferKind = OfferRule['kind'];

/** The id a new rule of each kind is offered with, numbered after the ids already in the version. */
const ID_PREFIX: Record<RuleKind, string> = {
  supplement: 'SUP',
  compulsory: 'GALA',
  'bonus-night': 'STAY',
  'earlybird-period': 'EBP',
  'earlybird-rolling': 'EBR',
  'long-stay': 'LONG',
  'cta-ctd': 'CTA',
};

const OFFER_KINDS: ReadonlySet<string> = new Set<OfferKind>([
  'earlybird-period',
  'earlybird-rolling',
  'long-stay',
  'bonus-night',
]);

export const isOfferKind = (kind: RuleKind): kind is OfferKind => OFFER_KINDS.has(kind);
export const isOfferRule = (rule: ContractRule): rule is OfferRule => isOfferKind(rule.kind);

/** The rules of one kind in a body, each with its index in `rules` (the server's error paths use it). */
export function rulesOfKind(
  body: Pick<ContractBody, 'rules'>,
  kind: RuleKind,
): { rule: ContractRule; index: number }[] {
  return body.rules.flatMap((rule, index) => (rule.kind === kind ? [{ rule, index }] : []));
}

/** The offers of the version other than `id`: what an offer may combine with. */
export const otherOffers = (body: Pick<ContractBody, 'rules'>, id: string | null): OfferRule[] =>
  body.rules.filter((rule): rule is OfferRule => isOfferRule(rule) && rule.id !== id);

/** `SUP3` when SUP1 and SUP2 are taken: a free id of the kind's prefix. */
export function suggestId(body: Pick<ContractBody, 'rules'>, kind: RuleKind): string {
  const taken = new Set(body.rules.map((rule) => rule.id));
  let number = 1;
  while (taken.has(`${ID_PREFIX[kind]}${number}`)) number += 1;
  return `${ID_PREFIX[kind]}${number}`;
}

export interface RangeForm {
  from: string | null;
  to: string | null;
}

/** One rule as its form holds it: every kind's fields, amounts as typed. */
export interface RuleForm {
  kind: RuleKind;
  id: string;
  name: string;
  /** Empty: every room type. */
  roomTypes: string[];
  // supplement
  basis: 'per-person' | 'per-room';
  amount: string;
  /** Empty: any meal plan. */
  mealPlans: string[];
  /** Supplement: only these nights (any night when none); cta-ctd: the closed dates. */
  ranges: RangeForm[];
  /** Supplement and compulsory: children younger are not counted; null: every child is. */
  childrenFromAge: number | null;
  // offers
  priority: number;
  combinesWith: string[];
  hasStayWindow: boolean;
  stayWindow: RangeForm;
  valueKind: OfferValue['kind'];
  percent: string;
  valueAmount: string;
  per: 'room' | 'person';
  booked: RangeForm;
  daysBeforeArrival: number | null;
  minNights: number | null;
  stayNights: number | null;
  payNights: number | null;
  repeats: boolean;
  // cta-ctd
  closedToArrival: boolean;
  closedToDeparture: boolean;
  // compulsory
  dates: (string | null)[];
  amountPerPerson: string;
}

const EMPTY_RANGE: RangeForm = { from: null, to: null };

/** The form of a new rule of a kind, with a free id. */
export function emptyRuleForm(kind: RuleKind, body: Pick<ContractBody, 'rules'>): RuleForm {
  return {
    kind,
    id: suggestId(body, kind),
    name: '',
    roomTypes: [],
    basis: 'per-room',
    amount: '',
    mealPlans: [],
    ranges: kind === 'cta-ctd' ? [EMPTY_RANGE] : [],
    childrenFromAge: null,
    priority: 1,
    combinesWith: [],
    hasStayWindow: kind === 'earlybird-period',
    stayWindow: EMPTY_RANGE,
    valueKind: 'percent',
    percent: '',
    valueAmount: '',
    per: 'room',
    booked: EMPTY_RANGE,
    daysBeforeArrival: kind === 'earlybird-rolling' ? 30 : null,
    minNights: kind === 'long-stay' ? 7 : null,
    stayNights: kind === 'bonus-night' ? 7 : null,
    payNights: kind === 'bonus-night' ? 6 : null,
    repeats: true,
    closedToArrival: true,
    closedToDeparture: false,
    dates: kind === 'compulsory' ? [null] : [],
    amountPerPerson: '',
  };
}

const rangeForm = (range: DateRange): RangeForm => ({ from: range.from, to: range.to });

function valueForm(value: OfferValue): Pick<RuleForm, 'valueKind' | 'percent' | 'valueAmount' | 'per'> {
  return value.kind === 'percent'
    ? { valueKind: 'percent', percent: value.percent, valueAmount: '', per: 'room' }
    : { valueKind: 'amount', percent: '', valueAmount: value.amount, per: value.per };
}

/** The form of a saved rule. */
export function ruleFormOf(rule: ContractRule): RuleForm {
  const form: RuleForm = {
    ...emptyRuleForm(rule.kind, { rules: [] }),
    id: rule.id,
    name: rule.name,
    roomTypes: rule.roomTypes ?? [],
  };
  switch (rule.kind) {
    case 'supplement':
      return {
        ...form,
        basis: rule.basis,
        amount: rule.amount,
        mealPlans: rule.mealPlans ?? [],
        ranges: (rule.nights ?? []).map(rangeForm),
        childrenFromAge: rule.childrenFromAge ?? null,
      };
    case 'compulsory':
      return {
        ...form,
        dates: [...rule.dates],
        amountPerPerson: rule.amountPerPerson,
        childrenFromAge: rule.childrenFromAge ?? null,
      };
    case 'cta-ctd':
      return {
        ...form,
        closedToArrival: rule.closedToArrival,
        closedToDeparture: rule.closedToDeparture,
        ranges: rule.dates.map(rangeForm),
      };
    default: {
      const offer: RuleForm = {
        ...form,
        priority: rule.priority,
        combinesWith: [...rule.combinesWith],
        hasStayWindow: rule.stayWindow !== undefined,
        stayWindow: rule.stayWindow ? rangeForm(rule.stayWindow) : EMPTY_RANGE,
      };
      switch (rule.kind) {
        case 'earlybird-period':
          return { ...offer, ...valueForm(rule.value), booked: rangeForm(rule.booked) };
        case 'earlybird-rolling':
          return { ...offer, ...valueForm(rule.value), daysBeforeArrival: rule.daysBeforeArrival };
        case 'long-stay':
          return { ...offer, ...valueForm(rule.value), minNights: rule.minNights };
        case 'bonus-night':
          return { ...offer, stayNights: rule.stayNights, payNights: rule.payNights, repeats: rule.repeats };
      }
    }
  }
}

export type RuleResult =
  | { rule: ContractRule; problems: null }
  | { rule: null; problems: Record<string, FieldProblem> };

/**
 * The rule of a form, or the problems of the fields that cannot be sent as typed. Field names are
 * the rule's own paths (`amount`, `nights.0`, `value.percent`): the server's errors for
 * `/data/0/body/rules/<index>/…` use the same ones.
 */
export function ruleOf(form: RuleForm): RuleResult {
  const problems: Record<string, FieldProblem> = {};
  const amountOf = (typed: string, field: string): string => {
    const amount = parseAmount(typed);
    if (amount === null) problems[field] = typed.trim() === '' ? 'required' : 'amount';
    return amount ?? typed;
  };
  const rangeOf = (range: RangeForm, field: string): DateRange => {
    if (!range.from || !range.to) problems[field] = 'required';
    else if (range.to < range.from) problems[field] = 'dateRange';
    return { from: range.from ?? '', to: range.to ?? '' };
  };
  const wholeOf = (value: number | null, field: string): number => {
    if (value === null || !Number.isSafeInteger(value)) problems[field] = 'required';
    return value ?? 0;
  };
  const offerValueOf = (): OfferValue => {
    if (form.valueKind === 'percent') {
      const percent = parsePercent(form.percent);
      if (percent === null) problems['value.percent'] = form.percent.trim() === '' ? 'required' : 'percent';
      return { kind: 'percent', percent: percent ?? form.percent };
    }
    return { kind: 'amount', amount: amountOf(form.valueAmount, 'value.amount'), per: form.per };
  };

  const id = form.id.trim();
  const name = form.name.trim();
  if (!id) problems.id = 'required';
  if (!name) problems.name = 'required';
  const roomTypes = form.roomTypes.length > 0 ? { roomTypes: [...form.roomTypes] } : {};
  const childrenFromAge = form.childrenFromAge !== null ? { childrenFromAge: form.childrenFromAge } : {};
  const base = { id, name };

  let rule: ContractRule;
  switch (form.kind) {
    case 'supplement':
      rule = {
        ...base,
        kind: 'supplement',
        basis: form.basis,
        amount: amountOf(form.amount, 'amount'),
        ...roomTypes,
        ...(form.mealPlans.length > 0 ? { mealPlans: [...form.mealPlans] } : {}),
        ...(form.ranges.length > 0
          ? { nights: form.ranges.map((range, index) => rangeOf(range, `nights.${index}`)) }
          : {}),
        ...childrenFromAge,
      };
      break;
    case 'compulsory':
      form.dates.forEach((date, index) => {
        if (!date) problems[`dates.${index}`] = 'required';
      });
      if (form.dates.length === 0) problems.dates = 'required';
      rule = {
        ...base,
        kind: 'compulsory',
        dates: form.dates.map((date) => date ?? ''),
        amountPerPerson: amountOf(form.amountPerPerson, 'amountPerPerson'),
        ...childrenFromAge,
        ...roomTypes,
      };
      break;
    case 'cta-ctd':
      if (!form.closedToArrival && !form.closedToDeparture) problems.closedToArrival = 'required';
      if (form.ranges.length === 0) problems.dates = 'required';
      rule = {
        ...base,
        kind: 'cta-ctd',
        closedToArrival: form.closedToArrival,
        closedToDeparture: form.closedToDeparture,
        dates: form.ranges.map((range, index) => rangeOf(range, `dates.${index}`)),
        ...roomTypes,
      };
      break;
    default: {
      const offer = {
        ...base,
        priority: form.priority,
        combinesWith: [...form.combinesWith],
        ...roomTypes,
        ...(form.hasStayWindow ? { stayWindow: rangeOf(form.stayWindow, 'stayWindow') } : {}),
      };
      switch (form.kind) {
        case 'earlybird-period':
          rule = {
            ...offer,
            kind: 'earlybird-period',
            booked: rangeOf(form.booked, 'booked'),
            stayWindow: rangeOf(form.stayWindow, 'stayWindow'),
            value: offerValueOf(),
          };
          break;
        case 'earlybird-rolling':
          rule = {
            ...offer,
            kind: 'earlybird-rolling',
            daysBeforeArrival: wholeOf(form.daysBeforeArrival, 'daysBeforeArrival'),
            value: offerValueOf(),
          };
          break;
        case 'long-stay':
          rule = {
            ...offer,
            kind: 'long-stay',
            minNights: wholeOf(form.minNights, 'minNights'),
            value: offerValueOf(),
          };
          break;
        case 'bonus-night': {
          const stayNights = wholeOf(form.stayNights, 'stayNights');
          const payNights = wholeOf(form.payNights, 'payNights');
          if (!problems.payNights && !problems.stayNights && payNights > stayNights) problems.payNights = 'payOverStay';
          rule = { ...offer, kind: 'bonus-night', stayNights, payNights, repeats: form.repeats };
          break;
        }
      }
    }
  }
  return Object.keys(problems).length > 0 ? { rule: null, problems } : { rule, problems: null };
}

/** The offers' combinations written on both sides for `offer`, after it was added or changed. */
function withCombinations(rules: ContractRule[], offer: ContractRule, previousId: string | null): ContractRule[] {
  if (!isOfferRule(offer)) {
    // A rule that is no offer is named by none (its id may have been an offer's before).
    return rules.map((rule) =>
      isOfferRule(rule) && previousId !== null && rule.combinesWith.includes(previousId)
        ? { ...rule, combinesWith: rule.combinesWith.filter((id) => id !== previousId) }
        : rule,
    );
  }
  return rules.map((rule) => {
    if (rule === offer || !isOfferRule(rule)) return rule;
    const others = rule.combinesWith.filter((id) => id !== offer.id && id !== previousId);
    const combinesWith = offer.combinesWith.includes(rule.id) ? [...others, offer.id] : others;
    const same =
      combinesWith.length === rule.combinesWith.length && combinesWith.every((id) => rule.combinesWith.includes(id));
    return same ? rule : { ...rule, combinesWith };
  });
}

/**
 * The body with `rule` in place of the rule at `index` (or added at the end when index is null),
 * and the index it has there. The offers it combines with name it back; those it no longer
 * combines with forget it.
 */
export function withRule<B extends Pick<ContractBody, 'rules'>>(
  body: B,
  rule: ContractRule,
  index: number | null,
): { body: B; index: number } {
  const previousId = index === null ? null : (body.rules[index]?.id ?? null);
  const replaced = index === null ? [...body.rules, rule] : body.rules.map((old, at) => (at === index ? rule : old));
  const at = index ?? replaced.length - 1;
  return { body: { ...body, rules: withCombinations(replaced, replaced[at] as ContractRule, previousId) }, index: at };
}

/** The body without the rule at `index`; no offer names it any more. */
export function withoutRule<B extends Pick<ContractBody, 'rules'>>(body: B, index: number): B {
  const removed = body.rules[index];
  if (!removed) return body;
  const rules = body.rules
    .filter((_, at) => at !== index)
    .map((rule) =>
      isOfferRule(rule) && rule.combinesWith.includes(removed.id)
        ? { ...rule, combinesWith: rule.combinesWith.filter((id) => id !== removed.id) }
        : rule,
    );
  return { ...body, rules };
}

/**
 * The server's field errors of the rule at `index` by the dialog's field names
 * (`body.rules.2.value.percent` → `value.percent`); errors of the rule as a whole or of other parts
 * of the body come back as `rest`, to be said above the form.
 */
export function ruleErrorsOf(
  errors: Readonly<Record<string, string[]>>,
  index: number,
): { fields: Record<string, string[]>; rest: string[] } {
  const fields: Record<string, string[]> = {};
  const rest: string[] = [];
  const prefix = `body.rules.${index}.`;
  for (const [name, messages] of Object.entries(errors)) {
    if (name.startsWith(prefix)) {
      // A list's item error belongs on the list's input (roomTypes.1 → roomTypes).
      const field = name.slice(prefix.length).replace(/^(roomTypes|mealPlans|combinesWith)\.\d+$/, '$1');
      fields[field] = [...(fields[field] ?? []), ...messages];
    } else rest.push(...messages);
  }
  return { fields, rest };
}
