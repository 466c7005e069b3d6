import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@keel/shared/auth';
import type { DataKind, ImportEvent } from '@keel/shared/data-management';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { importContacts, importParallelism } from './contact-import.service';
import { importCsv, type ImportKind } from './csv-import.service';
import { CONTACT_IMPORT } from './contact-import.service';
import { DATA_KINDS } from './import-kinds';

/**
 * The import's pipeline (contacts; companies and deals where said) with small batches (10 rows), written one after the other and — on
 * PostgreSQL, whose pool has connections to spare — two side by side (the embedded database has a
 * single connection). The HTTP route's tests use the real batch size.
 */
let database: DatabaseHandle;
let user: SessionUser;
beforeAll(async () => {
  database = await openTestDatabase();
  const { id } = await database.db
    .insertInto('users')
    .values({ full_name: 'Pipeline Admin', email: 'pipeline@admin.example', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  user = { id, email: 'pipeline@admin.example', role: 'admin', fullName: 'Pipeline Admin', avatarUrl: null, phone: null };
});
afterAll(() => database.close());

const BATCH = 10;
/** The file as an upload: the header, then each line in its own chunk (as a slow upload arrives). */
const file = (lines: string[], header = 'email,first_name,last_name') =>
  Readable.from([`${header}\n`, ...lines.map((line) => `${line}\n`)]);
async function run(lines: string[], parallelBatches: number, fileName = 'pipeline.csv', kind: DataKind = 'contacts', header?: string) {
  const events: ImportEvent[] = [];
  // The pipeline's tests let a repeated row write over its first one (the update rules are tested with the writers).
  const options = { user, fileName, batchRows: BATCH, parallelBatches, updates: { update: 'overwrite', tags: 'replace' } as const };
  const input = file(lines, header);
  for await (const event of kind === 'contacts'
    ? importContacts(database.db, input, options)
    : importCsv(database.db, input, DATA_KINDS[kind].import, options))
    events.push(event);
  return events;
}
const contactsLike = async (pattern: string) =>
  database.db
    .selectFrom('contacts')
    .select(['email', 'first_name', 'last_name'])
    .where('email', 'like', pattern)
    .orderBy('email')
    .execute();
const importAudit = (fileName: string, actionType = 'CONTACTS_IMPORTED') =>
  database.db
    .selectFrom('audit_log')
    .select('details')
    .where('action_type', '=', actionType)
    .where(sql<boolean>`details->>'fileName' = ${fileName}`)
    .executeTakeFirstOrThrow();

const modes = () => [1, 2].filter((n) => n === 1 || importParallelism(database) === 2);

describe('the import pipeline', () => {
  it('uses two batches side by side on PostgreSQL with a pool to spare, one at a time on the embedded database', () => {
    expect(importParallelism(database)).toBe(database.kind === 'postgres' ? 2 : 1);
    expect(importParallelism({ kind: 'postgres', pool: { options: { max: 2 } } as never })).toBe(1);
  });

  it.each([1, 2])(
    'reports batches in file order; an e-mail repeated in the next batch updates what the earlier batch wrote (%i at once)',
    async (parallel) => {
      if (!modes().includes(parallel)) return;
      const email = (n: number) => `order${parallel}.${String(n).padStart(2, '0')}@pipe.example`;
      const lines = Array.from({ length: 25 }, (_, n) => `${email(n)},Row,${n}`);
      lines[10] = `${email(0)},Again,in batch 2`; // row 11 repeats row 1 (batch 1)
      lines[20] = `${email(12)},Again,in batch 3`; // row 21 repeats row 13 (batch 2)
      const events = await run(lines, parallel, `order${parallel}.csv`);
      expect(events.map((e) => [e.type, e.rows])).toEqual([
        ['progress', 10],
        ['progress', 20],
        ['progress', 25],
        ['done', 25],
      ]);
      expect(events.at(-1)).toMatchObject({ counts: { created: 23, updated: 2, skipped: 0 } });
      const stored = await contactsLike(`order${parallel}.%`);
      expect(stored).toHaveLength(23);
      expect(stored.find((c) => c.email === email(0))).toMatchObject({ first_name: 'Again', last_name: 'in batch 2' });
      expect(stored.find((c) => c.email === email(12))).toMatchObject({ first_name: 'Again', last_name: 'in batch 3' });
      expect((await importAudit(`order${parallel}.csv`)).details).toMatchObject({
        status: 'completed',
        rows: 25,
        created: 23,
        updated: 2,
        skipped: 0,
      });
    },
  );

  it('checks the next batch while the one before is being written (one at a time)', async () => {
    const log: string[] = [];
    let nextChecked!: () => void;
    const checkedNext = new Promise<void>((resolve) => (nextChecked = resolve));
    // The contact import, its first batch's write held until the second batch's first row is checked (or 5 s).
    const kind: ImportKind<never> = {
      ...(CONTACT_IMPORT as ImportKind<never>),
      rules: (fields, author, settings) => {
        const rules = CONTACT_IMPORT.rules(fields, author, settings) as unknown as ReturnType<ImportKind<never>['rules']>;
        return {
          ...rules,
          check: (record) => {
            if (record.email === 'overlap.11@pipe.example') {
              log.push('checked row 11');
              nextChecked();
            }
            return rules.check(record);
          },
          writer: (trx, report, journal) => {
            const writer = rules.writer(trx, report, journal);
            return {
              write: async (rows) => {
                if (rows[0]?.row === 1) await Promise.race([checkedNext, new Promise((resolve) => setTimeout(resolve, 5000))]);
                const written = await writer.write(rows);
                if (rows[0]?.row === 1) log.push('wrote batch 1');
                return written;
              },
            };
          },
        };
      },
    };
    const lines = Array.from({ length: 25 }, (_, n) => `overlap.${String(n + 1).padStart(2, '0')}@pipe.example,Row,${n}`);
    const events: ImportEvent[] = [];
    for await (const event of importCsv(database.db, file(lines), kind, {
      user,
      fileName: 'overlap.csv',
      batchRows: BATCH,
      parallelBatches: 1,
    }))
      events.push(event);
    expect(events.at(-1)).toMatchObject({ type: 'done', counts: { created: 25 } });
    expect(log).toEqual(['checked row 11', 'wrote batch 1']);
  });

  /** Each kind of import: a file of 35 rows, keyed `refuse<parallel>.<nn>…`, whose row 15 the database refuses (a check constraint added for the test). */
  const REFUSING: Record<
    DataKind,
    {
      table: 'contacts' | 'companies' | 'deals';
      key: 'email' | 'name';
      column: string;
      header: string;
      line: (key: string, value: string) => string;
      suffix: string;
    }
  > = {
    contacts: {
      table: 'contacts',
      key: 'email',
      column: 'last_name',
      header: 'email,first_name,last_name',
      line: (key, value) => `${key},Row,${value}`,
      suffix: '@pipe.example',
    },
    companies: {
      table: 'companies',
      key: 'name',
      column: 'city',
      header: 'name,city',
      line: (key, value) => `${key},${value}`,
      suffix: ' Co',
    },
    deals: {
      table: 'deals',
      key: 'name',
      column: 'description',
      header: 'name,stage,description',
      line: (key, value) => `${key},Contacted,${value}`,
      suffix: ' deal',
    },
  };
  const refusals = (Object.keys(REFUSING) as DataKind[]).flatMap((kind) => [1, 2].map((parallel) => [kind, parallel] as const));

  it.each(refusals)(
    'stops at a batch the database refuses: earlier batches stay, later ones (even in flight) are rolled back, the audit entry says so (%s, %i at once)',
    async (kind, parallel) => {
      if (!modes().includes(parallel)) return;
      const k = REFUSING[kind];
      const constraint = sql.raw(`test_refuse_${kind}_${parallel}`);
      await sql`alter table ${sql.table(k.table)} add constraint ${constraint} check (${sql.ref(k.column)} <> 'Refused')`.execute(
        database.db,
      );
      try {
        const key = (n: number) => `refuse${parallel}.${String(n).padStart(2, '0')}${k.suffix}`;
        const lines = Array.from({ length: 35 }, (_, n) => k.line(key(n), n === 14 ? 'Refused' : 'Fine'));
        const fileName = `refuse-${kind}-${parallel}.csv`;
        const events = await run(lines, parallel, fileName, kind, k.header);
        expect(events.map((e) => e.type)).toEqual(['progress', 'failed']);
        expect(events.at(-1)).toMatchObject({ type: 'failed', rows: 10, counts: { created: 10, updated: 0, skipped: 0 } });
        const stored = await database.db
          .selectFrom(k.table)
          .select([sql.ref(k.key).as('key'), sql.ref(k.column).as('value')] as never)
          .where(sql.ref(k.key), 'like', `refuse${parallel}.%`)
          .orderBy(sql.ref(k.key))
          .execute();
        expect(stored).toEqual(Array.from({ length: 10 }, (_, n) => ({ key: key(n), value: 'Fine' })));
        expect((await importAudit(fileName, DATA_KINDS[kind].import.actionType)).details).toMatchObject({
          status: 'stopped',
          rows: 10,
          created: 10,
        });
        // The history row and the journal (decision 0032) hold the committed batches, and nothing of the others.
        const history = await database.db.selectFrom('imports').selectAll().where('file_name', '=', fileName).executeTakeFirstOrThrow();
        expect(history).toMatchObject({ kind, status: 'stopped', rows: 10, created: 10, updated: 0 });
        const journal = await database.db
          .selectFrom('import_changes')
          .select(['entity', 'before'])
          .where('import_id', '=', history.id)
          .execute();
        expect(journal).toEqual(Array.from({ length: 10 }, () => ({ entity: kind, before: null })));
      } finally {
        await sql`alter table ${sql.table(k.table)} drop constraint ${constraint}`.execute(database.db);
      }
    },
  );

  it.each([1, 2])('a deals import naming a new company and contact in two batches creates each once (%i at once)', async (parallel) => {
    if (!modes().includes(parallel)) return;
    const company = `Race ${parallel} Co`;
    const email = `race${parallel}@contact.example`;
    const lines = Array.from({ length: 20 }, (_, n) => `race${parallel}.${String(n).padStart(2, '0')} deal,${company},${email}`);
    const events = await run(lines, parallel, `race-${parallel}.csv`, 'deals', 'name,company,email');
    expect(events.at(-1)).toMatchObject({ type: 'done', counts: { created: 20 } });
    expect(await database.db.selectFrom('companies').select('id').where('name', '=', company).execute()).toHaveLength(1);
    expect(await database.db.selectFrom('contacts').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it.each([1, 2])('reports the batches before a broken part of the file, then where it stopped (%i at once)', async (parallel) => {
    if (!modes().includes(parallel)) return;
    const lines = Array.from({ length: 24 }, (_, n) => `broken${parallel}.${String(n).padStart(2, '0')}@pipe.example,Row,${n}`);
    lines.push(`broken${parallel}.99@pipe.example,"never closed`);
    const events = await run(lines, parallel, `broken${parallel}.csv`);
    expect(events.map((e) => [e.type, e.rows])).toEqual([
      ['progress', 10],
      ['progress', 20],
      ['failed', 20],
    ]);
    expect(await contactsLike(`broken${parallel}.%`)).toHaveLength(20);
  });

  it.each([1, 2])('two imports at once never insert one new e-mail twice (%i at once)', async (parallel) => {
    if (!modes().includes(parallel)) return;
    const lines = Array.from({ length: 30 }, (_, n) => `twice${parallel}.${String(n).padStart(2, '0')}@pipe.example,Row,${n}`);
    const [first, second] = await Promise.all([
      run(lines, parallel, `twice${parallel}a.csv`),
      run(lines, parallel, `twice${parallel}b.csv`),
    ]);
    expect(await contactsLike(`twice${parallel}.%`)).toHaveLength(30);
    const counts = [first.at(-1)!, second.at(-1)!].map((e) => e.counts);
    expect(counts.reduce((sum, c) => sum + c.created, 0)).toBe(30);
    expect(counts.reduce((sum, c) => sum + c.created + c.skipped, 0)).toBe(60);
    // The lock is released at the end: a third import runs (every row now an unchanged duplicate).
    expect((await run(lines, parallel, `twice${parallel}c.csv`)).at(-1)).toMatchObject({
      type: 'done',
      counts: { created: 0, updated: 0, skipped: 30 },
    });
  });
});
