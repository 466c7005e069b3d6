/** Writes an iCalendar (RFC 5545) document: escaped text, CRLF lines folded at 75 octets. */

export type IcsEvent =
  | { uid: string; summary: string; description: string; stamp: Date; allDay: true; date: string }
  | { uid: string; summary: string; description: string; stamp: Date; allDay: false; start: string; end: string };

/**
 * A TEXT value escaped (RFC 5545 3.3.11). Any line break (CRLF, LF or a CR on its own, which some
 * calendar apps also take for the end of a line) becomes an escaped newline, and other control
 * characters go, so a value can never start a property or an event of its own.
 */
export const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
/** A UTC DATE-TIME: 20261201T150000Z. */
export const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** One content line folded at 75 octets. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let width = 75;
  while (rest.length > width) {
    let cut = width;
    while (cut > 0 && (rest[cut] & 0xc0) === 0x80) cut -= 1; // never split a UTF-8 character
    out.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    width = 74; // continuation lines start with a space
  }
  out.push(rest.toString('utf8'));
  return out.join('\r\n ');
}

export function icsCalendar(name: string, events: readonly IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Keel//Activities//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
  ];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${icsUtc(e.stamp)}`);
    if (e.allDay) lines.push(`DTSTART;VALUE=DATE:${e.date.replace(/-/g, '')}`);
    else lines.push(`DTSTART:${e.start}`, `DTEND:${e.end}`);
    lines.push(`SUMMARY:${icsText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A task due at a time: floating local time (the member's own), half an hour long. */
export function floatingSlot(date: string, time: string): { start: string; end: string } {
  const [h, m] = time.split(':').map(Number);
  const startMinutes = h * 60 + m;
  const endMinutes = Math.min(startMinutes + 30, 23 * 60 + 59);
  const hhmm = (mins: number) => `${String(Math.floor(mins / 60)).padStart(2, '0')}${String(mins % 60).padStart(2, '0')}00`;
  const day = date.replace(/-/g, '');
  return { start: `${day}T${hhmm(startMinutes)}`, end: `${day}T${hhmm(endMinutes)}` };
}

/** A logged meeting: the hour from when it was logged (UTC). */
export function utcHour(at: Date): { start: string; end: string } {
  return { start: icsUtc(at), end: icsUtc(new Date(at.getTime() + 60 * 60 * 1000)) };
}
