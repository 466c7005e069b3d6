import { type Kysely, sql } from 'kysely';

/**
 * Marks the accounts demo mode made (the seeded demo users and accounts made on /add-test-user),
 * so that a start without demo mode can disable exactly those. Databases seeded before this
 * marker existed are backfilled by the four seeded demo e-mails (reserved `.demo` addresses that
 * no real person has); their /add-test-user accounts cannot be told apart and stay as they are.
 */
const SEEDED_DEMO_EMAILS = ['admin@keel.demo', 'sales@keel.demo', 'recruiter@keel.demo', 'user@keel.demo'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table demo_accounts (
      user_id uuid primary key references users (id) on delete cascade,
      origin text not null check (origin in ('seed', 'test-user')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into demo_accounts (user_id, origin)
    select id, 'seed' from users where email in (${sql.join(SEEDED_DEMO_EMAILS)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists demo_accounts`.execute(db);
}
