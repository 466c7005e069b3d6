import { type Kysely, sql, type Updateable } from 'kysely';
import { ERASED_FIRST_NAME, erasedEmail, erasedLastName, type PrivacySubjectKind } from '@keel/shared/privacy';
import { APPLICANT_FIELDS } from '@keel/shared/applicants';
import { CONTACT_FIELDS } from '@keel/shared/contacts';
import { erasedValues } from '@keel/shared/fields/field-registry';
import { DEAL_FIELDS } from '@keel/shared/funnel-lead';
import type { Database, DealsTable } from '../../db/types';
import { escapeHtml } from '../../platform/mail/mail-templates';

type Db = Kysely<Database>;

/** What stands in for an erased person's name or e-mail address in free text. */
export const ERASED_MARK = '[erased]';
/** The e-mail an erased person's record keeps: unique, not deliverable, not theirs. */
export { erasedEmail };

/**
 * One case-insensitive regular expression matching any of the person's identifying strings (name,
 * e-mail addresses, phone numbers) as plain text, as JSON text (for audit details) and as HTML (for
 * mail bodies).
 */
export function identifyingPattern(needles: string[]): string | null {
  const forms = new Set<string>();
  for (const needle of needles.map((n) => n.trim()).filter((n) => n.length >= 3)) {
    forms.add(needle);
    forms.add(JSON.stringify(needle).slice(1, -1));
    forms.add(escapeHtml(needle));
  }
  if (forms.size === 0) return null;
  return [...forms].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}

/** The audit details kept on entries about an erased person: who acted and the non-personal facts. */
const KEPT_DETAILS = sql`jsonb_strip_nulls(jsonb_build_object('erased', true, 'userId', details->'userId', 'jobId', details->'jobId',
  'fromStage', details->'fromStage', 'toStage', details->'toStage', 'template', details->'template', 'kind', details->'kind'))`;

/**
 * The person's traces outside their own row: activities linked only to them are deleted, shared
 * ones keep their text with the person's name and address replaced, and lose the link; audit
 * entries about them keep only non-personal details; other entries, and mails, that name them
 * have the name replaced; mails to them are deleted.
 */
export async function scrubTraces(trx: Db, kind: PrivacySubjectKind, id: string, email: string, pattern: string | null) {
  const deleted = await sql<{ id: string }>`
    DELETE FROM activities a
    WHERE a.id IN (SELECT activity_id FROM activity_links WHERE record_type = ${kind} AND record_id = ${id})
      AND NOT EXISTS (SELECT 1 FROM activity_links l WHERE l.activity_id = a.id AND NOT (l.record_type = ${kind} AND l.record_id = ${id}))
    RETURNING a.id`.execute(trx);
  if (pattern) {
    // Every activity that names them, linked to them or not (a note on a deal or another person may name them too).
    await sql`
      UPDATE activities SET body = regexp_replace(body, ${pattern}, ${ERASED_MARK}, 'gi'),
        title = regexp_replace(title, ${pattern}, ${ERASED_MARK}, 'gi'), updated_at = now()
      WHERE body ~* ${pattern} OR title ~* ${pattern}`.execute(trx);
  }
  await trx.deleteFrom('activity_links').where('record_type', '=', kind).where('record_id', '=', id).execute();

  await sql`UPDATE audit_log SET details = ${KEPT_DETAILS} WHERE entity_type = ${kind} AND entity_id = ${id}`.execute(trx);
  if (pattern) {
    await sql`UPDATE audit_log SET details = regexp_replace(details::text, ${pattern}, ${ERASED_MARK}, 'gi')::jsonb WHERE details::text ~* ${pattern}`.execute(
      trx,
    );
  }

  const mails = await sql`DELETE FROM mail_outbox WHERE lower(to_address) = lower(${email})`.execute(trx);
  if (pattern) {
    await sql`
      UPDATE mail_outbox SET subject = regexp_replace(subject, ${pattern}, ${ERASED_MARK}, 'gi'),
        text_body = regexp_replace(text_body, ${pattern}, ${ERASED_MARK}, 'gi'), html_body = regexp_replace(html_body, ${pattern}, ${ERASED_MARK}, 'gi')
      WHERE subject ~* ${pattern} OR text_body ~* ${pattern} OR html_body ~* ${pattern}`.execute(trx);
  }
  return { activitiesDeleted: deleted.rows.length, mailsDeleted: Number(mails.numAffectedRows ?? 0) };
}

/** Every personal field of an applicant (the registry's, decision 0043), as erasure leaves it. */
const ERASED_APPLICANT_FIELDS = erasedValues(APPLICANT_FIELDS);

/** The applicant's row anonymised: every personal field emptied, the name and e-mail replaced; their applications stay (the jobs' figures, scores) without the cover note or the words found in the resume. */
export async function anonymiseApplicantRow(trx: Db, id: string, userId: string | null) {
  await trx
    .updateTable('applicants')
    .set({
      ...ERASED_APPLICANT_FIELDS,
      first_name: ERASED_FIRST_NAME,
      last_name: erasedLastName('applicant'),
      email: erasedEmail(id),
      last_modified_by_user_id: userId,
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('applicant_id', '=', id)
    .execute();
  await trx
    .updateTable('applications')
    .set({ cover_note: null, ats_keywords_matched: [], updated_at: new Date() })
    .where('applicant_id', '=', id)
    .execute();
}

/** Every stored resume of the applicant (the current one and any left by an earlier upload). */
export async function deleteApplicantFiles(trx: Db, id: string, currentPath: string | null): Promise<number> {
  const result = await trx
    .deleteFrom('stored_files')
    .where('bucket', '=', 'resumes')
    .where((eb) => eb.or([eb('path', 'like', `resumes/${id}\\_%`), ...(currentPath ? [eb('path', '=', currentPath)] : [])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every personal field of a contact (the registry's, decision 0043), as erasure leaves it. */
const ERASED_CONTACT_FIELDS = erasedValues(CONTACT_FIELDS);

/** The contact's row anonymised: every personal field emptied, the name and e-mail replaced; their company link stays. */
export async function anonymiseContactRow(trx: Db, id: string, userId: string, userName: string) {
  await trx
    .updateTable('contacts')
    .set({
      ...ERASED_CONTACT_FIELDS,
      first_name: ERASED_FIRST_NAME,
      last_name: erasedLastName('contact'),
      email: erasedEmail(id),
      last_modified_by_user_id: userId,
      last_modified_by: userName,
      updated_at: new Date(),
      version: sql`version + 1`,
    })
    .where('id', '=', id)
    .execute();
}

/** A deal's person fields as erasure leaves them: the deal registry's personal fields (decision 0104), jsonb ones as JSON text. */
const ERASED_DEAL_PERSON = Object.fromEntries(
  Object.entries(erasedValues(DEAL_FIELDS)).map(([column, value]) => [
    column,
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
  ]),
) as Updateable<DealsTable>;

/**
 * The contact's funnel leads: the link is removed, and on leads carrying the contact's own e-mail
 * (an inquiry's lead) or own name (a lead made for the contact copies it, decision 0070) the person
 * fields are blanked. Their contact-us messages are deleted.
 */
export async function scrubContactDeals(trx: Db, id: string, emails: string[], name: { first: string; last: string }) {
  const lowered = emails.map((e) => e.toLowerCase());
  const sameName = sql<boolean>`(lower(coalesce(first_name, '')) = ${name.first.toLowerCase()} AND lower(coalesce(last_name, '')) = ${name.last.toLowerCase()})`;
  if (lowered.length) {
    await trx
      .updateTable('deals')
      .set({ ...ERASED_DEAL_PERSON, updated_at: new Date() })
      .where(sql<boolean>`contact_ids @> ARRAY[${id}]::uuid[]`)
      .where((eb) => eb.or([eb(sql`lower(email)`, 'in', lowered), eb(sql`lower(work_email)`, 'in', lowered), sameName]))
      .execute();
    await trx
      .deleteFrom('contact_messages')
      .where(sql`lower(email)`, 'in', lowered)
      .execute();
  }
  await sql`UPDATE deals SET contact_ids = array_remove(contact_ids, ${id}::uuid) WHERE contact_ids @> ARRAY[${id}]::uuid[]`.execute(trx);
}

export async function scrubDealText(trx: Db, pattern: string | null) {
  if (!pattern) return;
  await sql`
    UPDATE deals SET name = regexp_replace(name, ${pattern}, ${ERASED_MARK}, 'gi'), description = regexp_replace(description, ${pattern}, ${ERASED_MARK}, 'gi'),
      meeting_notes = regexp_replace(meeting_notes, ${pattern}, ${ERASED_MARK}, 'gi')
    WHERE name ~* ${pattern} OR description ~* ${pattern} OR meeting_notes ~* ${pattern}`.execute(trx);
}

export async function deleteAvatar(trx: Db, path: string | null) {
  if (!path) return 0;
  const result = await trx.deleteFrom('stored_files').where('bucket', '=', 'avatars').where('path', '=', path).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Applicants due for anonymising: not hired anywhere, not erased already, no activity since `cutoff`. */
export async function applicantsPastRetention(db: Db, cutoff: Date, limit: number, onlyId?: string): Promise<string[]> {
  const rows = await sql<{ applicant_id: string }>`
    SELECT a.applicant_id FROM applicants a
    WHERE a.status <> 'Hired'
      AND a.email NOT LIKE '%@erased.invalid'
      AND NOT EXISTS (SELECT 1 FROM applications p WHERE p.applicant_id = a.applicant_id AND (p.stage = 'Hired' OR p.updated_at >= ${cutoff}))
      AND a.updated_at < ${cutoff}
      AND NOT EXISTS (SELECT 1 FROM activity_links l WHERE l.record_type = 'applicant' AND l.record_id = a.applicant_id AND l.created_at >= ${cutoff})
      AND NOT EXISTS (SELECT 1 FROM audit_log g WHERE g.entity_type = 'applicant' AND g.entity_id = a.applicant_id::text AND g.created_at >= ${cutoff})
      -- An interview within the period (an upcoming one above all) is activity too: anonymising
      -- would leave it booked with a nameless candidate (decision 0074).
      AND NOT EXISTS (
        SELECT 1 FROM interviews i JOIN applications p ON p.application_id = i.application_id
        WHERE p.applicant_id = a.applicant_id AND i.cancelled_at IS NULL AND i.starts_at >= ${cutoff})
      ${onlyId ? sql`AND a.applicant_id = ${onlyId}` : sql``}
    ORDER BY a.updated_at, a.applicant_id
    LIMIT ${limit}`.execute(db);
  return rows.rows.map((r) => r.applicant_id);
}
