import { site } from './site';

/**
 * Interview times and their time zones (decision 0039): an interview starts at an instant (UTC)
 * and keeps the IANA zone it was scheduled in; mails and templates show the time in that zone.
 */
export const FIRM_TIME_ZONE: string = site.timeZone;

export const unknownTimeZoneMessage = (zone: string) => `Unknown time zone "${zone}": use an IANA time zone such as ${FIRM_TIME_ZONE}.`;

/** The zone's canonical IANA name (America/Chicago for america/chicago), or null when Intl does not know it. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

type Parts = Record<'weekday' | 'day' | 'month' | 'year' | 'hour' | 'minute', string>;

function partsIn(date: Date, timeZone: string): Parts {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const found = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return found as Parts;
}

/** The zone's generic name, e.g. 'Central Time' (whatever the season). */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name}, ${timeZone}` : timeZone;
}

const day = (p: Parts) => `${p.weekday}, ${p.day} ${p.month} ${p.year}`;

/**
 * An interview's time as its invitation reads, in `timeZone`:
 * 'Tuesday, 1 December 2026, 09:30–10:30 (Central Time, America/Chicago)'; an interview that
 * ends on the next day names that day too.
 */
export function formatInterviewTime(startsAt: Date, durationMinutes: number, timeZone: string): string {
  const end = new Date(startsAt.getTime() + durationMinutes * 60_000);
  const from = partsIn(startsAt, timeZone);
  const to = partsIn(end, timeZone);
  const until = day(from) === day(to) ? `${to.hour}:${to.minute}` : `${day(to)}, ${to.hour}:${to.minute}`;
  return `${day(from)}, ${from.hour}:${from.minute}–${until} (${timeZoneLabel(timeZone, startsAt)})`;
}
