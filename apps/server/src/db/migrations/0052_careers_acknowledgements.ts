import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decisions 0036 and 0071: the careers site's acknowledgements, counted per
 * recipient and per client address so that the Apply form mails no one over and over. Both are
 * kept as keyed hashes (no address in clear, so an erase has nothing to find here) and for a day.
 */
const upStatements: Statement[] = [
  `CREATE TABLE careers_acknowledgements (
     recipient_hash text NOT NULL,
     client_hash text NOT NULL,
     sent_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX careers_acknowledgements_recipient_idx ON careers_acknowledgements (recipient_hash, sent_at)`,
  `CREATE INDEX careers_acknowledgements_client_idx ON careers_acknowledgements (client_hash, sent_at)`,
];

const downStatements: Statement[] = [`DROP TABLE careers_acknowledgements`];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runAll(db, downStatements);
}
