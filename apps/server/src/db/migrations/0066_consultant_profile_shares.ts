import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decision 0101 (a consultant's client-ready profile and its shares): each time a consultant's
 * profile is shared with a client contact, which version (named or anonymised), to whom, by whom
 * and when. A share goes with its consultant or its contact (erasing a contact leaves no trace of
 * them here); the user who shared may leave the team and the row stays.
 */
const upStatements: Statement[] = [
  `CREATE TABLE consultant_profile_shares (
    share_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    consultant_id uuid NOT NULL REFERENCES consultants (consultant_id) ON DELETE CASCADE,
    contact_id uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    anonymised boolean NOT NULL,
    note text,
    shared_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    shared_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX consultant_profile_shares_consultant_idx ON consultant_profile_shares (consultant_id, shared_at)`,
  `CREATE INDEX consultant_profile_shares_contact_idx ON consultant_profile_shares (contact_id)`,
];

const downStatements: Statement[] = [`DROP TABLE consultant_profile_shares`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
