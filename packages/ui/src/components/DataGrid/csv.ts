/** A value one CSV field can hold; null and undefined become an empty field. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvOptions {
  /** Field separator; ',' by default. */
  delimiter?: string;
  /** Record separator; CRLF by default, as RFC 4180 and Excel expect. */
  lineBreak?: string;
}

/**
 * Byte order mark put in front of a downloaded file: without it Excel reads UTF-8 as the ANSI code
 * page and Thai or Lao text turns into mojibake.
 */
export const CSV_BOM = '\uFEFF';

// A spreadsheet evaluates a field starting with one of these as a formula (CSV injection): a guest
// name typed as =HYPERLINK(...) would run on the accountant's machine.
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
// Signed amounts such as '-1,250.00' or '+5' are data, not formulas, and keep their sign.
const PLAIN_NUMBER = /^[-+]?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/** Text of one field: neutralised against formula injection, then quoted where RFC 4180 requires. */
export function csvField(value: CsvValue, delimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value;
  if (FORMULA_TRIGGER.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  const needsQuotes = text.includes('"') || text.includes('\n') || text.includes('\r') || text.includes(delimiter);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Builds CSV text (RFC 4180: CRLF records, fields with quotes, separators or line breaks quoted,
 * quotes doubled) from a header row and data rows. Text fields starting with = + - @, a tab or a
 * carriage return get a leading single quote so spreadsheets show them instead of evaluating them;
 * plain signed numbers such as '-1,250.00' are left as they are. Pure: no BOM, no download.
 */
export function toCsv(
  header: readonly string[],
  rows: Iterable<readonly CsvValue[]>,
  options: CsvOptions = {},
): string {
  const delimiter = options.delimiter ?? ',';
  const lineBreak = options.lineBreak ?? '\r\n';
  const records = [header.map((title) => csvField(title, delimiter)).join(delimiter)];
  for (const row of rows) {
    records.push(row.map((value) => csvField(value, delimiter)).join(delimiter));
  }
  return records.join(lineBreak);
}

/** Offers CSV text to the user as a UTF-8 file download (with BOM, for Excel). Browser only. */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; revoke once they have had the chance.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
