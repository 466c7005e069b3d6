import { type Kysely, sql } from 'kysely';
import { getConstructionPlans } from 'pg-boss';

/** The schema pg-boss works in (decision 0018). */
export const JOB_ENGINE_SCHEMA = 'pgboss';

/**
 * pg-boss's own tables, created here rather than by pg-boss at start-up, so they come in the
 * same migration lock as ours (instances starting together) and in the tests' migrated template.
 * Its plan is one BEGIN … COMMIT block; we run its body inside this migration's transaction.
 * A later pg-boss version migrates its schema itself at start-up (from the version recorded here).
 */
function jobEngineSchemaSql(): string {
  const plan = getConstructionPlans(JOB_ENGINE_SCHEMA).trim();
  if (!plan.startsWith('BEGIN;') || !plan.endsWith('COMMIT;')) throw new Error('pg-boss construction plan has an unexpected shape');
  return plan.slice('BEGIN;'.length, -'COMMIT;'.length);
}

/**
 * E-mail outbox (docs/product/beyond-the-spec.md#e-mail-and-background-jobs): each mail is written here in the transaction of the change
 * that causes it and delivered by the 'mail-delivery' job. Also the log of password-reset
 * requests the reset form's rate limit counts (shared by all instances).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      to_address text not null,
      subject text not null,
      html_body text not null,
      text_body text not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index mail_outbox_created_idx on mail_outbox (created_at desc, id desc)`.execute(db);
  await sql`
    create table password_reset_requests (
      id bigint generated always as identity primary key,
      email text not null,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_reset_requests_email_idx on password_reset_requests (email, created_at)`.execute(db);
  await sql`create index password_reset_requests_ip_idx on password_reset_requests (ip, created_at)`.execute(db);
  await sql.raw(jobEngineSchemaSql()).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop schema if exists ${JOB_ENGINE_SCHEMA} cascade`).execute(db);
  await sql`drop table if exists password_reset_requests`.execute(db);
  await sql`drop table if exists mail_outbox`.execute(db);
}
