import { fixedChoices, referenceChoices } from './api.ts';
import { reportMessages as m } from './messages.ts';

/** Code and name, as staff know a room type or a company from the lists under Config and Sales. */
const labelOf = (row: { code: string; name: string }) => (row.name ? `${row.code} · ${row.name}` : row.code);

/** The hotel's room types (configuration/room-type), by id. */
export const roomTypeChoices = referenceChoices('configuration/room-type', (rows) =>
  rows.map((row) => ({ id: String(row.id), label: labelOf(row) })),
);

/** The hotel's floors (configuration/floor), by id, in the order the list keeps them. */
export const floorChoices = referenceChoices('configuration/floor', (rows) =>
  rows.map((row) => ({ id: String(row.id), label: row.name || row.code })),
);

/** Company profiles (reservation/company-profile), by id: a long list, typed into. */
export const companyChoices = referenceChoices(
  'reservation/company-profile',
  (rows) =>
    rows.map((row) => ({ id: String(row.id), label: labelOf(row) })).sort((a, b) => a.label.localeCompare(b.label)),
  { isSearchable: true },
);

/** The two booking channels, by their wire names. */
export const channelChoices = fixedChoices('channel', (intl) => [
  { id: 'OTA', label: intl.formatMessage(m.ota) },
  { id: 'NON-OTA', label: intl.formatMessage(m.nonOta) },
]);
