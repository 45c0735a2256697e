/**
 * CSV for spreadsheet programs as Croatian staff have them set up: `;` between cells (the comma is the decimal
 * separator there), CRLF between rows, and a byte order mark so Excel reads UTF-8 (č, ć, š, ž, đ) as such.
 */
const byteOrderMark = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return before one) gets a
 * leading apostrophe, so a value a driver typed (an e-mail such as `=HYPERLINK(…)@x.hr`) stays text (OWASP's
 * "CSV injection").
 */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return byteOrderMark + [header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}
