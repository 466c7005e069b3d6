import { type Kysely, type RawBuilder, sql } from 'kysely';
import { DUPLICATE_CHECK_LIMIT, type DuplicateKind, type DuplicateReason } from '@keel/shared/duplicates';
import type { Database } from '../../db/types';
import { KIND_TABLES, type KindTable, NAME_SCORE_WEIGHT, NAME_SIMILARITY } from './duplicate-kinds';

/** The fields of the record being typed, as a one-row `i` the rules compare against. */
export interface Probe {
  excludeId: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  companyId: string | null;
  companyName: string | null;
  name: string | null;
  website: string | null;
  phone: string | null;
}

export interface MatchRow {
  id: string;
  label: string;
  detail: string | null;
  reasons: DuplicateReason[];
  score: number;
}

const FULL_NAME = (t: string) => `lower(${t}.first_name || ' ' || ${t}.last_name)`;

/** Rule rows (id, reason, score) for one probe: every exact key, and the contacts' similar name. */
function probeRules(k: KindTable, kind: DuplicateKind): RawBuilder<unknown>[] {
  const rules = k.keys.map((rule) => sql`
    SELECT r.${sql.raw(k.id)} AS id, ${rule.reason}::text AS reason, ${rule.score}::float8 AS score FROM ${sql.table(k.table)} r, i
    WHERE ${sql.raw(rule.where('i'))} AND ${sql.raw(rule.where('r'))} AND ${sql.raw(rule.key('r'))} = ${sql.raw(rule.key('i'))}`);
  if (kind === 'contacts') {
    rules.push(sql`
      SELECT r.id, 'name'::text, similarity(${sql.raw(FULL_NAME('r'))}, ${sql.raw(FULL_NAME('i'))}) * ${NAME_SCORE_WEIGHT}::float8 FROM contacts r, i
      WHERE r.company_id IS NOT NULL AND r.last_name <> '' AND r.company_id = i.company_id AND lower(r.last_name) = lower(i.last_name)
        AND similarity(${sql.raw(FULL_NAME('r'))}, ${sql.raw(FULL_NAME('i'))}) >= ${NAME_SIMILARITY}::float8`);
  }
  return rules;
}

/** Records that look like the one being typed, best first (most rules met, then closest). */
export async function findMatches(db: Kysely<Database>, kind: DuplicateKind, p: Probe): Promise<MatchRow[]> {
  const k = KIND_TABLES[kind];
  const { rows } = await sql<MatchRow>`
    WITH i AS (SELECT ${p.email}::text AS email, ${p.firstName ?? ''}::text AS first_name, ${p.lastName ?? ''}::text AS last_name,
      coalesce(${p.companyId}::uuid, (SELECT c.id FROM companies c WHERE lower(c.name) = lower(${p.companyName}::text) ORDER BY c.created_at, c.id LIMIT 1)) AS company_id, ${p.name}::text AS name, ${p.website}::text AS website, ${p.phone}::text AS phone),
    m AS (${sql.join(probeRules(k, kind), sql` UNION ALL `)})
    SELECT r.${sql.raw(k.id)} AS id, ${sql.raw(k.label('r'))} AS label, ${sql.raw(k.detail('r'))} AS detail,
      array_agg(DISTINCT m.reason) AS reasons, max(m.score) AS score
    FROM m JOIN ${sql.table(k.table)} r ON r.${sql.raw(k.id)} = m.id
    WHERE ${p.excludeId}::uuid IS NULL OR r.${sql.raw(k.id)} <> ${p.excludeId}::uuid
    GROUP BY r.${sql.raw(k.id)}
    ORDER BY count(DISTINCT m.reason) DESC, max(m.score) DESC, r.${sql.raw(k.id)}
    LIMIT ${DUPLICATE_CHECK_LIMIT}`.execute(db);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

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

/** One page of likely pairs across the whole table, best first (most rules met, then score). */
export async function scanPairs(db: Kysely<Database>, kind: DuplicateKind, offset: number, limit: number): Promise<PairRow[]> {
  const k = KIND_TABLES[kind];
  const rules = k.keys.map((rule) => keyPairs(k, rule));
  if (kind === 'contacts') rules.push(contactNamePairs);
  const id = sql.raw(k.id);
  const label = (t: string) => sql.raw(k.label(t));
  const detail = (t: string) => sql.raw(k.detail(t));
  const { rows } = await sql<PairRow>`
    WITH pairs AS (${sql.join(rules, sql` UNION ALL `)}),
    best AS (
      SELECT least(a, b) AS x, greatest(a, b) AS y, array_agg(DISTINCT reason) AS reasons, max(score) AS score, count(DISTINCT reason) AS n
      FROM pairs GROUP BY 1, 2
    ),
    -- Ranked and cut to the page before the records are read: only the page's rows are joined.
    page AS (SELECT * FROM best ORDER BY n DESC, score DESC, x, y OFFSET ${offset} LIMIT ${limit})
    SELECT p.${id} AS a_id, ${label('p')} AS a_label, ${detail('p')} AS a_detail, p.created_at AS a_created,
      q.${id} AS b_id, ${label('q')} AS b_label, ${detail('q')} AS b_detail, q.created_at AS b_created,
      page.reasons, page.score
    FROM page JOIN ${sql.table(k.table)} p ON p.${id} = page.x JOIN ${sql.table(k.table)} q ON q.${id} = page.y
    ORDER BY page.n DESC, page.score DESC, page.x, page.y`.execute(db);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
