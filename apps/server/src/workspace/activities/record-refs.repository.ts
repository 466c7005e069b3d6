import { type Kysely, sql } from 'kysely';
import type { ActivityRecordType, RecordLink } from '@keel/shared/activities';
import type { Database } from '../../db/types';

/** Each record type's table, key and display name (read-only: activities only name and check records). */
const REFS: Record<ActivityRecordType, { table: string; key: string; label: string }> = {
  contact: { table: 'contacts', key: 'id', label: `trim(first_name || ' ' || last_name)` },
  company: { table: 'companies', key: 'id', label: 'name' },
  deal: { table: 'deals', key: 'id', label: 'name' },
  job: { table: 'jobs', key: 'job_id', label: 'title' },
  applicant: { table: 'applicants', key: 'applicant_id', label: `trim(first_name || ' ' || last_name)` },
};

export const linkKey = (type: string, id: string) => `${type}:${id.toLowerCase()}`;

/** Display names of the records that exist, keyed by linkKey; a missing record has no entry. */
export async function recordLabels(db: Kysely<Database>, links: readonly RecordLink[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const byType = new Map<ActivityRecordType, string[]>();
  for (const l of links) byType.set(l.type, [...(byType.get(l.type) ?? []), l.id.toLowerCase()]);
  for (const [type, ids] of byType) {
    const ref = REFS[type];
    const rows = await sql<{ id: string; label: string | null }>`
      SELECT ${sql.ref(ref.key)}::text AS id, ${sql.raw(ref.label)} AS label FROM ${sql.table(ref.table)}
      WHERE ${sql.ref(ref.key)} = ANY(${ids}::uuid[])`.execute(db);
    for (const row of rows.rows) labels.set(linkKey(type, row.id), row.label || RECORD_FALLBACK[type]);
  }
  return labels;
}

const RECORD_FALLBACK: Record<ActivityRecordType, string> = {
  contact: 'Unnamed contact',
  company: 'Unnamed company',
  deal: 'Unnamed lead',
  job: 'Untitled job',
  applicant: 'Unnamed applicant',
};
