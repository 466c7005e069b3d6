import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { createAccount } from './users.service';

// Found by the multi-instance test: two instances seeding the demo at once both passed the
// "e-mail free?" check, and the loser's unique-index failure stopped its start-up.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createAccount under a race for the same e-mail', () => {
  it('creates the account once and answers the loser with a conflict', async () => {
    const attempt = () =>
      createAccount(t.database.db, t.app.auth, {
        fullName: 'Race Winner',
        email: 'race@example.test',
        password: TEST_PASSWORD,
        role: 'user',
      });
    const outcomes = await Promise.allSettled([attempt(), attempt(), attempt()]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect(((o as PromiseRejectedResult).reason as AppError).code).toBe('CONFLICT');
    }
    const rows = await t.database.db.selectFrom('users').select('id').where('email', '=', 'race@example.test').execute();
    expect(rows).toHaveLength(1);
  });
});
