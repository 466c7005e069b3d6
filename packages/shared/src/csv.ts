/** CSV writing (RFC 4180) shared by the export, the sample file and the skipped-rows report. */

/**
 * Formula injection (OWASP "CSV Injection", decision 0019): a spreadsheet runs a cell that starts
 * with = + - @ (or a tab / carriage return before one) as a formula. Our files neutralise such a
 * cell with a leading apostrophe, and the import takes exactly that apostrophe off again:
 *
 * - export: a cell matching TRIGGER_AFTER_QUOTES ( '* then = + - @ \t \r ) gets one more ' in front,
 *   unless the whole cell is a plain number ('-5', '+44', '-0.5': a spreadsheet reads a number, not
 *   a formula, and a negative figure keeps its value);
 * - import: a cell matching ESCAPED ( '+ then = + - @ \t \r ) loses its first '.
 *
 * The two are exact inverses, so export → import keeps every value, even one that really starts
 * with "'=": it is written "''=" and read back as "'=". A cell with a quote that our export did
 * not add ("'abc", "'5") is read as it stands.
 */
const TRIGGER_AFTER_QUOTES = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The cell's text as a spreadsheet may open it safely. */
export function neutraliseFormula(text: string): string {
  return TRIGGER_AFTER_QUOTES.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** The inverse of {@link neutraliseFormula}: the value a cell of our export stands for. */
export function restoreFormula(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}

/** One field: formulas neutralised; quoted when it holds a comma, a quote, a line break or surrounding spaces. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutraliseFormula(Array.isArray(value) ? value.join(';') : String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, ended with CRLF as RFC 4180 (and spreadsheet programs) expect. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
