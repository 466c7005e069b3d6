/** CSV writing (RFC 4180) shared by the export, the sample file and the skipped-rows report. */

/** One field: quoted when it holds a comma, a quote, a line break or surrounding spaces. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(';') : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, ended with CRLF as RFC 4180 (and spreadsheet programs) expect. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
