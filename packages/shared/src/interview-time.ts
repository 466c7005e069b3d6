import { z } from 'zod';
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

/**
 * A zone a member, the office or an interview may be set to (decision 0080): an IANA name the
 * runtime knows (Intl), in its canonical spelling; null for an unknown one or a bare UTC offset
 * ('+05:00'), which names no place and follows no DST.
 */
export function knownTimeZone(zone: string): string | null {
  const canonical = canonicalTimeZone(zone.trim());
  return canonical && /^[A-Za-z]/.test(canonical) ? canonical : null;
}

/** Every IANA zone the runtime knows, sorted, UTC included: the choices of the zone selects. */
export function timeZoneNames(): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...supported, 'UTC'])].sort();
}

/** A zone field of an input: a known IANA zone, stored in its canonical spelling; 400 naming it otherwise. */
export const timeZoneField = z
  .string({ error: 'Choose a time zone.' })
  .trim()
  .min(1, 'Choose a time zone.')
  .transform((zone, ctx) => {
    const known = knownTimeZone(zone);
    if (known) return known;
    ctx.addIssue({ code: 'custom', message: unknownTimeZoneMessage(zone) });
    return z.NEVER;
  });

/** The offset of `timeZone` from UTC at `instant`, in milliseconds (Berlin in winter: +3 600 000). */
function offsetAt(instant: number, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((x) => [x.type, Number(x.value)]),
  );
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock date ('2026-03-29') and time ('09:30' or '09:30:00') name in
 * `timeZone`; null for a malformed one. A time the clocks skip (the spring-forward hour) is read
 * with the offset before the change, so it lands an hour later, as calendars do; a time that
 * occurs twice (autumn) is its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  if (Number.isNaN(wall)) return null;
  const first = wall - offsetAt(wall - 12 * 3_600_000, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return new Date(offsetAt(second, timeZone) === wall - second ? second : first);
}

/** An instant as its wall-clock date ('2026-12-01') and time ('09:30') in `timeZone`: what a date and a time input show. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
