import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** Which candidates a reader may see in matches (decision 0092). */
export type CandidateScope = { kind: 'all' } | { kind: 'teams'; userId: string } | { kind: 'none' };

export interface MatchRow {
  kind: 'consultant' | 'candidate' | 'past_candidate';
  id: string;
  name: string;
  detail: string | null;
  /** Shares 0–1 of each component's points; rate_fit null when there is nothing to compare. */
  skill_fit: number;
  free_days: number;
  window_days: number;
  rate_fit: number | null;
  location_fit: number;
  score: number;
}

const NOT_ACTIVE = sql`('Rejected', 'Hired', 'Withdrawn')`;
/** How many candidates, best tiers of skills named first, are scored before the rest are bounded (decision 0102). */
const TIER_ROWS = 200;

/**
 * The top matches of a demand, filtered and scored in one statement (decision 0092):
 * - bench consultants with at least one required skill (every consultant when none is required)
 *   who are free some of the window: a day is taken when they are away, or when their confirmed
 *   allocations to other demands plus this one would pass 100 %. Periods are not expanded into
 *   days: each period away (weight 1000) and each allocation (its %) adds its weight from its
 *   first day and takes it off after its last, and a running sum per consultant gives the load of
 *   every stretch between two such steps. Skills: per required skill 1 when
 *   the level is met, half the share of the level otherwise.
 * - candidates whose screened keywords name a required skill (any name or synonym: the generated
 *   `skill_keys`, GIN-indexed): in an active pipeline (an application not rejected, hired or
 *   withdrawn — for a hiring team, on one of its jobs), or — recruiters and admins only — past
 *   candidates within the retention period who gave consent. A skill named on a resume counts
 *   three quarters (its level is not known); the start is not known either (half the points).
 * Only the rows a page shows are ordered: score, bench before candidates, name, id. Candidates are
 * read only when one could still reach the page (decision 0102): the bench sets a bar first.
 */
export async function topMatches(db: Db, demandId: string, options: MatchOptions): Promise<MatchRow[]> {
  return (await matchesStatement(demandId, options).execute(db)).rows;
}

export interface MatchOptions {
  rates: boolean;
  scope: CandidateScope;
  retentionCutoff: Date;
  limit: number;
}

/** The ranking statement (exported for the benchmark's EXPLAIN). */
export function matchesStatement(demandId: string, options: MatchOptions) {
  const { rates, scope, retentionCutoff, limit } = options;
  const all = scope.kind === 'all';
  const inScope =
    scope.kind === 'teams' ? sql`p.job_id IN (SELECT t.job_id FROM job_hiring_team t WHERE t.user_id = ${scope.userId})` : sql`true`;
  // The score of a row from its components' shares; a candidate's unknown start (free days NULL)
  // and rate (NULL) count half. Rates only for readers who see them, else out of the other 90 points.
  const score = (
    skillFit: RawBuilder<unknown>,
    freeDays: RawBuilder<unknown>,
    locationFit: RawBuilder<unknown>,
    rateFit: RawBuilder<unknown>,
  ) =>
    sql`round(100 * (50 * ${skillFit} + 30 * coalesce(${freeDays}::numeric / d.days, 0.5) + 10 * ${locationFit}
                     ${rates ? sql`+ 10 * coalesce(${rateFit}, 0.5)` : sql``}) / ${rates ? 100 : 90})::int`;
  const candidateFit = (got: RawBuilder<unknown>) => sql`CASE WHEN n.total = 0 THEN 0 ELSE 0.75 * ${got} / n.total END`;
  // The most a candidate naming `got` of the required skills can score: located at the role (decision 0102).
  const candidateBest = (got: RawBuilder<unknown>) => score(candidateFit(got), sql`NULL::int`, sql`1.0`, sql`NULL::numeric`);
  // Scored candidates among `cover` (applicant, skills named): in an active pipeline (in scope), or
  // — recruiters and admins only — a past candidate one may still contact.
  const candidatesOf = (cover: 'first_cover' | 'rest_cover') => sql`
      SELECT c.*, ${score(sql`c.skill_fit`, sql`c.free_days`, sql`c.location_fit`, sql`c.rate_fit`)} AS score
      FROM (
        SELECT CASE WHEN st.active THEN 'candidate' ELSE 'past_candidate' END AS kind, a.applicant_id AS id,
          btrim(a.first_name || ' ' || a.last_name) AS name, NULL::text AS detail,
          ${candidateFit(sql`c.got`)} AS skill_fit,
          NULL::int AS free_days,
          CASE WHEN d.remote THEN 1.0
               WHEN d.city IS NOT NULL AND a.address ILIKE '%' || d.city || '%' THEN 1.0
               WHEN a.address IS NULL THEN 0.5
               ELSE 0 END AS location_fit,
          NULL::numeric AS rate_fit
        FROM ${sql.table(cover)} c
        JOIN (
          SELECT p.applicant_id,
            bool_or(p.stage NOT IN ${NOT_ACTIVE} AND ${inScope}) AS active,
            bool_or(p.stage NOT IN ${NOT_ACTIVE} OR p.stage = 'Hired') AS open_or_hired,
            bool_or(p.consent_given_at IS NOT NULL AND p.updated_at >= ${retentionCutoff}) AS consented
          FROM applications p JOIN ${sql.table(cover)} c ON c.applicant_id = p.applicant_id
          GROUP BY p.applicant_id
        ) st ON st.applicant_id = c.applicant_id
        JOIN applicants a ON a.applicant_id = c.applicant_id
        CROSS JOIN d CROSS JOIN n
        WHERE st.active
           OR (${all} AND NOT st.open_or_hired AND st.consented AND a.status <> 'Hired' AND a.email NOT LIKE '%@erased.invalid')
      ) c CROSS JOIN d`;
  // Candidates, set by set, only when one could still reach the page (decision 0102): the required
  // skills their screened keywords name (one GIN lookup per skill: any of its terms among the
  // keys), kept when that count could beat the bench's last row; then whether they are in an
  // active pipeline (in scope) or a past candidate one may still contact.
  const candidateCtes =
    scope.kind === 'none'
      ? sql``
      : sql`
    need_terms AS (
      SELECT need.skill_id, array_agg(t.term_key) AS k FROM need JOIN skill_terms t ON t.skill_id = need.skill_id GROUP BY need.skill_id
    ),
    gate AS (SELECT ${candidateBest(sql`n.total`)} > bar.score AS open FROM d, n, bar),
    hit_skills AS (
      SELECT p.applicant_id, s.skill_id FROM need_terms s JOIN applications p ON p.skill_keys && s.k WHERE (SELECT open FROM gate)
      UNION
      SELECT a.applicant_id, s.skill_id FROM need_terms s JOIN applicants a ON a.skill_keys && s.k WHERE (SELECT open FROM gate)
    ),
    cover AS (
      SELECT h.applicant_id, count(*)::int AS got FROM hit_skills h CROSS JOIN d CROSS JOIN n
      GROUP BY h.applicant_id, d.days, n.total
      HAVING ${candidateBest(sql`count(*)::int`)} > (SELECT score FROM bar)
    ),
    -- The fewest top tiers (by skills named) that hold TIER_ROWS candidates are scored first; the
    -- page's last row among them and the bench is a bar for the rest (decision 0102). Ties among
    -- candidates go by name, so the rest must reach it, not pass it.
    cut AS (
      SELECT coalesce(max(got) FILTER (WHERE above >= ${TIER_ROWS}), 0) AS got
      FROM (SELECT got, sum(count(*)) OVER (ORDER BY got DESC) AS above FROM cover GROUP BY got) t
    ),
    first_cover AS (SELECT c.applicant_id, c.got FROM cover c WHERE c.got >= (SELECT got FROM cut)),
    first_rows AS (${candidatesOf('first_cover')}),
    bar2 AS (
      SELECT coalesce((SELECT score FROM (SELECT score FROM bench UNION ALL SELECT score FROM first_rows) x
                       ORDER BY score DESC LIMIT 1 OFFSET ${Math.max(limit - 1, 0)}), -1) AS score
    ),
    rest_cover AS (
      SELECT c.applicant_id, c.got FROM cover c CROSS JOIN d CROSS JOIN n
      WHERE c.got < (SELECT got FROM cut) AND ${candidateBest(sql`c.got`)} >= (SELECT score FROM bar2)
    ),`;
  const candidateRows =
    scope.kind === 'none'
      ? sql``
      : sql`
      UNION ALL SELECT * FROM first_rows
      UNION ALL ${candidatesOf('rest_cover')}`;
  return sql<MatchRow>`
    WITH d AS (
      SELECT demand_id, starts_on, ends_on, allocation_pct, remote, lower(city) AS city, country, target_day_rate,
             rate_currency, (ends_on - starts_on + 1) AS days
      FROM deal_demands WHERE demand_id = ${demandId}
    ),
    need AS (SELECT skill_id, min_level FROM deal_demand_skills WHERE demand_id = ${demandId}),
    n AS (SELECT count(*)::int AS total FROM need),
    ks AS (
      SELECT cs.consultant_id,
             sum(CASE WHEN cs.level >= need.min_level THEN 1.0 ELSE 0.5 * cs.level / need.min_level END) AS got
      FROM need JOIN consultant_skills cs ON cs.skill_id = need.skill_id
      GROUP BY cs.consultant_id
    ),
    pool AS (
      SELECT consultant_id, got FROM ks
      UNION ALL
      SELECT k.consultant_id, 0 FROM consultants k, n WHERE n.total = 0
    ),
    spans AS (
      SELECT u.consultant_id, greatest(u.starts_on, d.starts_on) AS s, least(u.ends_on, d.ends_on) + 1 AS e, 1000 AS w
      FROM consultant_unavailability u CROSS JOIN d
      WHERE u.starts_on <= d.ends_on AND u.ends_on >= d.starts_on
      UNION ALL
      SELECT a.consultant_id, greatest(a.starts_on, d.starts_on), least(a.ends_on, d.ends_on) + 1, a.allocation_pct
      FROM staffing_allocations a CROSS JOIN d
      WHERE a.status = 'confirmed' AND a.demand_id <> d.demand_id AND a.starts_on <= d.ends_on AND a.ends_on >= d.starts_on
    ),
    steps AS (
      SELECT consultant_id, at, sum(w) AS dw
      FROM (SELECT consultant_id, s AS at, w FROM spans UNION ALL SELECT consultant_id, e, -w FROM spans) x
      GROUP BY consultant_id, at
    ),
    loads AS (
      SELECT consultant_id, at, lead(at) OVER w AS next, sum(dw) OVER w AS load
      FROM steps WINDOW w AS (PARTITION BY consultant_id ORDER BY at)
    ),
    busy AS (
      SELECT l.consultant_id, sum(l.next - l.at)::int AS days
      FROM loads l CROSS JOIN d
      WHERE l.next IS NOT NULL AND l.load + d.allocation_pct > 100
      GROUP BY l.consultant_id
    ),
    bench_fit AS (
      SELECT 'consultant' AS kind, k.consultant_id AS id, k.full_name AS name, k.title AS detail,
        CASE WHEN n.total = 0 THEN 1.0 ELSE p.got / n.total END AS skill_fit,
        (d.days - coalesce(b.days, 0)) AS free_days,
        CASE WHEN d.remote THEN 1.0
             WHEN k.country = d.country AND (d.city IS NULL OR lower(k.city) = d.city) THEN 1.0
             WHEN k.country = d.country THEN 0.6
             ELSE 0 END AS location_fit,
        CASE WHEN d.target_day_rate IS NULL OR k.day_rate IS NULL OR k.rate_currency IS DISTINCT FROM d.rate_currency THEN NULL
             WHEN k.day_rate <= d.target_day_rate THEN 1.0
             WHEN d.target_day_rate = 0 THEN 0
             ELSE greatest(0, 1 - (k.day_rate - d.target_day_rate) / d.target_day_rate / 0.2) END AS rate_fit
      FROM pool p
      JOIN consultants k ON k.consultant_id = p.consultant_id
      CROSS JOIN d CROSS JOIN n
      LEFT JOIN busy b ON b.consultant_id = p.consultant_id
      WHERE coalesce(b.days, 0) < d.days
    ),
    bench AS (
      SELECT b.*, ${score(sql`b.skill_fit`, sql`b.free_days`, sql`b.location_fit`, sql`b.rate_fit`)} AS score FROM bench_fit b CROSS JOIN d
    ),
    -- The bench's score at the last row of the page (-1 while the bench alone cannot fill it): a
    -- candidate must score above it, as ties go to the bench (decision 0102).
    bar AS (SELECT coalesce((SELECT score FROM bench ORDER BY score DESC LIMIT 1 OFFSET ${Math.max(limit - 1, 0)}), -1) AS score),
    ${candidateCtes}
    scored AS (
      SELECT * FROM bench
      ${candidateRows}
    ),
    ranked AS (
      SELECT s.kind, s.id, s.name, s.detail, s.skill_fit::float8 AS skill_fit,
        coalesce(s.free_days, -1) AS free_days, d.days AS window_days,
        ${rates ? sql`s.rate_fit::float8` : sql`NULL::float8`} AS rate_fit, s.location_fit::float8 AS location_fit, s.score
      FROM scored s CROSS JOIN d
      ORDER BY s.score DESC, (s.kind = 'consultant') DESC, lower(s.name), s.id
      LIMIT ${limit}
    )
    -- A candidate's job and stage, only for the rows shown: the newest application in an active
    -- pipeline (in scope), or a past candidate's newest one.
    SELECT r.kind, r.id, r.name, coalesce(r.detail, j.detail) AS detail, r.skill_fit, r.free_days, r.window_days, r.rate_fit,
      r.location_fit, r.score
    FROM ranked r
    LEFT JOIN LATERAL (
      SELECT jb.title || ' · ' || p.stage AS detail
      FROM applications p JOIN jobs jb ON jb.job_id = p.job_id
      WHERE r.kind <> 'consultant' AND p.applicant_id = r.id::uuid
        AND (r.kind = 'past_candidate' OR (p.stage NOT IN ${NOT_ACTIVE} AND ${inScope}))
      ORDER BY p.updated_at DESC LIMIT 1
    ) j ON true
    ORDER BY r.score DESC, (r.kind = 'consultant') DESC, lower(r.name), r.id`;
}

/** The required skills a consultant has (with levels), for the rows a page shows. */
export function consultantSkillLevels(db: Db, demandId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deal_demand_skills as x')
    .innerJoin('consultant_skills as cs', 'cs.skill_id', 'x.skill_id')
    .select(['cs.consultant_id', 'cs.skill_id', 'cs.level'])
    .where('x.demand_id', '=', demandId)
    .where('cs.consultant_id', 'in', ids)
    .execute();
}

/** The required skills each candidate's screened keywords name, for the rows a page shows. */
export async function candidateSkills(db: Db, demandId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const { rows } = await sql<{ applicant_id: string; skill_id: string }>`
    SELECT DISTINCT c.applicant_id, t.skill_id
    FROM (SELECT a.applicant_id, unnest(a.skill_keys) AS key FROM applicants a WHERE a.applicant_id = ANY(${ids}::uuid[])
          UNION SELECT p.applicant_id, unnest(p.skill_keys) FROM applications p WHERE p.applicant_id = ANY(${ids}::uuid[])) c
    JOIN skill_terms t ON t.term_key = c.key
    JOIN deal_demand_skills x ON x.skill_id = t.skill_id AND x.demand_id = ${demandId}`.execute(db);
  return rows;
}

/** The allocations of these consultants to this demand. */
export function allocationsToDemand(db: Db, demandId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('staffing_allocations')
    .select(['consultant_id', 'allocation_id', 'status', 'starts_on', 'ends_on', 'allocation_pct'])
    .where('demand_id', '=', demandId)
    .where('consultant_id', 'in', ids)
    .execute();
}

/** Where the consultants a page shows live, and their day rates (the service leaves rates out for readers who may not see them). */
export function consultantFacts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('consultants')
    .select(['consultant_id', 'city', 'country', 'day_rate', 'rate_currency'])
    .where('consultant_id', 'in', ids)
    .execute();
}

/** Whether a member sits on any job's hiring team (they then see that job's candidates in matches). */
export async function onAnyHiringTeam(db: Db, userId: string): Promise<boolean> {
  return (await db.selectFrom('job_hiring_team').select('job_id').where('user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}
