import { YEARLESS_YEAR } from '@keel/shared/import-files/csv-values';

/** 'YYYY-MM-DD' (a calendar date, no time zone) as e.g. 'Nov 21, 2026'; a birthday kept without its year as 'Mar 14'. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    ...(String(year) === YEARLESS_YEAR ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day of a timestamp (ISO 8601) in the viewer's time zone, written as a date: e.g. 'Nov 21, 2026'. */
export function formatTimestampDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * A timestamp (ISO 8601) in the viewer's time zone, e.g. 'Nov 21, 2026, 3:04 PM'. With formatDate,
 * the app's one way to write each kind: a date, a date and time.
 */
export function formatDateTime(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
