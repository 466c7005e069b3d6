import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataKind, ImportEvent } from '@keel/shared/data-management';
import { type ImportHistory, UNDO_TEXTS, type UndoEvent } from '@keel/shared/import-history';
import type { Database } from '../../db/types';
import { auditEntries, signInEveryRole, type SignedIn } from '../../test/roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let as: SignedIn;
const db = (): Kysely<Database> => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInEveryRole(t);
});
afterAll(() => t.close());

/** Each kind's file: a key column, then fields of several types, in an old (0) and a new (1) variant. */
const CASES: Record<
  DataKind,
  {
    header: string;
    row: (key: string, v: 0 | 1) => string;
    label: (key: string) => string;
    where: (key: string) => ReturnType<typeof sql>;
    edit: ReturnType<typeof sql>;
    changed: string[];
  }
> = {
  contacts: {
    header: 'email,first_name,city,tags,birthday',
    row: (k, v) => `${k}@undo.example,${k},${['Austin', 'Denver'][v]},${['a;b', 'c'][v]},${['1990-01-02', '1991-03-04'][v]}`,
    label: (k) => `${k}@undo.example`,
    where: (k) => sql`email = ${`${k}@undo.example`}`,
    edit: sql`city = 'Edited later'`,
    changed: ['birthday', 'city', 'last_modified_by', 'last_modified_by_user_id', 'tags'],
  },
  companies: {
    header: 'name,city,number_of_employees,tags',
    row: (k, v) => `Undo ${k},${['Austin', 'Denver'][v]},${[10, 20][v]},${['a;b', 'c'][v]}`,
    label: (k) => `Undo ${k}`,
    where: (k) => sql`name = ${`Undo ${k}`}`,
    edit: sql`city = 'Edited later'`,
    changed: ['city', 'last_modified_by_user_id', 'number_of_employees', 'tags'],
  },
  deals: {
    header: 'name,dealValue,tags,inquiryDate',
    row: (k, v) => `Undo ${k},${[100.5, 200][v]},${['a;b', 'c'][v]},${['2026-01-02', '2026-03-04'][v]}`,
    label: (k) => `Undo ${k}`,
    where: (k) => sql`name = ${`Undo ${k}`}`,
    edit: sql`deal_value = 999`,
    changed: ['deal_value', 'inquiry_date', 'last_modified_by', 'last_modified_by_user_id', 'tags'],
  },
};
const KINDS = Object.keys(CASES) as DataKind[];

const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
async function importFile(kind: DataKind, csv: string) {
  const res = await t.request({
    method: 'POST',
    // Overwriting, so an import changes stored values the undo then restores.
    url: `/api/data-management/${kind}/import?fileName=${kind}-undo.csv&update=overwrite&tags=replace`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(lines(res.body).at(-1)).toMatchObject({ type: 'done' } satisfies Partial<ImportEvent>);
  return lines(res.body).at(-1) as ImportEvent;
}
async function history(kind: DataKind) {
  const res = await t.request({ method: 'GET', url: `/api/data-management/${kind}/imports`, cookie: as.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ImportHistory).items;
}
/** The undo, as the admin unless another cookie (null: none) is given. */
const undo = (kind: DataKind, id: string, cookie: string | null = as.admin.cookie) =>
  t.request({ method: 'POST', url: `/api/data-management/${kind}/imports/${id}/undo`, cookie: cookie ?? undefined });
const undoEvents = (body: string) => lines(body) as UndoEvent[];
const rowOf = async (kind: DataKind, key: string) =>
  (await sql<Record<string, unknown>>`select * from ${sql.table(kind)} where ${CASES[kind].where(key)}`.execute(db())).rows[0];
/** Every field but the two any write moves on. */
const fields = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'version' && k !== 'updated_at'));

describe.each(KINDS)('undo of a %s import (decision 0032)', (kind) => {
  const c = CASES[kind];
  const k = (name: string) => `${kind}-${name}`;

  it('removes what it created, restores what it changed exactly, and leaves records edited since alone, listing them', async () => {
    await importFile(kind, [c.header, c.row(k('a'), 0), c.row(k('b'), 0), c.row(k('c'), 0)].join('\n'));
    // Someone else touched them last: the undo must give that back too.
    await sql`update ${sql.table(kind)} set last_modified_by_user_id = ${as.sales_rep.user.id} where ${c.where(k('a'))} or ${c.where(k('b'))}`.execute(
      db(),
    );
    const before = await rowOf(kind, k('a'));

    const imported = await importFile(
      kind,
      [c.header, c.row(k('a'), 1), c.row(k('b'), 1), c.row(k('c'), 0), c.row(k('new1'), 1), c.row(k('new2'), 1)].join('\n'),
    );
    expect(imported.counts).toEqual({ created: 2, updated: 2, skipped: 1 });
    expect(fields(await rowOf(kind, k('a')))).not.toEqual(fields(before));
    // Edited since the import: one it changed, one it created.
    await sql`update ${sql.table(kind)} set ${c.edit}, version = version + 1 where ${c.where(k('b'))} or ${c.where(k('new2'))}`.execute(
      db(),
    );
    const [bEdited, new2Edited] = [await rowOf(kind, k('b')), await rowOf(kind, k('new2'))];

    const [entry] = await history(kind);
    // The journal keeps only the fields the import changed (and who had last modified the record).
    const journal = await db()
      .selectFrom('import_changes')
      .select('before')
      .where('import_id', '=', entry.id)
      .where('record_id', '=', before.id as string)
      .executeTakeFirstOrThrow();
    expect(Object.keys(journal.before as object).sort()).toEqual(c.changed);
    expect(entry).toMatchObject({
      fileName: `${kind}-undo.csv`,
      userName: as.admin.user.fullName,
      status: 'completed',
      rows: 5,
      counts: { created: 2, updated: 2, skipped: 1 },
      canUndo: true,
      undo: null,
    });

    const res = await undo(kind, entry.id);
    expect(res.statusCode, res.body).toBe(200);
    const events = undoEvents(res.body);
    expect(events.at(-1)).toEqual({ type: 'done', rows: 4, total: 4, counts: { removed: 1, restored: 1, kept: 2 } });
    const kept = events.flatMap((e) => (e.type === 'progress' ? e.kept : []));
    expect(kept.map((r) => [r.label, r.reason]).sort()).toEqual(
      [
        [c.label(k('b')), UNDO_TEXTS.editedSince],
        [c.label(k('new2')), UNDO_TEXTS.editedSince],
      ].sort(),
    );

    const restored = await rowOf(kind, k('a'));
    expect(fields(restored)).toEqual(fields(before));
    expect(restored.version).toBe(Number(before.version) + 2); // a form opened on the imported values gets a 409
    expect(await rowOf(kind, k('new1'))).toBeUndefined();
    expect(await rowOf(kind, k('new2'))).toEqual(new2Edited);
    expect(await rowOf(kind, k('b'))).toEqual(bEdited);

    const [after] = await history(kind);
    expect(after).toMatchObject({
      id: entry.id,
      status: 'undone',
      canUndo: false,
      undo: { userName: as.admin.user.fullName, counts: { removed: 1, restored: 1, kept: 2 } },
    });
    const [audit] = await auditEntries(t, 'IMPORT_UNDONE');
    expect(audit.details).toMatchObject({ importId: entry.id, kind, status: 'completed', removed: 1, restored: 1, kept: 2 });

    const again = await undo(kind, entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: UNDO_TEXTS.alreadyUndone });
  });

  it('is refused without a session, for another role, for another tab, and after 7 days, with nothing changed', async () => {
    await importFile(kind, [c.header, c.row(k('late'), 0)].join('\n'));
    const [entry] = await history(kind);
    expect((await undo(kind, entry.id, null)).statusCode).toBe(401);
    expect((await undo(kind, entry.id, as.sales_rep.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/data-management/${kind}/imports`, cookie: as.user.cookie })).statusCode).toBe(403);
    expect((await undo(kind === 'contacts' ? 'deals' : 'contacts', entry.id)).statusCode).toBe(404);

    await sql`update imports set created_at = now() - interval '7 days 1 minute' where id = ${entry.id}`.execute(db());
    const late = await undo(kind, entry.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(UNDO_TEXTS.tooOld(new Date(Date.now() - 7 * 86_400_000 - 60_000).toISOString().slice(0, 10)));
    expect(await rowOf(kind, k('late'))).toBeDefined();
    expect((await history(kind)).find((e) => e.id === entry.id)).toMatchObject({ status: 'completed', canUndo: false });
  });
});

describe('undo of an import, once (decision 0032)', () => {
  it('two undos at once: one undoes, the other is refused with 409', async () => {
    await importFile('companies', 'name\nTwice Co 1\nTwice Co 2\n');
    const [entry] = await history('companies');
    const answers = await Promise.all([undo('companies', entry.id), undo('companies', entry.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(undoEvents(answers.find((r) => r.statusCode === 200)!.body).at(-1)).toMatchObject({
      type: 'done',
      counts: { removed: 2, restored: 0, kept: 0 },
    });
    expect(await db().selectFrom('companies').select('id').where('name', 'like', 'Twice Co%').execute()).toEqual([]);
    expect((await auditEntries(t, 'IMPORT_UNDONE')).filter((a) => (a.details as { importId?: string }).importId === entry.id)).toHaveLength(
      1,
    );
  });

  it('a deals import: the companies and contacts it created go too; those it only named stay', async () => {
    await importFile('companies', 'name\nStaying Co\n');
    await importFile(
      'deals',
      'name,company,email,firstName\nUndo linked 1,Staying Co,kept@undo.example,Kim\nUndo linked 2,Created Co,created@undo.example,Cy\n',
    );
    const [entry] = await history('deals');
    const res = await undo('deals', entry.id);
    expect(undoEvents(res.body).at(-1)).toEqual({ type: 'done', rows: 5, total: 5, counts: { removed: 5, restored: 0, kept: 0 } });
    expect(await db().selectFrom('deals').select('id').where('name', 'like', 'Undo linked%').execute()).toEqual([]);
    expect(
      (await db().selectFrom('companies').select('name').where('name', 'in', ['Staying Co', 'Created Co']).execute()).map((r) => r.name),
    ).toEqual(['Staying Co']);
    expect(
      await db().selectFrom('contacts').select('id').where('email', 'in', ['kept@undo.example', 'created@undo.example']).execute(),
    ).toEqual([]);
  });
});
