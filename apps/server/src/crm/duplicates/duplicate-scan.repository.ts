import { type Kysely, type RawBuilder, sql } from 'kysely';
import { SCAN_STALE_MINUTES } from '@keel/shared/duplicate-review';
import type { DuplicateKind, DuplicateReason } from '@keel/shared/duplicates';
import type { Database } from '../../db/types';
import { FULL_NAME, KIND_TABLES, type KindTable, NAME_SCORE_WEIGHT, NAME_SIMILARITY } from './duplicate-kinds';

/** The most pairs a scan keeps, best first: as many as the page numbers the API accepts reach. */
export const SCAN_KEPT_PAIRS = 250_000;

/**
 * Pairs of one exact-key rule across the whole table: each record of a group that shares the key
 * is paired with the group's oldest record (n−1 pairs for a group of n, never n²). Only keys seen
 * more than once are sorted, so a table of mostly distinct keys costs one hash aggregate.
 */
function keyPairs(k: KindTable, rule: KindTable['keys'][number]) {
  const key = sql.raw(rule.key('r'));
  const where = sql.raw(rule.where('r'));
  return sql`
    SELECT f.first_id AS a, f.id AS b, ${rule.reason}::text AS reason, ${rule.score}::float8 AS score FROM (
      SELECT r.${sql.raw(k.id)} AS id, first_value(r.${sql.raw(k.id)}) OVER (PARTITION BY ${key} ORDER BY r.created_at, r.${sql.raw(k.id)}) AS first_id
      FROM ${sql.table(k.table)} r
      WHERE ${where} AND ${key} IN (SELECT ${key} FROM ${sql.table(k.table)} r WHERE ${where} GROUP BY 1 HAVING count(*) > 1)
    ) f WHERE f.id <> f.first_id`;
}

/**
 * Contacts with similar names at the same company: the table walked in (company, last name, first
 * name) order — contacts_duplicate_name_idx — and each compared with its neighbour (sorted
 * neighbourhood), so the cost grows with the table, not with the square of a company's contacts.
 */
const contactNamePairs = sql`
  SELECT s.prev_id AS a, s.id AS b, 'name'::text AS reason, similarity(s.prev_name, s.full_name) * ${NAME_SCORE_WEIGHT}::float8 AS score FROM (
    SELECT r.id, r.company_id, lower(r.last_name) AS last_name, ${sql.raw(FULL_NAME('r'))} AS full_name,
      lag(r.id) OVER w AS prev_id, lag(r.company_id) OVER w AS prev_company, lag(lower(r.last_name)) OVER w AS prev_last,
      lag(${sql.raw(FULL_NAME('r'))}) OVER w AS prev_name
    FROM contacts r WHERE r.company_id IS NOT NULL AND r.last_name <> ''
    WINDOW w AS (ORDER BY r.company_id, lower(r.last_name), lower(r.first_name), r.id)
  ) s WHERE s.prev_company = s.company_id AND s.prev_last = s.last_name AND similarity(s.prev_name, s.full_name) >= ${NAME_SIMILARITY}::float8`;

/** The rules of a kind, each a query of (a, b, reason, score): a scan runs them one by one, its progress steps. */
export function scanRules(kind: DuplicateKind): RawBuilder<unknown>[] {
  const k = KIND_TABLES[kind];
  const rules = k.keys.map((rule) => keyPairs(k, rule));
  if (kind === 'contacts') rules.push(contactNamePairs);
  return rules;
}

/**
 * Claims the kind's scan for a new run: only when none is running, or the running one has not
 * moved for SCAN_STALE_MINUTES (its server went away). Of two at once, the second waits on the row
 * and finds it running. The last finished scan's pairs and time stay readable meanwhile.
 */
export async function claimScan(db: Kysely<Database>, kind: DuplicateKind, id: string, userName: string, steps: number): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO duplicate_scans (kind, id, status, step, steps, user_name) VALUES (${kind}, ${id}::uuid, 'running', 0, ${steps}, ${userName})
    ON CONFLICT (kind) DO UPDATE SET id = excluded.id, status = 'running', step = 0, steps = excluded.steps, user_name = excluded.user_name,
      started_at = now(), touched_at = now(), finished_at = NULL
    WHERE duplicate_scans.status <> 'running' OR duplicate_scans.touched_at < now() - make_interval(mins => ${SCAN_STALE_MINUTES})
    RETURNING id`.execute(db);
  if (rows.length === 0) return false;
  // The found pairs of a scan that stopped half way.
  await sql`DELETE FROM duplicate_scan_found WHERE scan_id NOT IN (SELECT id FROM duplicate_scans WHERE status = 'running')`.execute(db);
  return true;
}

/** One rule's pairs, kept for the ranking; then the scan's row shows the step done. */
export async function runRule(
  db: Kysely<Database>,
  kind: DuplicateKind,
  id: string,
  rule: RawBuilder<unknown>,
  step: number,
): Promise<void> {
  await sql`INSERT INTO duplicate_scan_found (scan_id, first_id, second_id, reason, score)
    SELECT ${id}::uuid, least(f.a, f.b), greatest(f.a, f.b), f.reason, f.score FROM (${rule}) f`.execute(db);
  await sql`UPDATE duplicate_scans SET step = ${step}, touched_at = now() WHERE kind = ${kind} AND id = ${id}::uuid`.execute(db);
}

/**
 * The last step, one transaction: the rules' pairs merged per pair, ranked (most rules met, then
 * score) and put in place of the previous scan's; the scan done. Nothing when another run took the
 * scan over meanwhile. Returns how many pairs were found, or undefined.
 */
export async function rankFound(
  db: Kysely<Database>,
  kind: DuplicateKind,
  id: string,
): Promise<{ pairCount: number; scannedAt: Date } | undefined> {
  return db.transaction().execute(async (trx) => {
    const mine =
      await sql`SELECT 1 FROM duplicate_scans WHERE kind = ${kind} AND id = ${id}::uuid AND status = 'running' FOR UPDATE`.execute(trx);
    if (mine.rows.length === 0) return undefined;
    await sql`DELETE FROM duplicate_scan_pairs WHERE kind = ${kind}`.execute(trx);
    const { rows } = await sql<{ pair_count: number; scanned_at: Date }>`
      WITH best AS (
        SELECT first_id AS x, second_id AS y, array_agg(DISTINCT reason ORDER BY reason) AS reasons, max(score) AS score, count(DISTINCT reason) AS n
        FROM duplicate_scan_found WHERE scan_id = ${id}::uuid GROUP BY 1, 2
      ),
      kept AS (
        INSERT INTO duplicate_scan_pairs (kind, rank, first_id, second_id, reasons, score)
        SELECT ${kind}, row_number() OVER (ORDER BY n DESC, score DESC, x, y), x, y, reasons, score
        FROM (SELECT * FROM best ORDER BY n DESC, score DESC, x, y LIMIT ${SCAN_KEPT_PAIRS}) b
      )
      UPDATE duplicate_scans SET status = 'done', pair_count = (SELECT count(*) FROM best), step = steps,
        finished_at = now(), scanned_at = started_at, touched_at = now()
      WHERE kind = ${kind} RETURNING pair_count, scanned_at`.execute(trx);
    await sql`DELETE FROM duplicate_scan_found WHERE scan_id = ${id}::uuid`.execute(trx);
    return { pairCount: rows[0].pair_count, scannedAt: rows[0].scanned_at };
  });
}

/** A scan that failed frees the claim at once; the previous pairs stay. */
export async function failScan(db: Kysely<Database>, kind: DuplicateKind, id: string): Promise<void> {
  await sql`UPDATE duplicate_scans SET status = 'failed', finished_at = now(), touched_at = now() WHERE kind = ${kind} AND id = ${id}::uuid`.execute(
    db,
  );
  await sql`DELETE FROM duplicate_scan_found WHERE scan_id = ${id}::uuid`.execute(db);
}

export function readScan(db: Kysely<Database>, kind: DuplicateKind) {
  return db.selectFrom('duplicate_scans').selectAll().where('kind', '=', kind).executeTakeFirst();
}

export interface PairRow {
  a_id: string;
  a_label: string;
  a_detail: string | null;
  a_created: Date;
  b_id: string;
  b_label: string;
  b_detail: string | null;
  b_created: Date;
  reasons: DuplicateReason[];
  score: number;
}

/**
 * One page of the last scan's pairs, best first: a range of ranks read through the primary key and
 * joined to the records, leaving out pairs merged (a record gone) or marked 'Not a duplicate' since.
 */
export async function readPairs(db: Kysely<Database>, kind: DuplicateKind, offset: number, limit: number): Promise<PairRow[]> {
  const k = KIND_TABLES[kind];
  const id = sql.raw(k.id);
  const label = (t: string) => sql.raw(k.label(t));
  const detail = (t: string) => sql.raw(k.detail(t));
  const { rows } = await sql<PairRow>`
    SELECT p.${id} AS a_id, ${label('p')} AS a_label, ${detail('p')} AS a_detail, p.created_at AS a_created,
      q.${id} AS b_id, ${label('q')} AS b_label, ${detail('q')} AS b_detail, q.created_at AS b_created, s.reasons, s.score
    FROM duplicate_scan_pairs s JOIN ${sql.table(k.table)} p ON p.${id} = s.first_id JOIN ${sql.table(k.table)} q ON q.${id} = s.second_id
    WHERE s.kind = ${kind} AND NOT EXISTS (
      SELECT 1 FROM duplicate_dismissals d WHERE d.kind = s.kind AND d.first_id = s.first_id AND d.second_id = s.second_id)
    ORDER BY s.rank OFFSET ${offset} LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
