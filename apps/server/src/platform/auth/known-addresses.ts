import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** An address is forgotten this long after its last sign-in (decision 0073). */
export const KNOWN_ADDRESS_DAYS = 90;
/** A member keeps at most this many addresses, the most recent. */
export const KNOWN_ADDRESSES_PER_USER = 20;

/**
 * The network an address stands for: an IPv4 address itself, an IPv6 address's /64 (a home or
 * office keeps its /64 while privacy extensions change the rest daily).
 */
export function addressNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The addresses each member has signed in from (decision 0073), as keyed hashes: the table holds
 * no address, and without the auth secret its hashes cannot be matched to one. Written on every
 * completed sign-in (password, second factor, or mailed link); read while an account is under a
 * distributed guessing attack, when an address not in it gets no verdict on a password.
 */
export class KnownAddresses {
  private readonly key: Buffer;

  constructor(
    private readonly db: Kysely<Database>,
    authSecret: string,
  ) {
    this.key = createHmac('sha256', authSecret).update('keel sign-in addresses').digest();
  }

  private hash(ip: string): string {
    return createHmac('sha256', this.key).update(addressNetwork(ip)).digest('hex');
  }

  /** Whether `userId` has signed in from `ip` (its network) within KNOWN_ADDRESS_DAYS. */
  async has(userId: string, ip: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sign_in_addresses')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('address_hash', '=', this.hash(ip))
      .where('last_signed_in_at', '>', sql<Date>`now() - ${`${KNOWN_ADDRESS_DAYS} days`}::interval`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a completed sign-in of `userId` from `ip`; keeps the member's latest addresses only, and sweeps old ones. */
  async remember(userId: string, ip: string, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto('sign_in_addresses')
      .values({ user_id: userId, address_hash: this.hash(ip) })
      .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_signed_in_at: sql`now()` }))
      .execute();
    await sql`delete from sign_in_addresses where user_id = ${userId} and address_hash not in (
        select address_hash from sign_in_addresses where user_id = ${userId}
        order by last_signed_in_at desc limit ${KNOWN_ADDRESSES_PER_USER})`.execute(db);
    await sql`delete from sign_in_addresses where last_signed_in_at <= now() - ${`${KNOWN_ADDRESS_DAYS} days`}::interval`.execute(db);
  }
}
