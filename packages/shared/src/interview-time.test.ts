import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, FIRM_TIME_ZONE, formatInterviewTime } from './interview-time';

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
