import { describe, expect, it } from 'vitest';
import { DATA_TEXTS, mappingMismatch } from '@keel/shared/data-management';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();
const companies = () => app.t.database.db.selectFrom('companies').select('name').where('name', 'like', 'Mapfit %').execute();

async function importWith(csv: string, columns: (string | null)[]) {
  return app.t.request({
    method: 'POST',
    url: `/api/data-management/companies/import?fileName=mapfit.csv&columns=${encodeURIComponent(JSON.stringify(columns))}`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: app.as.admin.cookie,
  });
}

describe('a column mapping made for other headers', () => {
  it('is refused with a 400 when it names fewer or more columns than the file has, importing nothing', async () => {
    const csv = 'Organisation,Web Address,Town\nMapfit One,one.example,Austin\n';
    for (const columns of [['name'], ['name', 'website', 'city', 'phone']]) {
      const res = await importWith(csv, columns);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: DATA_TEXTS.parseFailed(mappingMismatch(columns.length, 3)) });
    }
    expect(await companies()).toEqual([]);
  });

  it('imports when it names one field or none for each column', async () => {
    const res = await importWith('Organisation,Web Address,Town\nMapfit Two,two.example,Austin\n', ['name', null, 'city']);
    expect(res.statusCode, res.body).toBe(200);
    expect(await companies()).toEqual([{ name: 'Mapfit Two' }]);
  });
});
