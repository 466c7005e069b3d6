import { type Kysely, sql } from 'kysely';

/**
 * Record pages show a record's history from the audit trail, newest first and paged
 * (decision 0024): an index on the record an entry is about keeps that fast however long the trail grows.
 * A contact page lists the funnel deals whose contact_ids hold it: a GIN index answers
 * `contact_ids @> ARRAY[id]`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX deals_contact_ids_idx ON deals USING gin (contact_ids)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX deals_contact_ids_idx`.execute(db);
  await sql`DROP INDEX audit_log_entity_idx`.execute(db);
}
