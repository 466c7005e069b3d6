import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@keel/shared/auth';
import { UNDO_TEXTS, type UndoEvent } from '@keel/shared/import-history';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { importCsv } from './csv-import.service';
import { DATA_KINDS } from './import-kinds';
import { startUndo } from './import-undo.service';

/** The undo's batches (2 journal rows each here): a failing batch keeps the ones before it, and undoing again finishes. */
let database: DatabaseHandle;
let user: SessionUser;
beforeAll(async () => {
  database = await openTestDatabase();
  const { id } = await database.db
    .insertInto('users')
    .values({ full_name: 'Undo Admin', email: 'undo@admin.example', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  user = { id, email: 'undo@admin.example', role: 'admin', fullName: 'Undo Admin', avatarUrl: null, phone: null };
});
afterAll(() => database.close());

async function collect(events: AsyncGenerator<UndoEvent>) {
  const all: UndoEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}
const companiesLike = async (pattern: string) =>
  (await database.db.selectFrom('companies').select('name').where('name', 'like', pattern).orderBy('name').execute()).map((r) => r.name);

describe('an undo that fails part way (decision 0032)', () => {
  it('keeps the batches it committed, says where it stopped, and a second undo finishes the rest', async () => {
    const names = ['Undo Part A', 'Undo Part B', 'Undo Part C', 'Undo Part D', 'Undo Part Fail'];
    const imported = importCsv(database.db, Readable.from([`name\n${names.join('\n')}\n`]), DATA_KINDS.companies.import, {
      user,
      fileName: 'part.csv',
    });
    for await (const event of imported) expect(event.type).not.toBe('failed');
    const { id } = await database.db.selectFrom('imports').select('id').where('file_name', '=', 'part.csv').executeTakeFirstOrThrow();

    await sql`create function test_refuse_delete() returns trigger language plpgsql as $$
      begin if old.name = 'Undo Part Fail' then raise exception 'refused'; end if; return old; end $$`.execute(database.db);
    await sql`create trigger test_refuse_delete before delete on companies for each row execute function test_refuse_delete()`.execute(
      database.db,
    );
    let first: UndoEvent[];
    try {
      first = await collect(await startUndo(database.db, 'companies', id, { user, batchRows: 2 }));
    } finally {
      await sql`drop trigger test_refuse_delete on companies`.execute(database.db);
      await sql`drop function test_refuse_delete()`.execute(database.db);
    }
    const stopped = first.at(-1)!;
    expect(stopped).toMatchObject({ type: 'failed', total: 5, message: UNDO_TEXTS.undoStopped(stopped.rows, 5) });
    expect(stopped.rows % 2).toBe(0); // whole batches only
    expect(stopped.counts.removed).toBe(stopped.rows);
    expect(await companiesLike('Undo Part %')).toHaveLength(5 - stopped.rows);
    expect(await database.db.selectFrom('imports').select(['status', 'removed']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: 'undoing',
      removed: stopped.rows,
    });

    const second = await collect(await startUndo(database.db, 'companies', id, { user, batchRows: 2 }));
    expect(second.at(-1)).toEqual({ type: 'done', rows: 5, total: 5, counts: { removed: 5, restored: 0, kept: 0 } });
    expect(await companiesLike('Undo Part %')).toEqual([]);
    expect(await database.db.selectFrom('imports').select(['status', 'removed']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: 'undone',
      removed: 5,
    });
    await expect(startUndo(database.db, 'companies', id, { user })).rejects.toMatchObject({
      statusCode: 409,
      message: UNDO_TEXTS.alreadyUndone,
    });
  });
});
