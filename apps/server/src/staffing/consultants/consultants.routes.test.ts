import { describe, expect, it } from 'vitest';
import type { Consultant, ConsultantInput, ConsultantListPage } from '@keel/shared/consultants';
import type { ResolvedSkill } from '@keel/shared/skills';
import { appWithEveryRole } from '../../test/app-with-every-role';
import { auditEntries } from '../../test/roles';
import { numberPattern } from '../../test/number-pattern';

const app = appWithEveryRole();
let serial = 0;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  app.t.request({ method, url, cookie, payload: payload as never });

async function skillId(text: string): Promise<string> {
  return (await call('GET', `/api/skills/resolve?text=${encodeURIComponent(text)}`, app.as.user.cookie)).json<ResolvedSkill>().skill!
    .skill_id;
}

async function body(overrides: Partial<ConsultantInput> = {}): Promise<ConsultantInput> {
  serial += 1;
  return {
    full_name: `Ada Consultant ${serial}`,
    engagement: 'employee',
    city: 'Berlin',
    country: 'DE',
    time_zone: 'Europe/Berlin',
    skills: [
      { skill_id: await skillId('React'), level: 4, years: 6 },
      { skill_id: await skillId('TypeScript'), level: 3, years: 4.5 },
    ],
    unavailability: [{ starts_on: '2027-08-02', ends_on: '2027-08-13', kind: 'holiday', note: 'Summer' }],
    ...overrides,
  };
}

const create = async (cookie: string, overrides: Partial<ConsultantInput> = {}) => {
  const res = await call('POST', '/api/consultants', cookie, await body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Consultant>();
};

const rates = { day_rate: 950, cost_rate: 610.5, rate_currency: 'EUR' };

describe('consultants', () => {
  it('are read by every member, made and edited by admins, sales reps and recruiters, deleted by admins (role matrix)', async () => {
    const { as } = app;
    const one = await create(as.recruiter.cookie);
    expect((await call('GET', '/api/consultants')).statusCode).toBe(401);
    expect((await call('GET', `/api/consultants/${one.consultant_id}`)).statusCode).toBe(401);
    for (const role of ['user', 'sales_rep', 'recruiter', 'admin'] as const) {
      expect((await call('GET', '/api/consultants', as[role].cookie)).statusCode, role).toBe(200);
      expect((await call('GET', `/api/consultants/${one.consultant_id}`, as[role].cookie)).statusCode, role).toBe(200);
    }
    const edit = { ...(await body()), full_name: one.full_name, version: one.version };
    for (const [method, url, payload] of [
      ['POST', '/api/consultants', await body()],
      ['PUT', `/api/consultants/${one.consultant_id}`, edit],
      ['DELETE', `/api/consultants/${one.consultant_id}`, undefined],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} without a session`).toBe(401);
      const res = await call(method, url, as.user.cookie, payload);
      expect(res.statusCode, `${method} ${url} as user`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    for (const role of ['sales_rep', 'recruiter', 'admin'] as const) {
      expect((await call('POST', '/api/consultants', as[role].cookie, await body())).statusCode, role).toBe(201);
      expect((await call('DELETE', `/api/consultants/${one.consultant_id}`, as[role].cookie)).statusCode, role).toBe(
        role === 'admin' ? 204 : 403,
      );
    }
  });

  it('answer their rates only to admins and sales reps, and take them only from them', async () => {
    const { as } = app;
    const made = await create(as.sales_rep.cookie, { rates });
    expect(made.rates).toEqual(rates);
    for (const role of ['user', 'recruiter'] as const) {
      const res = await call('GET', `/api/consultants/${made.consultant_id}`, as[role].cookie);
      expect(res.json()).not.toHaveProperty('rates');
      expect(res.body).not.toMatch(numberPattern(950));
      expect(res.body).not.toContain('day_rate');
    }
    for (const role of ['sales_rep', 'admin'] as const)
      expect((await call('GET', `/api/consultants/${made.consultant_id}`, as[role].cookie)).json<Consultant>().rates).toEqual(rates);
    expect((await call('GET', '/api/consultants?pageSize=200', as.user.cookie)).body).not.toContain('day_rate');

    // A recruiter may not send rates; an edit without them keeps them.
    const refused = await call('POST', '/api/consultants', as.recruiter.cookie, await body({ rates }));
    expect(refused.statusCode).toBe(403);
    const current = (await call('GET', `/api/consultants/${made.consultant_id}`, as.recruiter.cookie)).json<Consultant>();
    const { rates: _none, ...input } = await body({ full_name: 'Renamed by a recruiter' });
    const kept = await call('PUT', `/api/consultants/${made.consultant_id}`, as.recruiter.cookie, { ...input, version: current.version });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await call('GET', `/api/consultants/${made.consultant_id}`, as.admin.cookie)).json<Consultant>().rates).toEqual(rates);
    const withRates = await call('PUT', `/api/consultants/${made.consultant_id}`, as.recruiter.cookie, {
      ...input,
      rates,
      version: current.version + 1,
    });
    expect(withRates.statusCode).toBe(403);
    // A rate needs its currency.
    expect(
      (await call('POST', '/api/consultants', as.admin.cookie, await body({ rates: { ...rates, rate_currency: null } }))).statusCode,
    ).toBe(400);
  });

  it('keep their skills (level and years), location, zone and periods away; audit each change', async () => {
    const made = await create(app.as.admin.cookie, { engagement: 'contractor', email: 'Ada@Example.com' });
    const read = (await call('GET', `/api/consultants/${made.consultant_id}`, app.as.user.cookie)).json<Consultant>();
    expect(read).toMatchObject({
      engagement: 'contractor',
      email: 'ada@example.com',
      city: 'Berlin',
      country: 'DE',
      time_zone: 'Europe/Berlin',
      version: 1,
      skills: [
        { name: 'React', level: 4, years: 6 },
        { name: 'TypeScript', level: 3, years: 4.5 },
      ],
      unavailability: [{ starts_on: '2027-08-02', ends_on: '2027-08-13', kind: 'holiday', note: 'Summer' }],
    });
    const created = await auditEntries(app.t, 'CONSULTANT_CREATED');
    expect(created.some((e) => e.entity_id === made.consultant_id)).toBe(true);

    const bad = async (overrides: Partial<ConsultantInput>) =>
      (await call('POST', '/api/consultants', app.as.admin.cookie, await body(overrides))).statusCode;
    const react = await skillId('React');
    expect(await bad({ skills: [{ skill_id: react, level: 5 }] })).toBe(400);
    expect(await bad({ skills: [{ skill_id: react, level: 0 }] })).toBe(400);
    expect(
      await bad({
        skills: [
          { skill_id: react, level: 2 },
          { skill_id: react, level: 3 },
        ],
      }),
    ).toBe(400);
    expect(await bad({ skills: [{ skill_id: '00000000-0000-4000-8000-000000000000', level: 2 }] })).toBe(400);
    expect(await bad({ unavailability: [{ starts_on: '2027-08-10', ends_on: '2027-08-01' }] })).toBe(400);
    expect(await bad({ country: 'Germany' })).toBe(400);
    expect(await bad({ time_zone: 'Mars/Olympus' })).toBe(400);
    expect(await bad({ full_name: '  ' })).toBe(400);

    // A skill a consultant has cannot be deleted.
    expect((await call('DELETE', `/api/skills/${react}`, app.as.admin.cookie)).statusCode).toBe(409);
  });

  it('refuse a stale edit with 409 and who saved last; link at most one consultant to a team member', async () => {
    const { as } = app;
    const made = await create(as.admin.cookie, { user_id: as.user.user.id });
    expect((await call('GET', `/api/consultants/${made.consultant_id}`, as.user.cookie)).json<Consultant>().user_name).toBe(
      as.user.user.fullName,
    );
    const first = await call('PUT', `/api/consultants/${made.consultant_id}`, as.sales_rep.cookie, {
      ...(await body({ full_name: 'First save', user_id: as.user.user.id })),
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Consultant>()).toMatchObject({ version: 2, updated_by: as.sales_rep.user.fullName });
    const stale = await call('PUT', `/api/consultants/${made.consultant_id}`, as.recruiter.cookie, {
      ...(await body({ full_name: 'Second save' })),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', stale: { version: 2, changedBy: as.sales_rep.user.fullName } });
    expect((await call('GET', `/api/consultants/${made.consultant_id}`, as.user.cookie)).json<Consultant>().full_name).toBe('First save');

    const twice = await call('POST', '/api/consultants', as.admin.cookie, await body({ user_id: as.user.user.id }));
    expect(twice.statusCode).toBe(409);
    // The editors' member picker says who is linked already; a plain user may not read it.
    expect((await call('GET', '/api/consultants/member-choices')).statusCode).toBe(401);
    expect((await call('GET', '/api/consultants/member-choices', as.user.cookie)).statusCode).toBe(403);
    for (const role of ['sales_rep', 'recruiter', 'admin'] as const) {
      const choices = await call('GET', '/api/consultants/member-choices', as[role].cookie);
      expect(choices.statusCode, `${role} ${choices.body}`).toBe(200);
      expect(choices.json<Array<{ id: string; consultant_id: string | null }>>().find((m) => m.id === as.user.user.id)?.consultant_id).toBe(
        made.consultant_id,
      );
    }
    expect(
      (await call('PUT', '/api/consultants/00000000-0000-4000-8000-000000000000', as.admin.cookie, { ...(await body()), version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('are listed with search by name or skill (synonyms too), a skill filter and a sort', async () => {
    const { as } = app;
    const k8s = await skillId('Kubernetes');
    const a = await create(as.admin.cookie, { full_name: 'Zed Listed', skills: [{ skill_id: k8s, level: 2 }] });
    const b = await create(as.admin.cookie, { full_name: 'Abe Listed', skills: [{ skill_id: k8s, level: 4 }], title: 'Platform lead' });
    const list = async (query: string) =>
      (await call('GET', `/api/consultants?${query}`, as.user.cookie)).json<ConsultantListPage>().items.map((i) => i.full_name);
    expect(await list('q=listed')).toEqual(['Abe Listed', 'Zed Listed']);
    expect(await list('q=listed&dir=desc')).toEqual(['Zed Listed', 'Abe Listed']);
    expect(await list(`q=listed&skill=${k8s}&minLevel=3`)).toEqual(['Abe Listed']);
    expect(await list('q=k8s')).toEqual(expect.arrayContaining(['Abe Listed', 'Zed Listed']));
    expect(await list('q=platform%20lead')).toEqual(['Abe Listed']);
    const page = (await call('GET', `/api/consultants?q=listed`, as.user.cookie)).json<ConsultantListPage>();
    expect(page.total).toBe(2);
    expect(page.items.find((i) => i.consultant_id === a.consultant_id)?.skills).toEqual([
      { skill_id: k8s, name: 'Kubernetes', level: 2, years: null },
    ]);
    expect(page.items[0].consultant_id).toBe(b.consultant_id);
  });
});
