import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE, dateProblem, isStorableInstant, optionalDate, optionalWebAddress, webAddressHref } from './field-types';
import { OptionalTimestamp } from './jobs';

const issue = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('dates PostgreSQL can store (decision 0019: years 1..9999)', () => {
  it('refuses year 0, negative years and years past 9999 with the range message', () => {
    for (const text of ['0000-01-01', '0000-12-31', '10000-01-01', '-0001-01-01', '+010000-01-01', '99999-01-01']) {
      expect(dateProblem(text), text).toBe(DATE_RANGE_MESSAGE);
      expect(issue(optionalDate, text), text).toBe(DATE_RANGE_MESSAGE);
    }
  });

  it('accepts the first and last storable days; other bad dates stay "not a valid date"', () => {
    expect(optionalDate.parse('0001-01-01')).toBe('0001-01-01');
    expect(optionalDate.parse('9999-12-31')).toBe('9999-12-31');
    expect(optionalDate.parse('')).toBeNull();
    for (const text of ['2024-02-30', '2024-13-01', '0000-00-00x', 'NaN', '1e309'])
      expect(issue(optionalDate, text), text).toBe('Please enter a valid date.');
  });

  it('timestamps: year 0 (also after a time-zone shift) and year 10000 are refused', () => {
    for (const text of ['0000-01-01', '0000-12-31T23:59:59.999Z', '0001-01-01T00:30:00+01:00', '9999-12-31T23:00:00-05:00'])
      expect(issue(OptionalTimestamp, text), text).toBe(DATE_RANGE_MESSAGE);
    expect(OptionalTimestamp.parse('0001-01-01')).toBe('0001-01-01T00:00:00.000Z');
    expect(isStorableInstant(new Date('9999-12-31T23:59:59.999Z'))).toBe(true);
  });
});

describe('web addresses are http(s) only, checked after normalisation (decision 0069)', () => {
  it.each([
    "javascript:alert(1)+'@x.co",
    'javascript:alert(1)//x.co',
    'JaVaScRiPt:alert(1)',
    'javascript://x.co/%0aalert(1)',
    'java\tscript:alert(1)//x.co',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://files.example.com',
    'user:pass@example.com',
    'https://user:pass@example.com',
    'mailto:a@b.co',
    'https://example.com\\@evil.com',
    'exa\u200bmple.com',
  ])('refuses %j', (value) => {
    expect(webAddressHref(value)).toBeNull();
    expect(issue(optionalWebAddress, value)).toBe('Please enter a valid web address.');
  });

  it.each([
    ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
    ['HTTP://Example.com/Path', 'HTTP://Example.com/Path'],
    ['linkedin.com/in/janedoe', 'https://linkedin.com/in/janedoe'],
    ['example.com:8080/x?y=1#z', 'https://example.com:8080/x?y=1#z'],
    ['localhost:3000', 'https://localhost:3000'],
    ['https://meet.example.com/abc@def', 'https://meet.example.com/abc@def'],
  ])('accepts %j and links it as %j', (value, href) => {
    expect(webAddressHref(value)).toBe(href);
    expect(optionalWebAddress.parse(value)).toBe(value);
  });
});
