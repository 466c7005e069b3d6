import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from '@keel/shared/demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from './demo-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_MODE: 'true' } });
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('creates one account per role, companies, contacts and the three sample leads, once', async () => {
    expect(await seedDemoData(t.app)).toBe(true);
    const db = t.database.db;
    const users = await db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
    expect(users).toEqual(DEMO_USERS.map((u) => ({ email: u.email, role: u.role })).sort((a, b) => a.email.localeCompare(b.email)));
    const deals = await db
      .selectFrom('deals')
      .innerJoin('pipeline_stages as s', 's.id', 'deals.stage_id')
      .select(['deals.name', 'deals.status', 's.title', 'deals.tags', 'deals.lead_source'])
      .execute();
    expect(deals).toHaveLength(3);
    for (const d of deals) {
      expect(d.status).toBe(d.title);
      expect(d.tags).toEqual([d.lead_source, d.title]);
    }
    expect(
      Number(
        (
          await db
            .selectFrom('contacts')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(5);
    expect(await seedDemoData(t.app)).toBe(false);
  });

  it('lets the admin of the sign-in hint sign in', async () => {
    const cookie = await t.signIn(DEMO_ADMIN.email, DEMO_PASSWORD);
    expect((await t.request({ method: 'GET', url: '/api/me', cookie })).json().user).toMatchObject({
      role: 'admin',
      fullName: DEMO_ADMIN.fullName,
    });
  });
});
