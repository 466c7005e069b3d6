import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../lib/nul-characters';
import { createTestApp, type TestApp } from '../test/test-app';

// Found by the bad-input fuzz (src/fuzz): PostgreSQL cannot store U+0000, and such text reached
// queries as a 500 ("invalid byte sequence for encoding UTF8: 0x00").
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithRole('admin')).cookie;
});
afterAll(() => t.close());

const contactCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('NUL characters in a request', () => {
  it('refuses an encoded NUL in a path or a query with 400', async () => {
    for (const url of [
      '/api/dashboards/%00',
      '/api/dashboards/a%00b/default',
      '/files/client-logos/public/x.png%00.html',
      '/api/contacts?search=a%00b',
    ]) {
      const res = await t.request({ method: url.includes('default') ? 'POST' : 'GET', url, cookie: admin });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 'BAD_REQUEST', message: NUL_MESSAGE });
    }
  });

  it('refuses a NUL in any string or key of a JSON body, storing nothing', async () => {
    const before = await contactCount();
    for (const payload of [
      { first_name: 'a\u0000b', last_name: 'Doe', email: 'nul@example.test' },
      { first_name: 'Ann', last_name: 'Doe', email: 'nul@example.test', tags: ['ok', 'bad\u0000'] },
      { first_name: 'Ann', last_name: 'Doe', email: 'nul@example.test', 'x\u0000': 1 },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/contacts', payload, cookie: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('BAD_REQUEST');
    }
    expect(await contactCount()).toBe(before);
  });

  it('still parses ordinary JSON (and refuses prototype poisoning as before)', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/contacts',
      payload: { first_name: 'Zoë', last_name: 'Ünal', email: 'zoe@example.test' },
      cookie: admin,
    });
    expect(ok.statusCode).toBe(201);
    const poisoned = await t.request({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"x":1}}',
      cookie: admin,
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
