import type { Priority } from '@keel/shared/funnel';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** A deal value as money ($45,000); nothing when unknown. */
export function formatDealValue(value: number | null): string {
  return value === null ? '' : usd.format(value);
}

/** A column total, compact past a million ($1.2M) so the header stays one line. */
export function formatColumnTotal(value: number): string {
  return value >= 1_000_000 ? usdCompact.format(value) : usd.format(value);
}

// One formatter, made once: toLocaleDateString builds a new one per call, which a scrolling board feels.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A 'YYYY-MM-DD' date as 'Mar 9, 2026', read as a calendar day (no time-zone shift). */
export function formatDay(day: string | null): string {
  if (!day) return '';
  const [y, m, d] = day.split('-').map(Number);
  return dayFormat.format(Date.UTC(y, m - 1, d));
}

/** True when a next-contact day is today or earlier (the card flags it). */
export function isDue(day: string | null, today = new Date()): boolean {
  if (!day) return false;
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return day <= local;
}

export const PRIORITY_STYLES: Record<Priority, string> = {
  High: 'bg-red-50 text-red-800 ring-red-200',
  Medium: 'bg-amber-50 text-amber-900 ring-amber-200',
  Low: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** A timestamp as 'Mar 9, 2026, 2:05 PM' in the viewer's zone: the app's one date-time format. */
export { formatDateTime as formatTimestamp } from '../../lib/format-date';
