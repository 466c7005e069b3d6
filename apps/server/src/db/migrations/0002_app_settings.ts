import { type Kysely, sql } from 'kysely';

/** Instance-wide settings shared by every process (e.g. the generated session-signing secret). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_settings (
      key text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists app_settings`.execute(db);
}
