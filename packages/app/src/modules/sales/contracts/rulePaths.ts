// The rule screens and their paths under /menu (spec §2), with no imports: the routes read them
// without loading the screens' code.

export const RULE_KINDS = [
  'supplement',
  'compulsory',
  'bonus-night',
  'earlybird-period',
  'earlybird-rolling',
  'long-stay',
  'cta-ctd',
] as const;

/** A kind of contract rule (the quote engine's ContractRule kinds). */
export type RuleKind = (typeof RULE_KINDS)[number];

export const RULE_PATHS: Record<RuleKind, string> = {
  supplement: 'app/supplement',
  compulsory: 'app/compulsory',
  'bonus-night': 'app/bonus-night',
  'earlybird-period': 'app/earlybird-period',
  'earlybird-rolling': 'app/earlybird-rolling',
  'long-stay': 'app/long-stay',
  'cta-ctd': 'app/cta-ctd',
};
