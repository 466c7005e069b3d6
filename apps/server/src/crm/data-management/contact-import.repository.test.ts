import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changedColumns,
  type ContactTableColumn,
  contactValueKind,
  importRowRules,
  type StoredContactFields,
} from '@keel/shared/contact-import';
import { mergedValue, sameValue, TAG_MODES, UPDATE_MODES } from '@keel/shared/import-files/update-rules';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { writeContactRound } from './contact-import.repository';
/** The import these rounds are written for (its journal, decision 0032). */
const JOURNAL = { importId: randomUUID() };

let database: DatabaseHandle;
let companies: [string, string];
beforeAll(async () => {
  database = await openTestDatabase();
  const rows = await database.db
    .insertInto('companies')
    .values([{ name: 'One' }, { name: 'Two' }])
    .returning('id')
    .execute();
  companies = [rows[0].id, rows[1].id];
});
afterAll(() => database.close());

const COLUMNS: ContactTableColumn[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  'country',
  'birthday',
  'tags',
  'is_inquiry',
  'company_id',
];
const author = { userId: null, name: 'CSV Import' };
let serial = 0;

/** A stored contact, including forms the import itself never writes (an empty optional text). */
const storedContact = () =>
  fc.record({
    first_name: fc.constantFrom('', 'Ann', 'ann', 'Ann '),
    last_name: fc.constantFrom('', 'Lee'),
    phone: fc.constantFrom(null, '', '555', ' 555'),
    job_title: fc.constantFrom(null, 'CTO', 'cto'),
    country: fc.constantFrom(null, '', 'USA', 'usa'),
    birthday: fc.constantFrom(null, '1990-01-02', '1990-01-03'),
    tags: fc.constantFrom([], ['vip'], ['vip', 'new'], ['new', 'vip'], ['a;b'], ['']),
    is_inquiry: fc.boolean(),
    company: fc.constantFrom(null, 0, 1),
  });

/** The file's cells, as a spreadsheet may write them (the row rules turn them into values). */
const fileCells = () =>
  fc.record({
    first_name: fc.constantFrom('', 'Ann', 'ann', ' Ann '),
    last_name: fc.constantFrom('', 'Lee', ' '),
    phone: fc.constantFrom('', '555', ' 555 '),
    job_title: fc.constantFrom('', 'CTO', 'cto'),
    country: fc.constantFrom('', 'USA', 'usa'),
    birthday: fc.constantFrom('', '1990-01-02', '1990-01-03'),
    tags: fc.constantFrom('', 'vip', 'vip;new', ' vip ; new ;', 'new;vip', 'a;b', ';'),
    is_inquiry: fc.constantFrom('', 'true', 'no', '1'),
    company: fc.constantFrom(null, 0, 1),
    upperCaseId: fc.boolean(),
  });

const updateRules = () => fc.record({ update: fc.constantFrom(...UPDATE_MODES), tags: fc.constantFrom(...TAG_MODES) });

describe('writeContactRound: the SQL decision equals changedColumns (docs/product/data-import-export.md#csv-import: update only if a known field differs)', () => {
  it('updates exactly when changedColumns finds a difference, writing what mergedValue says, else leaves the contact as an unchanged duplicate', async () => {
    const rules = importRowRules(COLUMNS);
    await fc.assert(
      fc.asyncProperty(
        storedContact(),
        fileCells(),
        updateRules(),
        async ({ company, ...stored }, { company: fileCompany, upperCaseId, ...cells }, update) => {
          const email = `prop${serial++}@decide.example`;
          const { id } = await database.db
            .insertInto('contacts')
            .values({
              ...stored,
              tags: [...stored.tags],
              email: email.toUpperCase(),
              company_id: company === null ? null : companies[company],
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const before = (await database.db
            .selectFrom('contacts')
            .select(COLUMNS)
            .where('id', '=', id)
            .executeTakeFirstOrThrow()) as StoredContactFields;
          const companyCell = fileCompany === null ? '' : upperCaseId ? companies[fileCompany].toUpperCase() : companies[fileCompany];
          const checked = rules({ ...cells, email, company_id: companyCell });
          if (!checked.ok) throw new Error(checked.reason);
          const expected = changedColumns(before, checked.values, update).length > 0;

          const result = await database.db
            .transaction()
            .execute((trx) => writeContactRound(trx, COLUMNS, [{ row: 7, values: checked.values }], author, JOURNAL, update));
          expect(result).toEqual(expected ? { created: 0, updated: 1, unchanged: [] } : { created: 0, updated: 0, unchanged: [7] });
          const after = (await database.db
            .selectFrom('contacts')
            .select(COLUMNS)
            .where('id', '=', id)
            .executeTakeFirstOrThrow()) as StoredContactFields;
          // An update writes the file's values (the e-mail kept as stored; an id as PostgreSQL spells it).
          if (expected) expect(after).toMatchObject({ email: email.toUpperCase() });
          else expect(after).toEqual(before);
          // Each column holds what the update rules say, and the same file again changes nothing.
          for (const c of COLUMNS.filter((c) => c !== 'email')) {
            const want = mergedValue(before[c], checked.values[c], contactValueKind(c), update);
            expect(sameValue(after[c], want), `${c}: ${JSON.stringify(after[c])} vs ${JSON.stringify(want)}`).toBe(true);
          }
          expect(changedColumns(after, checked.values, update)).toEqual([]);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('writes any text a cell may hold, and each column in its type', async () => {
    const columns: ContactTableColumn[] = ['email', 'first_name', 'tags', 'birthday', 'is_inquiry', 'description'];
    const checked = importRowRules(columns)({
      email: 'odd@round.example',
      first_name: `O'Brien "Bob" \\ {x}`,
      tags: 'say "hi";back\\slash;{brace},comma;NULL;é',
      birthday: '2000-02-29',
      is_inquiry: 'yes',
      description: 'line one\nline two, NULL',
    });
    if (!checked.ok) throw new Error(checked.reason);
    const result = await database.db
      .transaction()
      .execute((trx) => writeContactRound(trx, columns, [{ row: 1, values: checked.values }], author, JOURNAL));
    expect(result).toEqual({ created: 1, updated: 0, unchanged: [] });
    const stored = await database.db
      .selectFrom('contacts')
      .select(['first_name', 'tags', 'birthday', 'is_inquiry', 'description', 'company_id'])
      .where('email', '=', 'odd@round.example')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      first_name: `O'Brien "Bob" \\ {x}`,
      tags: ['say "hi"', 'back\\slash', '{brace},comma', 'NULL', 'é'],
      birthday: '2000-02-29',
      is_inquiry: true,
      description: 'line one\nline two, NULL',
      company_id: null,
    });
    // The same row again is an unchanged duplicate.
    expect(
      await database.db
        .transaction()
        .execute((trx) => writeContactRound(trx, columns, [{ row: 2, values: checked.values }], author, JOURNAL)),
    ).toEqual({ created: 0, updated: 0, unchanged: [2] });
  });

  it('matches the oldest contact with the e-mail, inserts the rest with the defaults, in one statement', async () => {
    const db = database.db;
    await db
      .insertInto('contacts')
      .values({ email: 'Twin@round.example', first_name: 'Old', created_at: new Date('2020-01-01') })
      .execute();
    await db.insertInto('contacts').values({ email: 'twin@round.example', first_name: 'New' }).execute();
    const rules = importRowRules(['email', 'first_name']);
    const rows = [
      { row: 1, cells: { email: 'TWIN@round.example', first_name: 'Older' } },
      { row: 2, cells: { email: 'fresh@round.example', first_name: 'Fresh' } },
    ].map(({ row, cells }) => {
      const checked = rules(cells);
      if (!checked.ok) throw new Error(checked.reason);
      return { row, values: checked.values };
    });
    const result = await db.transaction().execute((trx) =>
      writeContactRound(trx, ['email', 'first_name'], rows, { userId: null, name: 'CSV Import' }, JOURNAL, {
        update: 'overwrite',
        tags: 'add',
      }),
    );
    expect(result).toEqual({ created: 1, updated: 1, unchanged: [] });
    const twins = await db
      .selectFrom('contacts')
      .select(['email', 'first_name', 'last_modified_by'])
      .where(sql<boolean>`lower(email) = 'twin@round.example'`)
      .orderBy('created_at')
      .execute();
    expect(twins).toEqual([
      { email: 'Twin@round.example', first_name: 'Older', last_modified_by: 'CSV Import' },
      { email: 'twin@round.example', first_name: 'New', last_modified_by: null },
    ]);
    expect(
      await db
        .selectFrom('contacts')
        .select(['first_name', 'country', 'created_by'])
        .where('email', '=', 'fresh@round.example')
        .executeTakeFirst(),
    ).toEqual({ first_name: 'Fresh', country: 'USA', created_by: 'CSV Import' });
  });
});
