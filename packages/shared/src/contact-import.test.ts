import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  canonicalHeader,
  changedColumns,
  CONTACT_CSV_COLUMNS,
  importRowRules,
  mapColumns,
  MISSING_EMAIL_REASON,
  normaliseHeader,
} from './contact-import';
import { csvField, csvLine } from './csv';
import { SAMPLE_CONTACT_COUNT, sampleContacts, sampleContactsCsv } from './sample-contacts';

describe('header normalisation (docs/product/data-import-export.md#csv-import)', () => {
  it.each([
    ['Email', 'email'],
    ['  First Name  ', 'first_name'],
    ['ZIP   Code', 'zip_code'],
    ['\uFEFFemail', 'email'],
    ['LAST_NAME', 'last_name'],
  ])('%j becomes %j', (header, expected) => expect(normaliseHeader(header)).toBe(expected));

  it.each([
    ['mobilePhone', 'mobile_phone'],
    ['workEmail', 'work_email'],
    ['homeEmail', 'home_email'],
    ['homePhone', 'home_phone'],
    ['jobTitle', 'job_title'],
    ['zipCode', 'zip_code'],
    ['linkedinProfile', 'linkedin_profile'],
    ['instagramProfile', 'instagram_profile'],
    ['avatarUrl', 'avatar_url'],
    ['created_by', 'created_by'],
    ['last_modified_by', 'last_modified_by'],
  ])('accepts the camel-case alias %s of docs/product/records.md#contacts as %s', (header, column) =>
    expect(canonicalHeader(header)).toBe(column),
  );

  it('maps known columns, recognises the ones the import sets itself, and flags unknown ones', () => {
    expect(mapColumns(['E-mail', 'Email', 'jobTitle', 'created_by', 'id', 'Favourite Colour'])).toEqual([
      { header: 'E-mail', column: null, note: 'unknown' },
      { header: 'Email', column: 'email', note: 'mapped' },
      { header: 'jobTitle', column: 'job_title', note: 'mapped' },
      { header: 'created_by', column: null, note: 'ignored' },
      { header: 'id', column: null, note: 'ignored' },
      { header: 'Favourite Colour', column: null, note: 'unknown' },
    ]);
  });

  it('exports every contact field but id, created_at, updated_at, created_by and last_modified_by (docs/product/data-import-export.md#csv-export)', () => {
    for (const excluded of ['id', 'created_at', 'updated_at', 'created_by', 'last_modified_by'])
      expect(CONTACT_CSV_COLUMNS).not.toContain(excluded);
    expect(CONTACT_CSV_COLUMNS).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'mobile_phone', 'tags', 'is_inquiry', 'avatar_url', 'birthday']),
    );
  });
});

describe('row rules (docs/product/data-import-export.md#csv-import)', () => {
  const rules = importRowRules(['email', 'first_name', 'last_name', 'tags', 'is_inquiry', 'birthday', 'linkedin_profile', 'company_id']);

  it.each([[{}], [{ email: '' }], [{ email: '   ' }], [{ first_name: 'Ann' }]])('skips a row without an e-mail (%j)', (record) => {
    expect(rules(record)).toEqual({ ok: false, reason: MISSING_EMAIL_REASON, errors: [{ field: 'email', message: MISSING_EMAIL_REASON }] });
  });

  it('reports every problem of a row, each with its field', () => {
    expect(rules({ email: '', birthday: 'soon', is_inquiry: 'maybe' })).toEqual({
      ok: false,
      reason: 'Missing required field: email. Invalid birthday: Please enter a valid date. Invalid is_inquiry: Please use true or false.',
      errors: [
        { field: 'email', message: MISSING_EMAIL_REASON },
        { field: 'birthday', message: 'Please enter a valid date.' },
        { field: 'is_inquiry', message: 'Please use true or false.' },
      ],
    });
  });

  it('lower-cases and trims the e-mail (matching is by lowercase e-mail)', () => {
    expect(rules({ email: '  Ann@Example.COM ' })).toMatchObject({ ok: true, values: { email: 'ann@example.com' } });
  });

  it('splits tags on semicolons, trimmed, empties and repeats dropped', () => {
    expect(rules({ email: 'a@b.co', tags: ' vip ; lead;;vip; ' })).toMatchObject({ ok: true, values: { tags: ['vip', 'lead'] } });
  });

  it('reads only the file’s columns and turns empty cells into empty values', () => {
    const result = importRowRules(['email', 'phone'])({ email: 'a@b.co', phone: '', first_name: 'ignored, not a column of this file' });
    expect(result).toEqual({ ok: true, values: { email: 'a@b.co', phone: null } });
  });

  it('keeps empty names as empty text (only the e-mail is required)', () => {
    expect(rules({ email: 'a@b.co' })).toMatchObject({ ok: true, values: { first_name: '', last_name: '' } });
  });

  it.each([
    ['TRUE', true],
    ['yes', true],
    ['1', true],
    ['false', false],
    ['', null], // no value: a new contact's is false, a stored one's is kept
    ['No', false],
  ])('reads is_inquiry %j as %s', (text, value) =>
    expect(rules({ email: 'a@b.co', is_inquiry: text })).toMatchObject({ values: { is_inquiry: value } }),
  );

  it.each([
    [{ email: 'not-an-email' }, 'Invalid email: Please enter a valid e-mail address.'],
    [{ email: 'a@b.co', birthday: '31/13/1990' }, 'Invalid birthday: Please enter a valid date.'],
    [{ email: 'a@b.co', birthday: '2023-02-30' }, 'Invalid birthday: Please enter a valid date.'],
    [{ email: 'a@b.co', is_inquiry: 'maybe' }, 'Invalid is_inquiry: Please use true or false.'],
    [{ email: 'a@b.co', linkedin_profile: 'javascript:alert(1)' }, 'Invalid linkedin_profile: Please enter a valid web address.'],
    [{ email: 'a@b.co', company_id: '42' }, 'Invalid company_id: Please choose a valid record.'],
  ])('skips a row with a value the database cannot hold, naming the field (%j)', (record, reason) => {
    expect(rules(record)).toMatchObject({ ok: false, reason, errors: [{ message: reason.replace(/^Invalid \w+: /, '') }] });
  });
});

describe('changedColumns (an existing contact is updated only if a known field differs)', () => {
  const stored = {
    email: 'a@b.co',
    first_name: 'Ann',
    last_name: '',
    phone: null,
    tags: ['vip'],
    is_inquiry: false,
    birthday: '1990-01-02',
  };

  it('finds no change when every field of the file equals the stored one (empty equals null)', () => {
    expect(
      changedColumns(stored, {
        email: 'a@b.co',
        first_name: 'Ann',
        last_name: '',
        phone: null,
        tags: ['vip'],
        is_inquiry: false,
        birthday: '1990-01-02',
      }),
    ).toEqual([]);
  });

  it('names the fields the file changes, never the e-mail match key: by default only empty fields are filled and tags added', () => {
    const file = { email: 'a@b.co', first_name: 'Anne', last_name: 'Lee', phone: '', tags: ['vip', 'new'], is_inquiry: true };
    expect(changedColumns({ ...stored, email: 'A@B.CO' }, file)).toEqual(['last_name', 'tags', 'is_inquiry']);
    expect(changedColumns(stored, file, { update: 'overwrite', tags: 'replace' })).toEqual([
      'first_name',
      'last_name',
      'tags',
      'is_inquiry',
    ]);
    // An empty cell never erases a stored value.
    expect(
      changedColumns({ ...stored, phone: '555' }, { email: 'a@b.co', phone: null, tags: [] }, { update: 'overwrite', tags: 'replace' }),
    ).toEqual([]);
  });
});

describe('CSV writing and the sample file', () => {
  it('quotes only what needs quoting and joins arrays with semicolons', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"', null, ['x', 'y'], true, ' pad'])).toBe('a,"b,c","say ""hi""",,x;y,true," pad"\r\n');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  it('generates 50 distinct, valid contacts, the same every time', () => {
    const rows = sampleContacts();
    expect(rows).toHaveLength(SAMPLE_CONTACT_COUNT);
    expect(new Set(rows.map((r) => r.email)).size).toBe(SAMPLE_CONTACT_COUNT);
    expect(sampleContactsCsv()).toBe(sampleContactsCsv());
    const parsed = Papa.parse<Record<string, string>>(sampleContactsCsv(), {
      header: true,
      skipEmptyLines: true,
      transformHeader: canonicalHeader,
    });
    expect(parsed.errors).toEqual([]);
    const check = importRowRules(parsed.meta.fields!);
    expect(parsed.data.map((r) => check(r).ok)).toEqual(Array(SAMPLE_CONTACT_COUNT).fill(true));
  });
});
