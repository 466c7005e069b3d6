import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILE_SETTINGS } from '@keel/shared/csv-import';
import { DEFAULT_UPDATE_RULES } from '@keel/shared/import-files/update-rules';
import type { DealRowValues } from '@keel/shared/deal-import';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import type { Author } from './contact-import.repository';
import { DEAL_IMPORT } from './deal-import';

/**
 * Which rows of a deals batch wait for the batch before it (decision 0041): only those naming a
 * company or contact that batch may still be creating. The pipeline's guarantee that two batches
 * never create one company twice is tested in csv-import.service.test.ts.
 */
let database: DatabaseHandle;
let author: Author;
beforeAll(async () => {
  database = await openTestDatabase();
  const { id } = await database.db
    .insertInto('users')
    .values({ full_name: 'Deal Keys Admin', email: 'dealkeys@admin.example', role: 'admin' })
    .returning('id')
    .executeTakeFirstOrThrow();
  author = { userId: id, name: 'Deal Keys Admin' };
});
afterAll(() => database.close());

describe('the deals import across batches', () => {
  it('a row naming a company or contact the import found committed stops waiting; one naming what an uncommitted batch created still waits', async () => {
    await database.db.insertInto('companies').values({ name: 'Known Keys Co', country: 'USA' }).execute();
    await database.db.insertInto('contacts').values({ email: 'known@keys.example', first_name: 'Known', last_name: 'Keys' }).execute();
    const rules = DEAL_IMPORT.rules(['name', 'company', 'email'], author, {
      file: DEFAULT_FILE_SETTINGS,
      updates: DEFAULT_UPDATE_RULES,
      companies: 'create',
    });
    const values = (name: string, company: string, email: string) => {
      const result = rules.check({ name, company, email });
      if (!result.ok) throw new Error(result.reason);
      return result.values;
    };
    const known = values('Keys deal 1', 'Known Keys Co', 'known@keys.example');
    const fresh = values('Keys deal 2', 'Fresh Keys Co', 'fresh@keys.example');
    const write = (rows: DealRowValues[]) =>
      database.db.transaction().execute(async (trx) => {
        await rules
          .writer(trx, { skipped: [], warnings: [] }, { importId: randomUUID() })
          .write(rows.map((v, i) => ({ row: i + 1, values: v })));
        return { known: rules.keys(known), fresh: rules.keys(fresh) };
      });

    // Before any batch, the import knows nothing: every named company and contact is waited on.
    expect(rules.keys(known)).toEqual(['keys deal 1\nknown keys co', 'company:knownkeys', 'contact:known@keys.example']);
    // A batch finds the first company and contact, and creates the second ones: still uncommitted, they are waited on.
    const during = await write([known, fresh]);
    expect(during.known).toEqual(['keys deal 1\nknown keys co']);
    expect(during.fresh).toEqual(['keys deal 2\nfresh keys co', 'company:freshkeys', 'contact:fresh@keys.example']);
    // A later batch (another deal naming them) finds them committed: no row naming them waits any more, and nothing was created twice.
    expect((await write([values('Keys deal 3', 'Fresh Keys Co', 'fresh@keys.example')])).fresh).toEqual(['keys deal 2\nfresh keys co']);
    expect(await database.db.selectFrom('companies').select('id').where('name', '=', 'Fresh Keys Co').execute()).toHaveLength(1);
    expect(await database.db.selectFrom('contacts').select('id').where('email', '=', 'fresh@keys.example').execute()).toHaveLength(1);
  });
});
