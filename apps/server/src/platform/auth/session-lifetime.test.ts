import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The tests set a session's last activity in the past themselves: the updated_at trigger would put it back to now. */
const backdatable = (app: TestApp) => sql`ALTER TABLE sessions DISABLE TRIGGER sessions_set_updated_at`.execute(app.database.db);

/** Sessions have an idle timeout and an absolute lifetime (decision 0068; ASVS 4 L2 defaults: 30 minutes, 12 hours). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await backdatable(t);
});
afterAll(() => t.close());

const me = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/me', cookie })).json().user as { id: string } | null;
const sessionsOf = (userId: string) =>
  t.database.db.selectFrom('sessions').select(['id', 'created_at', 'updated_at', 'expires_at']).where('user_id', '=', userId).execute();
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('session lifetimes', () => {
  it('defaults to ASVS L2: 30 idle minutes, 12 hours in all', () => {
    expect(t.config.SESSION_IDLE_MINUTES).toBe(30);
    expect(t.config.SESSION_MAX_HOURS).toBe(12);
  });

  it('a sign-in lasts 12 hours at most, and use does not extend it', async () => {
    const { user } = await t.userWithRole('user');
    const cookie = await t.signIn(user.email);
    const [session] = (await sessionsOf(user.id)).sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
    const lifetime = session.expires_at.getTime() - session.created_at.getTime();
    expect(lifetime).toBeGreaterThan(11.9 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3_600_000 + 1_000);
    // Past its absolute end it is over, however recently it was used.
    await t.database.db
      .updateTable('sessions')
      .set({ expires_at: minutesAgo(1), updated_at: new Date() })
      .where('id', '=', session.id)
      .execute();
    expect(await me(cookie)).toBeNull();
  });

  it('a session idle for longer than 30 minutes ends; a used one records its last activity', async () => {
    const idle = await t.userWithRole('user');
    await t.database.db
      .updateTable('sessions')
      .set({ updated_at: minutesAgo(31) })
      .where('user_id', '=', idle.user.id)
      .execute();
    expect(await me(idle.cookie)).toBeNull();
    expect(await sessionsOf(idle.user.id)).toEqual([]);

    const active = await t.userWithRole('user');
    await t.database.db
      .updateTable('sessions')
      .set({ updated_at: minutesAgo(29) })
      .where('user_id', '=', active.user.id)
      .execute();
    expect(await me(active.cookie)).toMatchObject({ id: active.user.id });
    const [touched] = await sessionsOf(active.user.id);
    expect(Date.now() - touched.updated_at.getTime()).toBeLessThan(60_000);
  });
});

describe('configuration', () => {
  it('takes other lifetimes from SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    const other = await createTestApp({ env: { SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' } });
    try {
      await backdatable(other);
      const { user } = await other.userWithRole('user');
      const cookie = await other.signIn(user.email);
      const sessions = await other.database.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
      const latest = sessions.sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
      expect(latest.expires_at.getTime() - latest.created_at.getTime()).toBeLessThanOrEqual(3_600_000 + 1_000);
      await other.database.db
        .updateTable('sessions')
        .set({ updated_at: minutesAgo(6) })
        .where('id', '=', latest.id)
        .execute();
      expect((await other.request({ method: 'GET', url: '/api/me', cookie })).json().user).toBeNull();
    } finally {
      await other.close();
    }
  });
});
