// Calendar dates as the API and the database carry them: ISO `yyyy-MM-dd` strings, computed as
// calendar dates so that no time zone or daylight-saving change moves a night.

// One calendar module for the app and the server (@pms/domain): the names server callers use stay.
// dayDifference(from, to) is `to` minus `from` in whole days (a stay's nights; the domain's
// nightsBetween), not the days of a range counted at both ends (daysInclusive).
export { addDays, dayDifference, nightsOf, weekdayOf } from '@pms/domain/calendar';
