import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The links a merge moves from the removed record to the survivor. These rows belong to other
 * modules (funnel, activities, recruitment, audit); only their link to the merged record is
 * rewritten here, as a contact's delete clears its deals' links (contact-links.repository.ts).
 * Each returns how many rows now point at the survivor instead.
 */

/** Deals listing the other contact list the survivor instead, once (never twice). */
export async function moveDealContacts(db: Kysely<Database>, from: string, to: string): Promise<number> {
  const rows = await db
    .updateTable('deals')
    .set({
      contact_ids: sql`CASE WHEN ${to}::uuid = any(contact_ids) THEN array_remove(contact_ids, ${from}::uuid) ELSE array_replace(contact_ids, ${from}::uuid, ${to}::uuid) END`,
    })
    .where(sql<boolean>`${from}::uuid = any(contact_ids)`)
    .returning('id')
    .execute();
  return rows.length;
}

/** Activities linked to the other record are linked to the survivor (one link when both had it). */
export async function moveActivityLinks(
  db: Kysely<Database>,
  recordType: 'contact' | 'company' | 'applicant',
  from: string,
  to: string,
): Promise<number> {
  const both = await db
    .deleteFrom('activity_links')
    .where('record_type', '=', recordType)
    .where('record_id', '=', from)
    .where('activity_id', 'in', (eb) =>
      eb.selectFrom('activity_links').select('activity_id').where('record_type', '=', recordType).where('record_id', '=', to),
    )
    .returning('activity_id')
    .execute();
  const moved = await db
    .updateTable('activity_links')
    .set({ record_id: to })
    .where('record_type', '=', recordType)
    .where('record_id', '=', from)
    .returning('activity_id')
    .execute();
  return both.length + moved.length;
}

/** The other record's history becomes the survivor's: its audit entries name the survivor. */
export async function moveAuditEntries(db: Kysely<Database>, entityType: string, from: string, to: string): Promise<number> {
  const rows = await db
    .updateTable('audit_log')
    .set({ entity_id: to })
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', from)
    .returning('id')
    .execute();
  return rows.length;
}

/** A company's contacts, deals and jobs; a deal that named the removed company by name names the survivor. */
export async function moveCompanyLinks(db: Kysely<Database>, from: string, to: string, names: { from: string; to: string }) {
  const contacts = await db.updateTable('contacts').set({ company_id: to }).where('company_id', '=', from).returning('id').execute();
  const deals = await db
    .updateTable('deals')
    .set({ company_id: to, company: sql`CASE WHEN lower(company) = lower(${names.from}) THEN ${names.to} ELSE company END` })
    .where('company_id', '=', from)
    .returning('id')
    .execute();
  const jobs = await db.updateTable('jobs').set({ company_id: to }).where('company_id', '=', from).returning('job_id').execute();
  return { contacts: contacts.length, deals: deals.length, jobs: jobs.length };
}

/**
 * The other applicant's applications become the survivor's; where both applied to the same job
 * (one application per applicant and job), the survivor's is kept and the other's removed.
 */
export async function moveApplications(db: Kysely<Database>, from: string, to: string) {
  const dropped = await db
    .deleteFrom('applications')
    .where('applicant_id', '=', from)
    .where('job_id', 'in', (eb) => eb.selectFrom('applications').select('job_id').where('applicant_id', '=', to))
    .returning('application_id')
    .execute();
  const moved = await db
    .updateTable('applications')
    .set({ applicant_id: to })
    .where('applicant_id', '=', from)
    .returning('application_id')
    .execute();
  return { applications: moved.length, applicationsForSameJob: dropped.length };
}

/**
 * Decision 0030: an applicant's job is their primary application, whose stage is the applicant's
 * status. After a merge (the status may come from the other record) the survivor's primary
 * application takes the survivor's status, as editing the status would.
 */
export async function syncPrimaryApplication(db: Kysely<Database>, applicantId: string): Promise<void> {
  // A rejection reason is kept only while the application is Rejected (decision 0078).
  await sql`UPDATE applications ap SET stage = a.status, stage_changed_at = now(), updated_at = now(),
      rejection_reason_id = CASE WHEN a.status = 'Rejected' THEN ap.rejection_reason_id END
    FROM applicants a WHERE a.applicant_id = ${applicantId}::uuid AND ap.applicant_id = a.applicant_id AND ap.job_id = a.job_id AND ap.stage <> a.status`.execute(
    db,
  );
}
