import { describeAuditDetails } from '@keel/shared/audit-details';
import { describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';

const ctx = appWithEveryRole();
const db = () => ctx.t.database.db;

type Pair = { first: { id: string }; second: { id: string } };
const dismiss = (kind: string, firstId: string, secondId: string, cookie = ctx.as.admin.cookie) =>
  ctx.t.request({ method: 'POST', url: `/api/duplicates/${kind}/dismissals`, payload: { firstId, secondId }, cookie });
const undo = (kind: string, firstId: string, secondId: string, cookie = ctx.as.admin.cookie) =>
  ctx.t.request({ method: 'DELETE', url: `/api/duplicates/${kind}/dismissals?firstId=${firstId}&secondId=${secondId}`, cookie });
const scan = async (kind: string) => {
  const res = await ctx.t.request({ method: 'POST', url: `/api/duplicates/${kind}/scan`, cookie: ctx.as.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string });
};
const listed = async (kind: string) => {
  const res = await ctx.t.request({ method: 'GET', url: `/api/duplicates?kind=${kind}`, cookie: ctx.as.admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Pair[]).map((p) => [p.first.id, p.second.id].sort().join('/'));
};
const warned = async (email: string, excludeId: string) =>
  (
    await ctx.t.request({
      method: 'POST',
      url: '/api/duplicates/check',
      payload: { kind: 'contacts', email, excludeId },
      cookie: ctx.as.user.cookie,
    })
  )
    .json()
    .matches.map((m: { id: string }) => m.id);
const rows = () => db().selectFrom('duplicate_dismissals').selectAll().execute();
const key = (a: string, b: string) => [a, b].sort().join('/');

async function twoContacts(email: string) {
  const [a, b] = await db()
    .insertInto('contacts')
    .values([
      { first_name: 'Dana', last_name: 'Scully', email },
      { first_name: 'Dana', last_name: 'Skully', email: email.toUpperCase() },
    ])
    .returning('id')
    .execute();
  return [a.id, b.id] as const;
}

describe("'Not a duplicate'", () => {
  it('keeps the pair off the Duplicates page and the form warning, audited, until its Undo', async () => {
    const [a, b] = await twoContacts('dana@fbi.test');
    const [c, d] = await twoContacts('other@fbi.test');
    await scan('contacts');
    expect(await listed('contacts')).toEqual(expect.arrayContaining([key(a, b), key(c, d)]));
    expect(await warned('dana@fbi.test', a)).toEqual([b]);

    const res = await dismiss('contacts', b, a);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'contacts',
      firstId: [a, b].sort()[0],
      secondId: [a, b].sort()[1],
      userName: ctx.as.admin.user.fullName,
    });
    // Off the page at once, without a new scan; the other pair stays.
    expect(await listed('contacts')).not.toContain(key(a, b));
    expect(await listed('contacts')).toContain(key(c, d));
    // The edit form of either no longer warns of the other.
    expect(await warned('dana@fbi.test', a)).toEqual([]);
    expect(await warned('dana@fbi.test', b)).toEqual([]);
    const [entry] = await auditEntries(ctx.t, 'DUPLICATE_DISMISSED');
    expect(entry).toMatchObject({ entity_type: 'contact', user_id: ctx.as.admin.user.id });
    const details = entry.details as Record<string, unknown>;
    expect(describeAuditDetails('DUPLICATE_DISMISSED', details)).toMatch(
      /^Marked contacts Dana (Scully|Skully) \(.+\) and Dana (Scully|Skully) \(.+\) as not duplicates\.$/,
    );

    const back = await undo('contacts', a, b);
    expect(back.statusCode, back.body).toBe(204);
    expect(await listed('contacts')).toContain(key(a, b));
    expect(await warned('dana@fbi.test', a)).toEqual([b]);
    expect(await auditEntries(ctx.t, 'DUPLICATE_DISMISSAL_UNDONE')).toHaveLength(1);
    expect((await undo('contacts', a, b)).statusCode).toBe(404);
  });

  it('is for admins only: 401 without a session, 403 for a user and a sales rep, nothing stored', async () => {
    const [a, b] = await twoContacts('perm@fbi.test');
    expect(
      (await ctx.t.request({ method: 'POST', url: '/api/duplicates/contacts/dismissals', payload: { firstId: a, secondId: b } }))
        .statusCode,
    ).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter'] as const)
      expect((await dismiss('contacts', a, b, ctx.as[role].cookie)).statusCode, role).toBe(403);
    expect((await rows()).filter((r) => [r.first_id, r.second_id].includes(a))).toEqual([]);
    expect((await dismiss('contacts', a, b)).statusCode).toBe(201);
    expect(
      (await ctx.t.request({ method: 'DELETE', url: `/api/duplicates/contacts/dismissals?firstId=${a}&secondId=${b}` })).statusCode,
    ).toBe(401);
    for (const role of ['user', 'sales_rep'] as const)
      expect((await undo('contacts', a, b, ctx.as[role].cookie)).statusCode, role).toBe(403);
    expect((await rows()).filter((r) => r.first_id === [a, b].sort()[0])).toHaveLength(1);
  });

  it('refuses a record paired with itself (400), an unknown record or kind (404, 400), storing nothing', async () => {
    const [a] = await twoContacts('bad@fbi.test');
    const before = (await rows()).length;
    expect((await dismiss('contacts', a, a)).statusCode).toBe(400);
    expect((await dismiss('contacts', a, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await dismiss('contacts', a, 'not-a-uuid')).statusCode).toBe(400);
    expect((await dismiss('deals', a, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    // A contact's id is no company.
    const [co] = await db()
      .insertInto('companies')
      .values([{ name: 'Lone Gunmen' }])
      .returning('id')
      .execute();
    expect((await dismiss('companies', a, co.id)).statusCode).toBe(404);
    expect((await rows()).length).toBe(before);
  });

  it('stores one row, audited once, when two admins mark the same pair at the same moment', async () => {
    const other = await ctx.t.userWithRole('admin');
    const [a, b] = await twoContacts('race@fbi.test');
    const auditsBefore = (await auditEntries(ctx.t, 'DUPLICATE_DISMISSED')).length;
    const answers = await Promise.all([dismiss('contacts', a, b), dismiss('contacts', b, a, other.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect((await rows()).filter((r) => r.first_id === [a, b].sort()[0])).toHaveLength(1);
    expect((await auditEntries(ctx.t, 'DUPLICATE_DISMISSED')).length).toBe(auditsBefore + 1);
  });

  it('is forgotten when either record goes (a merge or a delete)', async () => {
    const [a, b] = await twoContacts('gone@fbi.test');
    const [c, d] = await twoContacts('merged@fbi.test');
    expect((await dismiss('contacts', a, b)).statusCode).toBe(201);
    expect((await dismiss('contacts', c, d)).statusCode).toBe(201);
    await db().deleteFrom('contacts').where('id', '=', b).execute();
    const merge = await ctx.t.request({
      method: 'POST',
      url: '/api/duplicates/contacts/merge',
      cookie: ctx.as.admin.cookie,
      payload: { survivorId: c, survivorVersion: 1, otherId: d, otherVersion: 1 },
    });
    expect(merge.statusCode, merge.body).toBe(200);
    const left = (await rows()).map((r) => [r.first_id, r.second_id].join('/'));
    expect(left).not.toContain(key(a, b));
    expect(left).not.toContain(key(c, d));
  });

  it('works the same for companies and applicants: off the warnings, forgotten when a record goes', async () => {
    const [x, y] = await db()
      .insertInto('companies')
      .values([
        { name: 'Cigarette Co', website: 'https://smoke.test' },
        { name: 'Cigarette Company', website: 'smoke.test' },
      ])
      .returning('id')
      .execute();
    const [p, q] = await db()
      .insertInto('applicants')
      .values([
        { first_name: 'Alex', last_name: 'Krycek', email: 'alex@ratboy.test' },
        { first_name: 'Alex', last_name: 'Krycek', email: 'ALEX@ratboy.test' },
      ])
      .returning('applicant_id')
      .execute();
    const check = async (body: Record<string, unknown>) =>
      (await ctx.t.request({ method: 'POST', url: '/api/duplicates/check', payload: body, cookie: ctx.as.admin.cookie }))
        .json()
        .matches.map((m: { id: string }) => m.id);
    expect(await check({ kind: 'companies', name: 'Cigarette Co', website: 'smoke.test', excludeId: x.id })).toEqual([y.id]);
    expect(await check({ kind: 'applicants', email: 'alex@ratboy.test', excludeId: p.applicant_id })).toEqual([q.applicant_id]);
    expect((await dismiss('companies', x.id, y.id)).statusCode).toBe(201);
    expect((await dismiss('applicants', p.applicant_id, q.applicant_id)).statusCode).toBe(201);
    expect(await check({ kind: 'companies', name: 'Cigarette Co', website: 'smoke.test', excludeId: x.id })).toEqual([]);
    expect(await check({ kind: 'applicants', email: 'alex@ratboy.test', excludeId: p.applicant_id })).toEqual([]);
    await db().deleteFrom('companies').where('id', '=', y.id).execute();
    await db().deleteFrom('applicants').where('applicant_id', '=', p.applicant_id).execute();
    const left = (await rows()).map((r) => `${r.kind}:${[r.first_id, r.second_id].join('/')}`);
    expect(left).not.toContain(`companies:${key(x.id, y.id)}`);
    expect(left).not.toContain(`applicants:${key(p.applicant_id, q.applicant_id)}`);
  });
});
