import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  FIRM_TIME_ZONE,
  formatInterviewTime,
  knownTimeZone,
  timeZoneNames,
  wallClock,
  zonedInstant,
} from './interview-time';

describe('interview times in their time zone', () => {
  it('reads the same wall-clock time in Austin in winter and in summer (DST), from different UTC instants', () => {
    expect(formatInterviewTime(new Date('2026-12-01T15:30:00Z'), 60, 'America/Chicago')).toBe(
      'Tuesday, 1 December 2026, 09:30–10:30 (Central Time, America/Chicago)',
    );
    expect(formatInterviewTime(new Date('2026-07-14T14:30:00Z'), 60, 'America/Chicago')).toBe(
      'Tuesday, 14 July 2026, 09:30–10:30 (Central Time, America/Chicago)',
    );
  });

  it('counts the hour the clocks skip on the night DST starts, and names the next day when an interview runs past midnight', () => {
    expect(formatInterviewTime(new Date('2026-03-08T07:30:00Z'), 60, 'America/Chicago')).toBe(
      'Sunday, 8 March 2026, 01:30–03:30 (Central Time, America/Chicago)',
    );
    expect(formatInterviewTime(new Date('2026-12-01T22:30:00Z'), 90, 'Europe/Berlin')).toBe(
      'Tuesday, 1 December 2026, 23:30–Wednesday, 2 December 2026, 01:00 (Central European Time, Europe/Berlin)',
    );
  });

  it('knows IANA zones (canonical spelling) and refuses others', () => {
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(FIRM_TIME_ZONE).toBe('America/Chicago');
  });
});

describe('wall-clock times in a zone (decision 0080)', () => {
  it('reads a date and time in a zone as the instant it names, in winter and in summer', () => {
    expect(zonedInstant('2026-12-01', '09:30', 'Europe/Berlin')?.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T07:30:00.000Z');
    expect(zonedInstant('2026-10-28', '10:00', 'America/New_York')?.toISOString()).toBe('2026-10-28T14:00:00.000Z');
    expect(zonedInstant('2026-11-04', '10:00', 'America/New_York')?.toISOString()).toBe('2026-11-04T15:00:00.000Z');
    expect(zonedInstant('2026-12-01', '09:30:15', 'UTC')?.toISOString()).toBe('2026-12-01T09:30:15.000Z');
    expect(zonedInstant('2026-12-01', '09:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-01T04:00:00.000Z');
  });

  it('reads a time the clocks skip an hour later, and a time that happens twice as its first occurrence', () => {
    expect(zonedInstant('2026-03-08', '02:30', 'America/Chicago')?.toISOString()).toBe('2026-03-08T08:30:00.000Z'); // 03:30 CDT
    expect(zonedInstant('2026-11-01', '01:30', 'America/Chicago')?.toISOString()).toBe('2026-11-01T06:30:00.000Z'); // 01:30 CDT
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses a malformed date or time', () => {
    expect(zonedInstant('2026-12', '09:30', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-01', '9.30', 'UTC')).toBeNull();
  });

  it('gives an instant back as its date and time in a zone, the inverse of zonedInstant', () => {
    expect(wallClock(new Date('2026-12-01T08:30:00Z'), 'Europe/Berlin')).toEqual({ date: '2026-12-01', time: '09:30' });
    expect(wallClock(new Date('2026-12-01T03:30:00Z'), 'America/New_York')).toEqual({ date: '2026-11-30', time: '22:30' });
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Kiritimati']) {
      const { date, time } = wallClock(new Date('2026-10-28T14:00:00Z'), zone);
      expect(zonedInstant(date, time, zone)?.toISOString(), zone).toBe('2026-10-28T14:00:00.000Z');
    }
  });

  it('knows the IANA zones (canonical), refuses bare offsets and unknown names, and lists them all with UTC', () => {
    expect(knownTimeZone(' europe/berlin ')).toBe('Europe/Berlin');
    expect(knownTimeZone('UTC')).toBe('UTC');
    expect(knownTimeZone('+05:00')).toBeNull();
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeNull();
    const names = timeZoneNames();
    expect(names).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin', 'America/New_York']));
    expect(names.length).toBeGreaterThan(300);
    expect(names.every((zone) => knownTimeZone(zone) !== null)).toBe(true);
  });
});
