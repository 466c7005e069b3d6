import type { Kysely } from 'kysely';
import { runAll, type Statement } from './0001/sql';

/**
 * Decision 0069: a stored web address is an http(s) address or nothing. Before it, the check
 * prepended https:// and parsed, so `javascript:alert(1)+'@x.co` passed as user-info plus host.
 * This neutralises (sets to NULL; a lead's social profile is removed) every stored value that is
 * not safe to open: one with a space, a control character or a backslash; one whose scheme is not
 * http(s); one with user-info; one without a scheme that does not start with a host (and port).
 * The rule is the server's `webAddressHref`, written in SQL (frozen here, as migrations are).
 */
function safe(value: string): string {
  return `(${value} !~ '[[:space:][:cntrl:]]' AND strpos(${value}, '\\') = 0 AND (
    (${value} ~* '^https?://' AND ${value} !~ '^[^:/]+://[^/?#]*@')
    OR (${value} !~* '^[a-z][a-z0-9+.-]*://' AND ${value} ~ '^[^/?#:@]+(:[0-9]+)?([/?#]|$)')))`;
}

/** Table and web-address columns (every `url` field of the registries, and the interview's video link). */
const COLUMNS: readonly [table: string, column: string][] = [
  ['contacts', 'linkedin_profile'],
  ['contacts', 'instagram_profile'],
  ['companies', 'website'],
  ['companies', 'linkedin_url'],
  ['applicants', 'linkedin_url'],
  ['deals', 'website'],
  ['interviews', 'video_url'],
];

const upStatements: Statement[] = [
  ...COLUMNS.map(([table, column]) => `UPDATE ${table} SET ${column} = NULL WHERE ${column} IS NOT NULL AND NOT ${safe(column)}`),
  `UPDATE deals
     SET social_profiles = COALESCE(
       (SELECT jsonb_object_agg(key, value) FROM jsonb_each(social_profiles)
         WHERE jsonb_typeof(value) = 'string' AND ${safe(`(value #>> '{}')`)}),
       '{}'::jsonb)
   WHERE EXISTS (SELECT 1 FROM jsonb_each(social_profiles)
     WHERE NOT (jsonb_typeof(value) = 'string' AND ${safe(`(value #>> '{}')`)}))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runAll(db, upStatements);
}

/** What was neutralised is gone; there is nothing to put back. */
export async function down(): Promise<void> {}
