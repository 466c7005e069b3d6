import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ImportEvent } from '@keel/shared/data-management';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();

const MB = 1024 * 1024;
/** `count` more header columns, each named differently. */
const columns = (count: number) => Array.from({ length: count }, (_, i) => `,c${i}`).join('');
const importCsv = (csv: string) =>
  app.t.request({
    method: 'POST',
    url: '/api/data-management/contacts/import?fileName=hostile.csv',
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: app.as.admin.cookie,
  });
const contactCount = async () =>
  Number(
    (
      await app.t.database.db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// papaparse keeps an unfinished record whole and parses it again with every chunk: an 8 MB line took
// seconds of the event loop (a 1 GB one, hours), and a record of millions of fields as many strings.
// Such files are now refused as they arrive, with a clear 400, nothing imported, the server still up.
describe('hostile CSV imports', () => {
  const cases: [string, string, string][] = [
    ['an enormous single line', `email,notes\nhuge@x.example,${'x'.repeat(8 * MB)}\n`, 'Failed to parse CSV: Row 1 is longer than 64 kB.'],
    [
      'an unterminated quote',
      `email,notes\nopen@x.example,"${'never closed\n'.repeat(MB / 2)}`,
      'Failed to parse CSV: Row 1 is longer than 64 kB: a quote is probably not closed.',
    ],
    ['a header of 100 000 columns', `email${columns(100_000)}\nwide@x.example\n`, 'Failed to parse CSV: Row 0 is longer than 64 kB.'],
    ['a header of 600 columns', `email${columns(600)}\nwide@x.example\n`, 'Failed to parse CSV: The header has more than 500 columns.'],
    [
      'a row of 20 000 fields',
      `email,first_name\nok@x.example,Ok\nwide@x.example${','.repeat(20_000)}\n`,
      'Failed to parse CSV: Row 2 has more than 500 fields.',
    ],
  ];
  for (const [what, csv, message] of cases) {
    it(`refuses ${what} with a 400, imports nothing, and stays up`, async () => {
      const before = await contactCount();
      const res = await importCsv(csv);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await contactCount()).toBe(before);
      expect((await app.t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  }

  it('still imports long rows within the limits: a 9 000-character description over many quoted lines', async () => {
    const description = `${'Line of the description, "quoted" too.\n'.repeat(225)}`.slice(0, 9000).trim();
    const res = await importCsv(`email,description\nlong@x.example,"${description.replace(/"/g, '""')}"\n`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ImportEvent);
    expect(events.at(-1)).toMatchObject({ type: 'done' });
    const saved = await app.t.database.db
      .selectFrom('contacts')
      .select('description')
      .where(sql<boolean>`lower(email) = 'long@x.example'`)
      .executeTakeFirstOrThrow();
    expect(saved.description).toBe(description);
  });
});
