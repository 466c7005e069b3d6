import { type Kysely, sql } from 'kysely';

/**
 * Decision 0073: the addresses each member has signed in from. While their account is under a
 * distributed guessing attack, an address not listed here finishes a sign-in only with a mailed
 * one-time link (or the second factor). Only a keyed hash of the address is kept; a member keeps
 * at most their 20 latest, each for 90 days after its last sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sign_in_addresses (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    address_hash text NOT NULL,
    last_signed_in_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, address_hash)
  )`.execute(db);
  await sql`CREATE INDEX sign_in_addresses_last_signed_in_at_idx ON sign_in_addresses (last_signed_in_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE sign_in_addresses`.execute(db);
}
