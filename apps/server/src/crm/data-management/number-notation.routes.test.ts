import { describe, expect, it } from 'vitest';
import type { ImportEvent } from '@keel/shared/data-management';
import { appWithEveryRole } from '../../test/app-with-every-role';

const app = appWithEveryRole();
const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportEvent);

async function importFile(kind: 'deals' | 'companies', csv: string) {
  const res = await app.t.request({
    method: 'POST',
    url: `/api/data-management/${kind}/import?fileName=${kind}.csv`,
    payload: csv,
    headers: { 'content-type': 'text/csv' },
    cookie: app.as.admin.cookie,
  });
  expect(res.statusCode, res.body).toBe(200);
  const all = events(res.body);
  return { last: all.at(-1)!, skipped: all.flatMap((e) => (e.type === 'progress' ? e.skipped : [])) };
}

describe('numbers written in another notation than decimal are refused, never read as another number', () => {
  it('skips a deal whose value is hexadecimal, binary or octal with its reason, and reads decimal, grouped and exponent values', async () => {
    const rows = ['0x10', '0b11', '0o7', '1e3', '"1,000.50"', '$250', '-0'].map(
      (value, i) => `Notation ${i},New Inquiry,Notation Co,${value}`,
    );
    const { last, skipped } = await importFile('deals', ['name,stage,company,dealValue', ...rows].join('\n'));
    expect(last).toMatchObject({ type: 'done', counts: { created: 4, skipped: 3 } });
    expect(skipped.map((s) => [s.row, s.reason])).toEqual([1, 2, 3].map((row) => [row, 'Invalid dealValue: Deal value must be a number.']));
    const stored = await app.t.database.db
      .selectFrom('deals')
      .select(['name', 'deal_value'])
      .where('name', 'like', 'Notation %')
      .orderBy('name')
      .execute();
    expect(stored.map((d) => [d.name, Number(d.deal_value)])).toEqual([
      ['Notation 3', 1000],
      ['Notation 4', 1000.5],
      ['Notation 5', 250],
      ['Notation 6', 0],
    ]);
  });

  it('skips a company whose employees or revenue is hexadecimal with its reason', async () => {
    const { last, skipped } = await importFile(
      'companies',
      'name,numberOfEmployees,annualRevenue\nHex Employees,0x20,\nHex Revenue,,0b101\nPlain,32,5e6',
    );
    expect(last).toMatchObject({ type: 'done', counts: { created: 1, skipped: 2 } });
    expect(skipped.map((s) => s.row)).toEqual([1, 2]);
    expect(skipped.every((s) => s.reason.includes('Please enter a number.'))).toBe(true);
    const plain = await app.t.database.db
      .selectFrom('companies')
      .select(['number_of_employees', 'annual_revenue'])
      .where('name', '=', 'Plain')
      .executeTakeFirstOrThrow();
    expect([Number(plain.number_of_employees), Number(plain.annual_revenue)]).toEqual([32, 5_000_000]);
  });

  it('refuses a hexadecimal project value on the public inquiry form with a 400', async () => {
    const res = await app.t.request({
      method: 'POST',
      url: '/api/inquiries',
      payload: { firstName: 'Hex', lastName: 'Value', email: 'hex@example.com', projectValue: '0x1000' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('Project value must be a number');
  });
});
