import { describe, expect, it } from 'vitest';
import { appWithEveryRole } from '../../test/app-with-every-role';

const ctx = appWithEveryRole();
const db = () => ctx.t.database.db;

const check = (body: Record<string, unknown>, cookie = ctx.as.user.cookie) =>
  ctx.t.request({ method: 'POST', url: '/api/duplicates/check', payload: body, cookie });
const pairs = (kind: string, page = 1, cookie = ctx.as.admin.cookie) =>
  ctx.t.request({ method: 'GET', url: `/api/duplicates?kind=${kind}&page=${page}`, cookie });
const scan = (kind: string, cookie = ctx.as.admin.cookie) => ctx.t.request({ method: 'POST', url: `/api/duplicates/${kind}/scan`, cookie });
const events = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('POST /api/duplicates/check', () => {
  it('finds a contact with the same e-mail, whatever its case, and leaves out the record being edited', async () => {
    const [c] = await db()
      .insertInto('contacts')
      .values([{ first_name: 'Ann', last_name: 'Lee', email: 'Ann.Lee@Acme.test' }])
      .returning('id')
      .execute();
    const res = await check({ kind: 'contacts', email: 'ann.lee@acme.TEST', firstName: 'Someone', lastName: 'Else' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().matches).toEqual([{ id: c.id, label: 'Ann Lee', detail: 'Ann.Lee@Acme.test', reasons: ['email'], score: 1 }]);
    expect((await check({ kind: 'contacts', email: 'ann.lee@acme.test', excludeId: c.id })).json().matches).toEqual([]);
    expect((await check({ kind: 'contacts', email: 'nobody@acme.test' })).json().matches).toEqual([]);
  });

  it('finds a contact with a similar name at the same company, not at another one', async () => {
    const [acme, other] = await db()
      .insertInto('companies')
      .values([{ name: 'Similar Co' }, { name: 'Elsewhere' }])
      .returning('id')
      .execute();
    const [jon] = await db()
      .insertInto('contacts')
      .values([
        { first_name: 'Jonathan', last_name: 'Smithers', email: 'js1@similar.test', company_id: acme.id },
        { first_name: 'Jonathan', last_name: 'Smithers', email: 'js2@elsewhere.test', company_id: other.id },
        { first_name: 'Mary', last_name: 'Smithers', email: 'ms@similar.test', company_id: acme.id },
      ])
      .returning('id')
      .execute();
    const res = await check({
      kind: 'contacts',
      email: 'new@similar.test',
      firstName: 'Jonathon',
      lastName: 'smithers',
      companyId: acme.id,
    });
    expect(res.json().matches.map((m: { id: string; reasons: string[] }) => [m.id, m.reasons])).toEqual([[jon.id, ['name']]]);
    expect((await check({ kind: 'contacts', firstName: 'Jonathan', lastName: 'Smithers' })).json().matches).toEqual([]);
    // The New Inquiry form names the company instead: the same rule applies.
    expect(
      (await check({ kind: 'contacts', firstName: 'Jonathon', lastName: 'Smithers', companyName: 'similar co' }))
        .json()
        .matches.map((m: { id: string }) => m.id),
    ).toEqual([jon.id]);
  });

  it('finds a company by website domain, by e-mail and by its name without case or legal form', async () => {
    const [a, b] = await db()
      .insertInto('companies')
      .values([
        { name: 'Globex Corporation', website: 'https://www.globex.test/about' },
        { name: 'Initech', email: 'Info@Initech.test' },
      ])
      .returning('id')
      .execute();
    const byDomain = await check({ kind: 'companies', name: 'Something', website: 'globex.test' });
    expect(byDomain.json().matches.map((m: { id: string; reasons: string[] }) => [m.id, m.reasons])).toEqual([[a.id, ['domain']]]);
    const byName = await check({ kind: 'companies', name: 'GLOBEX, Inc.' });
    expect(byName.json().matches.map((m: { id: string; reasons: string[] }) => [m.id, m.reasons])).toEqual([[a.id, ['name']]]);
    const byEmail = await check({ kind: 'companies', name: 'Other', email: 'info@initech.test' });
    expect(byEmail.json().matches.map((m: { id: string; reasons: string[] }) => [m.id, m.reasons])).toEqual([[b.id, ['email']]]);
  });

  it('finds an applicant by e-mail or by last name and phone, for recruiters and admins only', async () => {
    const [p] = await db()
      .insertInto('applicants')
      .values([{ first_name: 'Rita', last_name: 'Hayes', email: 'rita@hayes.test', phone: '(555) 010-2030' }])
      .returning('applicant_id')
      .execute();
    const body = { kind: 'applicants', email: 'other@hayes.test', firstName: 'R.', lastName: 'HAYES', phone: '555-010-2030' };
    const res = await check(body, ctx.as.recruiter.cookie);
    expect(res.json().matches.map((m: { id: string; reasons: string[] }) => [m.id, m.reasons])).toEqual([[p.applicant_id, ['phone']]]);
    expect((await check({ kind: 'applicants', email: 'RITA@hayes.test' }, ctx.as.admin.cookie)).json().matches).toHaveLength(1);
    expect((await check(body, ctx.as.sales_rep.cookie)).statusCode).toBe(403);
  });

  it('answers 401 without a session and 400 for an unknown kind', async () => {
    expect(
      (await ctx.t.request({ method: 'POST', url: '/api/duplicates/check', payload: { kind: 'contacts', email: 'a@b.test' } })).statusCode,
    ).toBe(401);
    expect((await check({ kind: 'deals', email: 'a@b.test' })).statusCode).toBe(400);
  });
});

describe('GET /api/duplicates', () => {
  it('lists nothing before a first scan, and says so', async () => {
    const res = await pairs('applicants');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [],
      page: 1,
      hasMore: false,
      scan: { status: 'none', step: 0, steps: 0, pairCount: null, scannedAt: null, startedAt: null },
    });
  });

  it('lists likely pairs across the table, best first, the older record first, paged', async () => {
    const [co] = await db()
      .insertInto('companies')
      .values([{ name: 'Pairs Ltd' }])
      .returning('id')
      .execute();
    const day = (d: number) => new Date(`2024-01-0${d}T00:00:00Z`);
    const [first, second, third] = await db()
      .insertInto('contacts')
      .values([
        { first_name: 'Pat', last_name: 'Quill', email: 'pat@pairs.test', company_id: co.id, created_at: day(1) },
        { first_name: 'Pat', last_name: 'Quill', email: 'PAT@pairs.test', company_id: co.id, created_at: day(2) },
        { first_name: 'Patrick', last_name: 'Quill', email: 'patrick@pairs.test', company_id: co.id, created_at: day(3) },
      ])
      .returning('id')
      .execute();
    const scanned = await scan('contacts');
    expect(scanned.statusCode, scanned.body).toBe(200);
    // One step per rule (e-mail, similar name), then the ranking.
    expect(events(scanned.body)).toEqual([
      { type: 'progress', step: 1, steps: 3 },
      { type: 'progress', step: 2, steps: 3 },
      { type: 'done', pairCount: expect.any(Number), scannedAt: expect.any(String) },
    ]);
    const res = await pairs('contacts');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scan).toMatchObject({
      status: 'done',
      step: 3,
      steps: 3,
      pairCount: events(scanned.body)[2].pairCount,
      scannedAt: events(scanned.body)[2].scannedAt,
    });
    const found = res.json().items.filter((p: { first: { id: string } }) => [first.id, second.id, third.id].includes(p.first.id));
    // Same e-mail and same name first; the similar name (Pat / Patrick) after it.
    expect(found[0]).toMatchObject({
      first: { id: first.id, label: 'Pat Quill' },
      second: { id: second.id },
      reasons: ['email', 'name'],
      score: 1,
    });
    // Patrick is compared with his neighbour in name order: one of the two Pats (both older).
    const rest = found.slice(1) as Array<{ first: { id: string }; second: { id: string }; reasons: string[] }>;
    expect(rest.map((p) => [p.second.id, p.reasons])).toEqual([[third.id, ['name']]]);
    expect([first.id, second.id]).toContain(rest[0].first.id);
    expect(res.json()).toMatchObject({ page: 1, hasMore: false });
  });

  it('pages through more pairs than one page holds', async () => {
    await db()
      .insertInto('companies')
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Paged ${i}`, website: `paged${i}.test` })))
      .execute();
    await db()
      .insertInto('companies')
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Paged copy ${i}`, website: `https://www.paged${i}.test` })))
      .execute();
    expect((await scan('companies')).statusCode).toBe(200);
    const one = (await pairs('companies', 1)).json();
    const two = (await pairs('companies', 2)).json();
    expect(one.items).toHaveLength(25);
    expect(one.hasMore).toBe(true);
    expect(two.items).toHaveLength(5);
    expect(two.hasMore).toBe(false);
    const keys = [...one.items, ...two.items].map((p: { first: { id: string }; second: { id: string } }) => `${p.first.id}/${p.second.id}`);
    expect(new Set(keys).size).toBe(30);
  });

  it('is for admins only: 401 without a session, 403 for every other role', async () => {
    expect((await ctx.t.request({ method: 'GET', url: '/api/duplicates?kind=contacts' })).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter'] as const)
      expect((await pairs('contacts', 1, ctx.as[role].cookie)).statusCode).toBe(403);
    expect((await pairs('applicants')).statusCode).toBe(200);
    expect((await ctx.t.request({ method: 'POST', url: '/api/duplicates/contacts/scan' })).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter'] as const)
      expect((await scan('contacts', ctx.as[role].cookie)).statusCode).toBe(403);
  });
});

describe('POST /api/duplicates/{kind}/scan', () => {
  it('is read once: pages come from the kept scan, leave out pairs merged since, and a rescan finds new ones', async () => {
    const [a, b, c, d] = await db()
      .insertInto('applicants')
      .values([
        { first_name: 'Kept', last_name: 'One', email: 'kept@scan.test' },
        { first_name: 'Kept', last_name: 'Two', email: 'KEPT@scan.test' },
        { first_name: 'Gone', last_name: 'One', email: 'gone@scan.test' },
        { first_name: 'Gone', last_name: 'Two', email: 'GONE@scan.test' },
      ])
      .returning('applicant_id')
      .execute();
    expect((await scan('applicants')).statusCode).toBe(200);
    const ids = async () =>
      (await pairs('applicants'))
        .json()
        .items.map((p: { first: { id: string }; second: { id: string } }) => [p.first.id, p.second.id].sort().join('/'));
    const key = (x: { applicant_id: string }, y: { applicant_id: string }) => [x.applicant_id, y.applicant_id].sort().join('/');
    expect(await ids()).toEqual(expect.arrayContaining([key(a, b), key(c, d)]));
    // Merged (a record gone) since the scan: off the page at once.
    await db().deleteFrom('applicants').where('applicant_id', '=', d.applicant_id).execute();
    // Entered since the scan: not listed until the next scan.
    const [e, f] = await db()
      .insertInto('applicants')
      .values([
        { first_name: 'New', last_name: 'One', email: 'new@scan.test' },
        { first_name: 'New', last_name: 'Two', email: 'NEW@scan.test' },
      ])
      .returning('applicant_id')
      .execute();
    expect(await ids()).not.toContain(key(c, d));
    expect(await ids()).not.toContain(key(e, f));
    expect((await scan('applicants')).statusCode).toBe(200);
    expect(await ids()).toEqual(expect.arrayContaining([key(a, b), key(e, f)]));
  });

  it('runs one scan of a kind at a time (409), and takes over one that stopped moving', async () => {
    await db()
      .insertInto('duplicate_scans')
      .values({ kind: 'companies', id: '00000000-0000-4000-8000-000000000001', status: 'running', steps: 4, user_name: 'Someone' })
      .onConflict((oc) =>
        oc.column('kind').doUpdateSet({ id: '00000000-0000-4000-8000-000000000001', status: 'running', touched_at: new Date() }),
      )
      .execute();
    const busy = await scan('companies');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('A scan of these records is already running.');
    expect((await pairs('companies')).json().scan).toMatchObject({ status: 'running' });
    // Its server went away: untouched for longer than the stale limit.
    await db()
      .updateTable('duplicate_scans')
      .set({ touched_at: new Date(Date.now() - 16 * 60_000) })
      .where('kind', '=', 'companies')
      .execute();
    const taken = await scan('companies');
    expect(taken.statusCode).toBe(200);
    expect(events(taken.body).at(-1)).toMatchObject({ type: 'done' });
    expect((await pairs('companies')).json().scan).toMatchObject({ status: 'done', step: 4, steps: 4 });
  });
});
