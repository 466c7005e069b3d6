import { type Kysely, sql } from 'kysely';
import { SEARCH_HITS_PER_KIND, type SearchKind } from '@keel/shared/search';
import type { Database } from '../../db/types';
import { likePattern } from '../../lib/list-query';

/**
 * Matches read per kind before ranking. The trigram index (decision 0005) hands matches over in no
 * useful order, so a few more than are shown are read and the best kept (decision 0017).
 */
const CANDIDATES = 25;

export interface HitRow {
  id: string;
  title: string;
  detail: string;
}

/** Where a kind lives and what a hit shows. Every name here is a constant of this file. */
interface KindSource {
  table: string;
  id: string;
  /** SQL for the hit's title. */
  title: string;
  /** Columns (or SQL) joined into the detail line, empty ones left out. */
  detail: readonly string[];
}

const nonEmpty = (expression: string) => `nullif(trim(${expression}), '')`;
const personName = (fallback: string) =>
  `coalesce(${nonEmpty(`concat_ws(' ', ${nonEmpty('first_name')}, ${nonEmpty('last_name')})`)}, ${fallback})`;

const SOURCES: Record<SearchKind, KindSource> = {
  contact: { table: 'contacts', id: 'id', title: personName('email'), detail: ['email', 'company_name', 'phone'] },
  company: { table: 'companies', id: 'id', title: 'name', detail: ['email', 'phone', 'city'] },
  deal: {
    table: 'deals',
    id: 'id',
    title: 'name',
    detail: ['company', `concat_ws(' ', first_name, last_name)`, 'coalesce(email, work_email)', 'coalesce(phone, mobile_phone)'],
  },
  job: { table: 'jobs', id: 'job_id', title: 'title', detail: ['department', 'location', 'status'] },
  applicant: { table: 'applicants', id: 'applicant_id', title: personName('email'), detail: ['email', 'phone', 'status'] },
};

/**
 * One kind's best hits for a term: one LIKE over its trigram-indexed search_text that stops after
 * CANDIDATES matches, then those few ranked (title starting with the term first, then by title).
 */
export async function findHits(db: Kysely<Database>, kind: SearchKind, q: string): Promise<HitRow[]> {
  const source = SOURCES[kind];
  const contains = likePattern(q);
  const startsWith = contains.slice(1);
  const detail = `concat_ws(' · ', ${source.detail.map(nonEmpty).join(', ')})`;
  const result = await sql<HitRow>`
    SELECT id, title, detail FROM (
      SELECT ${sql.raw(source.id)}::text AS id, ${sql.raw(source.title)} AS title, ${sql.raw(detail)} AS detail
      FROM ${sql.table(source.table)}
      WHERE search_text LIKE ${contains}
      LIMIT ${CANDIDATES}
    ) m
    ORDER BY (lower(title) LIKE ${startsWith}) DESC, lower(title), id
    LIMIT ${SEARCH_HITS_PER_KIND}`.execute(db);
  return result.rows;
}
