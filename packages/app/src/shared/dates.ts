/**
 * Calendar arithmetic on ISO dates ('2026-11-21'): the shared @pms/domain calendar, so the app and
 * the server count nights and days the same way (`nightsBetween` for a stay, `daysInclusive` for a
 * period with both ends counted).
 */
export {
  addDays,
  dayDifference,
  daysInclusive,
  daysOf,
  endOfMonth,
  isIsoDate,
  localToday,
  nightsBetween,
  nightsOf,
  startOfMonth,
  weekdayOf,
} from '@pms/domain/calendar';
