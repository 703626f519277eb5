// Money is exact (domain.md): amounts travel as decimal strings with up to two places and are
// added as whole cents in BigInt, never through floating point.

// One money module for the app and the server (@pms/domain): the names server callers use stay.
// toCents takes what the database hands over too: a numeric with more places than two, zeros only.
export { fromCents, sumMoney, toCents } from '@pms/domain/money';
