import { CURRENCY } from '@keel/shared/deal-figures';

/** How widgets write dates, money and counts (en-US, the firm's locale). */

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const countFormat = new Intl.NumberFormat('en-US');
const moneyFormats = new Map<string, Intl.NumberFormat>();
const compactMoneyFormats = new Map<string, Intl.NumberFormat>();
/** One formatter per currency, made once. */
function moneyFormat(currency: string, compact = false): Intl.NumberFormat {
  const cache = compact ? compactMoneyFormats : moneyFormats;
  let format = cache.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      maximumFractionDigits: compact ? 1 : 0,
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    cache.set(currency, format);
  }
  return format;
}

/** Today as YYYY-MM-DD in UTC, the calendar the server counts dates in. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

const utcDay = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/** Whole days from `today` to `date` (negative when the date is past). */
export const daysUntil = (date: string, today = todayIso()) => Math.round((utcDay(date) - utcDay(today)) / DAY_MS);

/** 'Nov 21' for a YYYY-MM-DD date. */
export const formatDay = (date: string) => dayFormat.format(new Date(utcDay(date)));

/** 'Nov 21, 2026' for a timestamp. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** When a record was added: 'Today', 'Yesterday', '3 days ago', else 'Nov 21, 2026'. */
export function formatAdded(iso: string, now = new Date()): string {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / DAY_MS);
  if (days < 1 && new Date(iso).getDate() === now.getDate()) return 'Today';
  if (days < 2) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(iso);
}

/** 'Today', 'Tomorrow', 'In 3 days', 'Yesterday', '3 days overdue'. */
export function relativeDay(date: string, today = todayIso()): string {
  const days = daysUntil(date, today);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 1 ? `In ${days} days` : `${-days} days overdue`;
}

export const formatCount = (value: number) => countFormat.format(value);
export const formatMoney = (value: number, currency = CURRENCY) => moneyFormat(currency).format(value);
export const formatCompactMoney = (value: number, currency = CURRENCY) =>
  Math.abs(value) >= 100_000 ? moneyFormat(currency, true).format(value) : moneyFormat(currency).format(value);

/** A positive whole number from a widget config value, else the fallback, at most `max`. */
export function configNumber(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}
