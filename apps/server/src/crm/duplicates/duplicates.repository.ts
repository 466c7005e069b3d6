import { type Kysely, type RawBuilder, sql } from 'kysely';
import { DUPLICATE_CHECK_LIMIT, type DuplicateKind, type DuplicateReason } from '@keel/shared/duplicates';
import type { Database } from '../../db/types';
import { FULL_NAME, KIND_TABLES, type KindTable, NAME_SCORE_WEIGHT, NAME_SIMILARITY } from './duplicate-kinds';

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

/** Rule rows (id, reason, score) for one probe: every exact key, and the contacts' similar name. */
function probeRules(k: KindTable, kind: DuplicateKind): RawBuilder<unknown>[] {
  const rules = k.keys.map(
    (rule) => sql`
    SELECT r.${sql.raw(k.id)} AS id, ${rule.reason}::text AS reason, ${rule.score}::float8 AS score FROM ${sql.table(k.table)} r, i
    WHERE ${sql.raw(rule.where('i'))} AND ${sql.raw(rule.where('r'))} AND ${sql.raw(rule.key('r'))} = ${sql.raw(rule.key('i'))}`,
  );
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
    WHERE ${p.excludeId}::uuid IS NULL OR (r.${sql.raw(k.id)} <> ${p.excludeId}::uuid AND NOT EXISTS (
      -- A pair an admin marked 'Not a duplicate' is not warned of again (decision 0040).
      SELECT 1 FROM duplicate_dismissals d WHERE d.kind = ${kind}
        AND d.first_id = least(r.${sql.raw(k.id)}, ${p.excludeId}::uuid) AND d.second_id = greatest(r.${sql.raw(k.id)}, ${p.excludeId}::uuid)))
    GROUP BY r.${sql.raw(k.id)}
    ORDER BY count(DISTINCT m.reason) DESC, max(m.score) DESC, r.${sql.raw(k.id)}
    LIMIT ${DUPLICATE_CHECK_LIMIT}`.execute(db);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
