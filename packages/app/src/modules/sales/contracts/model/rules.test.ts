import type { ContractRule } from '@pms/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyRuleForm,
  otherOffers,
  RULE_KINDS,
  type RuleForm,
  ruleErrorsOf,
  ruleFormOf,
  ruleOf,
  rulesOfKind,
  suggestId,
  withoutRule,
  withRule,
} from './rules.ts';

const RULES: ContractRule[] = [
  {
    id: 'EB30',
    kind: 'earlybird-rolling',
    name: 'Early booking 30 days',
    priority: 1,
    combinesWith: ['STAY7'],
    daysBeforeArrival: 30,
    value: { kind: 'percent', percent: '10' },
  },
  {
    id: 'STAY7',
    kind: 'bonus-night',
    name: 'Stay 7 pay 6',
    priority: 5,
    combinesWith: ['EB30'],
    stayNights: 7,
    payNights: 6,
    repeats: true,
  },
  {
    id: 'GALA-XMAS',
    kind: 'compulsory',
    name: 'Christmas gala dinner',
    dates: ['2026-12-24'],
    amountPerPerson: '1800.00',
    childrenFromAge: 6,
  },
  {
    id: 'CTA-XMAS',
    kind: 'cta-ctd',
    name: 'No arrivals at Christmas',
    closedToArrival: true,
    closedToDeparture: false,
    dates: [{ from: '2026-12-24', to: '2026-12-25' }],
  },
  {
    id: 'RIVER',
    kind: 'supplement',
    name: 'River view',
    basis: 'per-room',
    amount: '300.00',
    roomTypes: ['DLX', 'JRS'],
  },
  {
    id: 'EARLY-Q1',
    kind: 'earlybird-period',
    name: 'Book by January',
    priority: 2,
    combinesWith: [],
    booked: { from: '2026-10-01', to: '2027-01-31' },
    stayWindow: { from: '2027-02-01', to: '2027-04-30' },
    value: { kind: 'amount', amount: '150.00', per: 'room' },
  },
  {
    id: 'LONG7',
    kind: 'long-stay',
    name: 'Long stay',
    priority: 3,
    combinesWith: [],
    stayWindow: { from: '2027-05-01', to: '2027-09-30' },
    minNights: 7,
    value: { kind: 'amount', amount: '50.00', per: 'person' },
  },
];
const BODY = { rules: RULES };

describe('the rules of a screen', () => {
  it('lists the rules of its kind with their place in the version', () => {
    expect(rulesOfKind(BODY, 'compulsory')).toEqual([{ rule: RULES[2], index: 2 }]);
    expect(rulesOfKind(BODY, 'long-stay').map(({ index }) => index)).toEqual([6]);
    expect(rulesOfKind({ rules: [] }, 'supplement')).toEqual([]);
  });

  it('has one screen per kind of the engine', () => {
    expect([...RULE_KINDS].sort()).toEqual(
      [
        'bonus-night',
        'compulsory',
        'cta-ctd',
        'earlybird-period',
        'earlybird-rolling',
        'long-stay',
        'supplement',
      ].sort(),
    );
  });

  it('offers a free id for a new rule', () => {
    expect(suggestId(BODY, 'supplement')).toBe('SUP1');
    expect(suggestId({ rules: [{ ...RULES[4], id: 'SUP1' } as ContractRule] }, 'supplement')).toBe('SUP2');
  });

  it('lets an offer combine with the other offers only', () => {
    expect(otherOffers(BODY, 'EB30').map((rule) => rule.id)).toEqual(['STAY7', 'EARLY-Q1', 'LONG7']);
  });
});

describe('a rule’s form', () => {
  it.each(RULES.map((rule) => [rule.kind, rule] as const))('gives back a %s rule as it was', (_, rule) => {
    expect(ruleOf(ruleFormOf(rule))).toEqual({ rule, problems: null });
  });

  it('writes amounts exactly and leaves out what is not chosen', () => {
    const form: RuleForm = {
      ...emptyRuleForm('supplement', BODY),
      name: ' Sea view ',
      basis: 'per-person',
      amount: '1,250.5',
    };
    expect(ruleOf(form)).toEqual({
      rule: { id: 'SUP1', kind: 'supplement', name: 'Sea view', basis: 'per-person', amount: '1250.50' },
      problems: null,
    });
  });

  it('names the fields that cannot be sent as typed', () => {
    const form: RuleForm = {
      ...emptyRuleForm('earlybird-period', BODY),
      name: '',
      percent: '120',
      booked: { from: '2027-01-31', to: '2026-10-01' },
    };
    expect(ruleOf(form).problems).toEqual({
      name: 'required',
      'value.percent': 'percent',
      booked: 'dateRange',
      stayWindow: 'required',
    });
  });

  it('refuses a bonus night that pays more nights than it stays', () => {
    const form: RuleForm = { ...emptyRuleForm('bonus-night', BODY), name: 'Stay 3 pay 4', stayNights: 3, payNights: 4 };
    expect(ruleOf(form).problems).toEqual({ payNights: 'payOverStay' });
  });

  it('needs a date of a compulsory charge and a closing of a CTA/CTD', () => {
    expect(ruleOf({ ...emptyRuleForm('compulsory', BODY), name: 'Gala', amountPerPerson: '10' }).problems).toEqual({
      'dates.0': 'required',
    });
    expect(
      ruleOf({
        ...emptyRuleForm('cta-ctd', BODY),
        name: 'x',
        closedToArrival: false,
        ranges: [{ from: '2027-01-01', to: '2027-01-01' }],
      }).problems,
    ).toEqual({ closedToArrival: 'required' });
  });
});

describe('changing a version’s rules', () => {
  const long = RULES[6] as ContractRule & { kind: 'long-stay' };

  it('adds a rule at the end', () => {
    const rule = ruleOf({ ...emptyRuleForm('supplement', BODY), name: 'Sea view', amount: '100' }).rule as ContractRule;
    const { body, index } = withRule(BODY, rule, null);
    expect(index).toBe(RULES.length);
    expect(body.rules.at(-1)).toEqual(rule);
    expect(BODY.rules).toHaveLength(7);
  });

  it('writes a combination on both offers', () => {
    const { body } = withRule(BODY, { ...long, combinesWith: ['EB30'] }, 6);
    const eb30 = body.rules.find((rule) => rule.id === 'EB30');
    expect(eb30 && 'combinesWith' in eb30 ? eb30.combinesWith : null).toEqual(['STAY7', 'LONG7']);
  });

  it('takes a combination off both offers', () => {
    const stay = RULES[1] as ContractRule & { kind: 'bonus-night' };
    const { body } = withRule(BODY, { ...stay, combinesWith: [] }, 1);
    expect(body.rules[0] && 'combinesWith' in body.rules[0] ? body.rules[0].combinesWith : null).toEqual([]);
  });

  it('follows a renamed offer', () => {
    const stay = RULES[1] as ContractRule & { kind: 'bonus-night' };
    const { body } = withRule(BODY, { ...stay, id: 'STAY7-6' }, 1);
    expect(body.rules[0] && 'combinesWith' in body.rules[0] ? body.rules[0].combinesWith : null).toEqual(['STAY7-6']);
  });

  it('removes a rule and every mention of it', () => {
    const body = withoutRule(BODY, 1);
    expect(body.rules.map((rule) => rule.id)).not.toContain('STAY7');
    expect(body.rules[0] && 'combinesWith' in body.rules[0] ? body.rules[0].combinesWith : null).toEqual([]);
    expect(withoutRule(BODY, 99)).toBe(BODY);
  });

  it('puts the server’s errors of the edited rule on its fields', () => {
    expect(
      ruleErrorsOf(
        {
          'body.rules.6.value.amount': ['Not an amount'],
          'body.rules.6.roomTypes.1': ['not a room type'],
          'body.rules.6': ['Stay and pay'],
          'body.rules.2.amountPerPerson': ['Not an amount'],
        },
        6,
      ),
    ).toEqual({
      fields: { 'value.amount': ['Not an amount'], roomTypes: ['not a room type'] },
      rest: ['Stay and pay', 'Not an amount'],
    });
  });
});
