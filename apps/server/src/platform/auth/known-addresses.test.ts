import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-app';
import { addressNetwork, KNOWN_ADDRESSES_PER_USER, KnownAddresses } from './known-addresses';

let database: DatabaseHandle;
let known: KnownAddresses;
beforeAll(async () => {
  database = await openTestDatabase();
  known = new KnownAddresses(database.db, 'a-test-secret-a-test-secret-a-test-secret');
});
afterAll(() => database.close());

async function newUser(): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('users')
    .values({ id, full_name: 'Known Addresses', email: `${id}@example.test` })
    .execute();
  return id;
}

const rowsOf = (userId: string) => database.db.selectFrom('sign_in_addresses').selectAll().where('user_id', '=', userId).execute();

describe('KnownAddresses (decision 0073)', () => {
  it('knows an address after a sign-in from it, for that member only, and stores no address', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await known.remember(a, '203.0.113.7');
    expect(await known.has(a, '203.0.113.7')).toBe(true);
    expect(await known.has(a, '203.0.113.8')).toBe(false);
    expect(await known.has(b, '203.0.113.7')).toBe(false);
    const rows = await rowsOf(a);
    expect(rows).toHaveLength(1);
    expect(rows[0].address_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    // Another secret, other hashes: a copy of the table alone matches no address.
    expect(await new KnownAddresses(database.db, 'another-secret-another-secret-another').has(a, '203.0.113.7')).toBe(false);
  });

  it(`keeps a member's ${KNOWN_ADDRESSES_PER_USER} latest addresses`, async () => {
    const user = await newUser();
    for (let i = 1; i <= KNOWN_ADDRESSES_PER_USER + 5; i++) {
      await known.remember(user, `198.51.100.${i}`);
      await sql`update sign_in_addresses set last_signed_in_at = last_signed_in_at - ${`${100 - i} seconds`}::interval where user_id = ${user}`.execute(
        database.db,
      );
    }
    expect(await rowsOf(user)).toHaveLength(KNOWN_ADDRESSES_PER_USER);
    expect(await known.has(user, '198.51.100.1')).toBe(false);
    expect(await known.has(user, `198.51.100.${KNOWN_ADDRESSES_PER_USER + 5}`)).toBe(true);
  });

  it('forgets an address 90 days after its last sign-in', async () => {
    const user = await newUser();
    await known.remember(user, '192.0.2.50');
    await sql`update sign_in_addresses set last_signed_in_at = now() - interval '91 days' where user_id = ${user}`.execute(database.db);
    expect(await known.has(user, '192.0.2.50')).toBe(false);
    await known.remember(await newUser(), '192.0.2.51'); // any sign-in sweeps
    expect(await rowsOf(user)).toHaveLength(0);
  });

  it('takes an IPv6 address for its /64, and an IPv4-mapped one for the IPv4 address', () => {
    expect(addressNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressNetwork('192.0.2.1')).toBe('192.0.2.1');
  });
});
