import { type Kysely, sql } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/types';

/**
 * Counts failed sign-ins per IP and per e-mail in the database, so every instance shares the
 * count. Unknown and known e-mails are counted alike, so the limit reveals nothing about accounts.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: Pick<Config, 'SIGNIN_MAX_FAILURES_PER_EMAIL' | 'SIGNIN_MAX_FAILURES_PER_IP' | 'SIGNIN_WINDOW_MINUTES'>,
  ) {}

  private keys(ip: string, email: string) {
    return { ip: `ip:${ip}`, email: `email:${email.trim().toLowerCase()}` };
  }

  /** True when either counter has reached its limit within the current window. */
  async isBlocked(ip: string, email: string): Promise<boolean> {
    const k = this.keys(ip, email);
    const window = `${this.config.SIGNIN_WINDOW_MINUTES} minutes`;
    const { rows } = await sql<{ key: string; failures: number }>`
      select key, failures from auth_rate_limits
      where key in (${k.ip}, ${k.email}) and window_started_at > now() - ${window}::interval`.execute(this.db);
    return rows.some((r) =>
      r.key === k.ip ? r.failures >= this.config.SIGNIN_MAX_FAILURES_PER_IP : r.failures >= this.config.SIGNIN_MAX_FAILURES_PER_EMAIL,
    );
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    const window = `${this.config.SIGNIN_WINDOW_MINUTES} minutes`;
    for (const key of Object.values(this.keys(ip, email))) {
      await sql`
        insert into auth_rate_limits as l (key, failures, window_started_at) values (${key}, 1, now())
        on conflict (key) do update set
          failures = case when l.window_started_at <= now() - ${window}::interval then 1 else l.failures + 1 end,
          window_started_at = case when l.window_started_at <= now() - ${window}::interval then now() else l.window_started_at end`.execute(this.db);
    }
  }

  /** A successful sign-in clears the e-mail's counter (the IP's stays, against spraying). */
  async recordSuccess(email: string): Promise<void> {
    await sql`delete from auth_rate_limits where key = ${this.keys('', email).email}`.execute(this.db);
  }
}
