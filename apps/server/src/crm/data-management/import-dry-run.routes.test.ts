import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DryRunResult, ImportEvent } from '@keel/shared/data-management';
import { appWithEveryRole } from '../../test/app-with-every-role';

/**
 * Decision 0057: before anything is written, a dry run says what the import would do — the
 * import itself in a transaction rolled back — and an import never erases a stored value with an
 * empty cell: it fills empty fields (or overwrites, if asked) and adds tags.
 */
const app = appWithEveryRole();
const db = () => app.t.database.db;

const FILE = [
  'Email,Phone,Notes,Tags,Job Title,Company',
  'kept@dry.example,,A new note,new,CTO,', // matched: phone empty in the file, notes differ, a tag and a job title to add
  'same@dry.example,555-0002,,,,', // matched, nothing new
  'fresh@dry.example,555-0003,,,Analyst,Dry Run Newco', // new, with a company that does not exist yet
  'not-an-email,,,,,', // rejected
].join('\n');

async function post(path: string, csv: string, query = '') {
  return app.t.request({
    method: 'POST',
    url: `/api/data-management/contacts/${path}?fileName=dry.csv${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: app.as.admin.cookie,
  });
}
const snapshot = async () => ({
  contacts: await db()
    .selectFrom('contacts')
    .select(['email', 'phone', 'description', 'tags', 'job_title', 'version'])
    .where('email', 'like', '%@dry.example')
    .orderBy('email')
    .execute(),
  companies: Number(
    (
      await db()
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  imports: Number(
    (
      await db()
        .selectFrom('imports')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  audit: Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('action_type', '=', 'CONTACTS_IMPORTED')
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('dry run and update rules (decision 0057)', () => {
  it('says what the import would do, field by field, and writes nothing', async () => {
    await db()
      .insertInto('contacts')
      .values([
        { email: 'kept@dry.example', first_name: 'Kept', phone: '555-0001', description: 'Old note', tags: ['vip'] },
        { email: 'same@dry.example', first_name: 'Same', phone: '555-0002' },
      ])
      .execute();
    const before = await snapshot();
    const res = await post('import/dry-run', FILE);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as DryRunResult;
    expect(result).toMatchObject({
      rows: 4,
      complete: true,
      counts: { created: 1, updated: 1, unchanged: 1, rejected: 1 },
      related: { companies: 1, contacts: 0 },
      failed: null,
    });
    expect(result.changes).toEqual([
      {
        label: 'kept@dry.example',
        changes: [
          { field: 'job_title', label: 'Job Title', before: '', after: 'CTO' },
          { field: 'tags', label: 'Tags', before: 'vip', after: 'vip; new' },
        ],
      },
    ]);
    expect(result.rejected).toEqual([
      expect.objectContaining({
        row: 4,
        errors: [{ column: 'Email', message: 'Please enter a valid e-mail address.' }],
        cells: ['not-an-email', '', '', '', '', ''],
      }),
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('overwrite: the file’s non-empty values replace the stored ones, an empty cell still erases nothing; tags can replace', async () => {
    const res = await post('import/dry-run', FILE, '&update=overwrite&tags=replace');
    expect((res.json() as DryRunResult).changes[0].changes).toEqual([
      { field: 'job_title', label: 'Job Title', before: '', after: 'CTO' },
      { field: 'description', label: 'Description / Notes', before: 'Old note', after: 'A new note' },
      { field: 'tags', label: 'Tags', before: 'vip', after: 'new' },
    ]);
  });

  it('the import then does exactly what the dry run said: the matched contact keeps its phone and note, gains the tag', async () => {
    const res = await post('import', FILE);
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as ImportEvent;
    expect(last).toMatchObject({ type: 'done', counts: { created: 1, updated: 1, skipped: 2 } });
    const kept = await db()
      .selectFrom('contacts')
      .selectAll()
      .where(sql<boolean>`email = 'kept@dry.example'`)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ phone: '555-0001', description: 'Old note', tags: ['vip', 'new'], job_title: 'CTO', version: 2 });
    expect(await db().selectFrom('companies').select('name').where('name', '=', 'Dry Run Newco').execute()).toHaveLength(1);
  });

  it('the rejected rows file (the file’s columns, an Errors column, a BOM), once corrected, imports as it stands', async () => {
    const rejected =
      '\uFEFFEmail,Phone,Notes,Tags,Job Title,Company,Errors\r\nnot-an-email,,,,,,Email: Please enter a valid e-mail address.\r\n';
    const corrected = rejected.replace('not-an-email', 'corrected@dry.example');
    const res = await post('import', corrected);
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as ImportEvent;
    expect(last).toMatchObject({ type: 'done', rows: 1, counts: { created: 1, updated: 0, skipped: 0 } });
    expect(await db().selectFrom('contacts').select('description').where('email', '=', 'corrected@dry.example').executeTakeFirst()).toEqual(
      {
        description: null,
      },
    );
  });

  it('a file that cannot be read is a 400 with nothing written', async () => {
    const res = await post('import/dry-run', 'email,name\na@b.example,"open\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Failed to parse CSV: Quoted field unterminated/);
  });
});
