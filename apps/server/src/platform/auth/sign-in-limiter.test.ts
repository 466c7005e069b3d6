import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { SignInLimiter } from './sign-in-limiter';

let database: DatabaseHandle;
let limiter: SignInLimiter;
beforeAll(async () => {
  database = await openTestDatabase();
  limiter = new SignInLimiter(database.db, { SIGNIN_MAX_FAILURES_PER_EMAIL: 5, SIGNIN_MAX_FAILURES_PER_IP: 30, SIGNIN_WINDOW_MINUTES: 15 });
});
afterAll(() => database.close());

describe('SignInLimiter', () => {
  it('allows exactly the limit when many attempts reserve at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.reserve('192.0.2.1', 'Same@Example.test')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('gives a refund for a right password, so successes never use up the address', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await limiter.reserve('192.0.2.2', `ok-${i}@example.test`)).allowed).toBe(true);
      await limiter.recordSuccess('192.0.2.2', `ok-${i}@example.test`);
    }
  });

  it('sweeps out counters whose window has passed, and keeps the others', async () => {
    await limiter.reserve('192.0.2.3', 'old@example.test');
    await limiter.reserve('192.0.2.4', 'new@example.test');
    await sql`update auth_rate_limits set window_started_at = now() - interval '16 minutes' where key like '%old@example.test' or key = 'ip:192.0.2.3'`.execute(
      database.db,
    );
    await limiter.sweep();
    const { rows } = await sql<{
      key: string;
    }>`select key from auth_rate_limits where key like '%192.0.2.3%' or key like '%old@%' or key like '%new@%' or key like '%192.0.2.4%' order by key`.execute(
      database.db,
    );
    // An e-mail's hourly count (decision 0073) outlives the other counters' 15 minutes.
    expect(rows.map((r) => r.key)).toEqual([
      'email:new@example.test',
      'hour:new@example.test',
      'hour:old@example.test',
      'ip:192.0.2.4',
      'pair:192.0.2.4 new@example.test',
    ]);
    await sql`update auth_rate_limits set window_started_at = now() - interval '61 minutes' where key = 'hour:old@example.test'`.execute(
      database.db,
    );
    await limiter.sweep();
    const left = await sql<{ key: string }>`select key from auth_rate_limits where key = 'hour:old@example.test'`.execute(database.db);
    expect(left.rows).toEqual([]);
  });

  it("counts an e-mail's failures from all addresses within the hour, and keeps them past a right password", async () => {
    for (let i = 1; i <= 3; i++)
      expect(await limiter.reserve(`192.0.2.${20 + i}`, 'Hourly@example.test')).toEqual({ allowed: true, recentFailures: i - 1 });
    await limiter.recordSuccess('192.0.2.30', 'hourly@example.test');
    expect(await limiter.reserve('192.0.2.31', 'hourly@example.test')).toEqual({ allowed: true, recentFailures: 2 });
    await sql`update auth_rate_limits set window_started_at = now() - interval '61 minutes' where key = 'hour:hourly@example.test'`.execute(
      database.db,
    );
    expect(await limiter.reserve('192.0.2.32', 'hourly@example.test')).toEqual({ allowed: true, recentFailures: 0 });
  });
});
