import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/types';

type LimiterConfig = Pick<Config, 'SIGNIN_MAX_FAILURES_PER_EMAIL' | 'SIGNIN_MAX_FAILURES_PER_IP' | 'SIGNIN_WINDOW_MINUTES'>;

/** The longest an address that has failed for an e-mail under attack waits between guesses. */
export const MAX_EMAIL_DELAY_SECONDS = 60;

/** An e-mail's failures from all addresses are also counted over this window (decision 0073). */
export const ACCOUNT_WINDOW_MINUTES = 60;

/** Expired counters are deleted once every this many attempts (per instance). */
const SWEEP_EVERY = 100;

/** A counter's window: the hour for an e-mail's hourly count, SIGNIN_WINDOW_MINUTES for the others. */
const windowOf = (window: string) =>
  sql`(case when key like 'hour:%' then ${`${ACCOUNT_WINDOW_MINUTES} minutes`}::interval else ${window}::interval end)`;

/**
 * Whether a password may be checked now; when not, how many seconds until it may. An allowed one
 * says how many failures the e-mail had from all addresses within the hour before it (decision 0073).
 */
export type Reservation = { allowed: true; recentFailures: number } | { allowed: false; retryAfterSeconds: number };

interface Counter {
  key: string;
  failures: number;
  window_left: number;
  wait: number | null;
}

/**
 * Limits password guesses (decision 0014), in the database so every instance shares the counts:
 * - per e-mail and address pair: SIGNIN_MAX_FAILURES_PER_EMAIL failures per window, then 429 for
 *   that pair only, so nobody can lock a colleague out from another address;
 * - per address: SIGNIN_MAX_FAILURES_PER_IP failures per window over all e-mails (spraying);
 * - per e-mail over all addresses: past SIGNIN_MAX_FAILURES_PER_EMAIL failures, an address that
 *   has already failed for that e-mail waits a delay that doubles with every further failure (up
 *   to a minute) — a distributed guesser slows down, while the owner, signing in from an address
 *   with no failures, is never held up.
 * Besides, an e-mail's failures from all addresses within the hour are counted, never cleared by a
 * success, for the sign-in rule of addresses that never signed in to the account (decision 0073).
 * An attempt is counted as a failure atomically *before* the password is checked (`reserve`,
 * row locks in one transaction) and refunded when it succeeds, so a burst of simultaneous
 * attempts cannot get more guesses checked than the limits. Unknown and known e-mails are counted
 * alike, so the limits reveal nothing about accounts.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: LimiterConfig,
  ) {}

  private keys(ip: string, email: string) {
    const e = email.trim().toLowerCase();
    return { email: `email:${e}`, hour: `hour:${e}`, ip: `ip:${ip}`, pair: `pair:${ip} ${e}` };
  }

  private reservations = 0;

  /** Counts one attempt for the address and e-mail, unless a limit forbids checking it now. */
  async reserve(ip: string, email: string): Promise<Reservation> {
    // Every e-mail and address pair leaves a row: sweep out the expired ones now and then.
    if (++this.reservations % SWEEP_EVERY === 0) await this.sweep();
    const k = this.keys(ip, email);
    const keys = [k.email, k.hour, k.ip, k.pair].sort();
    const window = `${this.config.SIGNIN_WINDOW_MINUTES} minutes`;
    const hourWindow = `${ACCOUNT_WINDOW_MINUTES} minutes`;
    const max = this.config.SIGNIN_MAX_FAILURES_PER_EMAIL;
    return this.db.transaction().execute(async (trx) => {
      // Keys in one order everywhere, so concurrent attempts never wait for each other in a cycle.
      await sql`insert into auth_rate_limits (key, failures, window_started_at)
        values ${sql.join(keys.map((key) => sql`(${key}, 0, now())`))} on conflict (key) do nothing`.execute(trx);
      const { rows } = await sql<Counter>`
        select key,
          case when window_started_at > now() - ${windowOf(window)} then failures else 0 end as failures,
          greatest(1, ceil(extract(epoch from window_started_at + ${window}::interval - now())))::int as window_left,
          ceil(extract(epoch from next_attempt_at - now()))::int as wait
        from auth_rate_limits where key in (${sql.join(keys)}) order by key for update`.execute(trx);
      const counter = (key: string) => rows.find((r) => r.key === key)!;
      const [email, hour, address, pair] = [counter(k.email), counter(k.hour), counter(k.ip), counter(k.pair)];
      if (pair.failures >= max) return { allowed: false, retryAfterSeconds: pair.window_left };
      if (address.failures >= this.config.SIGNIN_MAX_FAILURES_PER_IP) return { allowed: false, retryAfterSeconds: address.window_left };
      if (pair.failures > 0 && email.failures >= max && (email.wait ?? 0) > 0) return { allowed: false, retryAfterSeconds: email.wait! };

      for (const row of [pair, address]) await this.count(trx, row.key, window, null);
      const delay = email.failures + 1 >= max ? Math.min(2 ** (email.failures + 1 - max), MAX_EMAIL_DELAY_SECONDS) : null;
      await this.count(trx, email.key, window, delay);
      await this.count(trx, hour.key, hourWindow, null);
      return { allowed: true, recentFailures: hour.failures } as const;
    });
  }

  /** Deletes counters whose window has passed (they would count from zero anyway). */
  async sweep(): Promise<void> {
    const window = `${this.config.SIGNIN_WINDOW_MINUTES} minutes`;
    await sql`delete from auth_rate_limits
      where window_started_at <= now() - ${windowOf(window)} and (next_attempt_at is null or next_attempt_at <= now())`.execute(this.db);
  }

  private async count(db: Kysely<Database>, key: string, window: string, delaySeconds: number | null) {
    const expired = sql`window_started_at <= now() - ${window}::interval`;
    await sql`update auth_rate_limits set
        failures = case when ${expired} then 1 else failures + 1 end,
        window_started_at = case when ${expired} then now() else window_started_at end,
        next_attempt_at = ${delaySeconds === null ? null : sql`now() + ${`${delaySeconds} seconds`}::interval`}
      where key = ${key}`.execute(db);
  }

  /**
   * Takes back one counted attempt without clearing anything: a right password whose two-factor
   * code is still to come (decision 0023). The code is counted next; only its success clears.
   */
  async refund(ip: string, email: string): Promise<void> {
    const k = this.keys(ip, email);
    await sql`update auth_rate_limits set failures = greatest(failures - 1, 0),
        next_attempt_at = case when key = ${k.email} then null else next_attempt_at end
      where key in (${k.email}, ${k.hour}, ${k.ip}, ${k.pair})`.execute(this.db);
  }

  /**
   * The password was right: the attempt is refunded. The pair's and the e-mail's counters are
   * cleared (the owner has proved who they are); the address keeps its other failures, against
   * spraying, and the e-mail's failures within the hour stay counted (decision 0073).
   */
  async recordSuccess(ip: string, email: string): Promise<void> {
    const k = this.keys(ip, email);
    await this.db.transaction().execute(async (trx) => {
      await sql`delete from auth_rate_limits where key in (${k.email}, ${k.pair})`.execute(trx);
      await sql`update auth_rate_limits set failures = greatest(failures - 1, 0) where key in (${k.ip}, ${k.hour})`.execute(trx);
    });
  }
}
