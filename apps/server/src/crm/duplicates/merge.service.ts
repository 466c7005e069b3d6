import { type Kysely, sql } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  DUPLICATE_RECORD_NOT_FOUND,
  type DuplicateKind,
  MERGE_FIELDS,
  MERGE_SAME_RECORD,
  MERGE_UNKNOWN_FIELD,
  type MergeResult,
  type MergeValues,
} from '@keel/shared/duplicates';
import type { LiveTopic } from '@keel/shared/live-updates';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { changedFields } from '../../lib/audit-changes';
import { type VersionedRow, requireVersion } from '../../lib/record-version';
import { readStoredResume, syncApplicationScores } from '../../recruitment/applications/application-screening.service';
import { moveApplications, syncMergedPrimaryApplication } from '../../recruitment/applications/applications.service';
import { moveCompanyJobs } from '../../recruitment/jobs/company-jobs.service';
import { moveAuditEntries, recordAudit } from '../../platform/audit/audit.service';
import { deleteFile } from '../../platform/files/files.service';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import { DISPLAY_COLUMN, KIND_TABLES } from './duplicate-kinds';
import { moveCompanyContacts } from '../contacts/contact-relations.service';
import { moveCompanyDeals, moveDealContacts, renameMergedContactOnDeals } from '../funnel/merged-contact.service';
import { moveActivityLinks } from '../../workspace/activities/activities.service';
import { moveNotificationsToSurvivor } from '../../workspace/notifications/notifications.service';

type Row = VersionedRow & Record<string, unknown>;

/** A resume goes with its screening: choosing the other's resume takes its ATS results too. */
const RESUME_COLUMNS = ['resume_file_path', 'resume_on_file', 'ats_score', 'ats_keywords_matched', 'ats_last_screened'];

/** Both records, locked in id order (two merges of one pair queue instead of deadlocking). */
async function lockPair(trx: Kysely<Database>, kind: DuplicateKind, ids: string[]): Promise<Map<string, Row>> {
  const k = KIND_TABLES[kind];
  const { rows } = await sql<Row>`SELECT r.*, ${sql.raw(k.label('r'))} AS merge_label FROM ${sql.table(k.table)} r
    WHERE r.${sql.raw(k.id)} IN (${sql.join(ids.map((id) => sql`${id}::uuid`))}) ORDER BY r.${sql.raw(k.id)} FOR UPDATE`.execute(trx);
  return new Map(rows.map((r) => [String(r[k.id]), r]));
}

/** Copies the chosen fields from the other record onto the survivor and bumps its version. */
async function copyChosen(
  trx: Kysely<Database>,
  kind: DuplicateKind,
  user: SessionUser,
  survivorId: string,
  otherId: string,
  fields: string[],
): Promise<Row> {
  const k = KIND_TABLES[kind];
  const columns = fields.flatMap((f) => (kind === 'applicants' && f === 'resume_file_path' ? RESUME_COLUMNS : [f]));
  const sets = [
    ...columns.map((c) => sql`${sql.ref(c)} = o.${sql.ref(c)}`),
    sql`version = s.version + 1`,
    sql`updated_at = now()`,
    sql`last_modified_by_user_id = ${user.id}::uuid`,
    ...(kind === 'contacts' ? [sql`last_modified_by = ${user.fullName}`] : []),
  ];
  const { rows } = await sql<Row>`UPDATE ${sql.table(k.table)} s SET ${sql.join(sets)} FROM ${sql.table(k.table)} o
    WHERE s.${sql.raw(k.id)} = ${survivorId}::uuid AND o.${sql.raw(k.id)} = ${otherId}::uuid
    RETURNING s.*, ${sql.raw(k.label('s'))} AS merge_label`.execute(trx);
  return rows[0];
}

/** A company's contacts, deals and jobs, each moved by its owner (decision 0110). */
async function moveCompanyLinks(trx: Kysely<Database>, from: string, to: string, names: { from: string; to: string }) {
  const contacts = await moveCompanyContacts(trx, from, to);
  const deals = await moveCompanyDeals(trx, from, to, names);
  const jobs = await moveCompanyJobs(trx, from, to);
  return { contacts, deals, jobs };
}

/** Moves every link of the other record to the survivor, each by the owner of the linking rows (decision 0110); how many of each moved. */
async function moveLinks(trx: Kysely<Database>, kind: DuplicateKind, other: Row, after: Row): Promise<Record<string, number>> {
  const k = KIND_TABLES[kind];
  const from = String(other[k.id]);
  const to = String(after[k.id]);
  const own =
    kind === 'contacts'
      ? { deals: await moveDealContacts(trx, from, to) }
      : kind === 'companies'
        ? await moveCompanyLinks(trx, from, to, { from: String(other.name), to: String(after.name) })
        : await moveApplications(trx, from, to);
  const labels = { from: String(other.merge_label), to: String(after.merge_label) };
  return {
    ...own,
    // No copy of the merged-away contact's name or e-mail is left on its deals (cards, search, reports).
    ...(kind === 'contacts' ? { dealsRenamed: await renameMergedContactOnDeals(trx, to, contactCopy(other), contactCopy(after)) } : {}),
    activities: await moveActivityLinks(trx, k.entityType, from, to),
    auditEntries: await moveAuditEntries(trx, k.entityType, from, to),
    notifications: await moveNotificationsToSurvivor(trx, k.entityType, from, to, labels),
  };
}

const contactCopy = (row: Row) => ({
  firstName: String(row.first_name ?? ''),
  lastName: String(row.last_name ?? ''),
  email: typeof row.email === 'string' ? row.email : null,
});

/** The applicant resume left behind (the one not chosen) is deleted with the merge. */
async function dropUnchosenResume(trx: Kysely<Database>, survivorBefore: Row, other: Row, after: Row): Promise<void> {
  for (const path of [survivorBefore.resume_file_path, other.resume_file_path]) {
    if (typeof path === 'string' && path !== after.resume_file_path) await deleteFile(trx, 'resumes', path);
  }
}

const email = (row: Row) => (typeof row.email === 'string' ? row.email : undefined);

/**
 * Merges the other record into the survivor, in one transaction: the chosen fields copied, every
 * link moved, the other removed, one audit entry naming both, the values taken and the links moved.
 * A record changed since it was shown is refused (409) and nothing is merged.
 */
export async function mergeRecords(db: Kysely<Database>, user: SessionUser, kind: DuplicateKind, input: MergeValues): Promise<MergeResult> {
  const { survivorId, otherId, fromOther } = input;
  if (survivorId === otherId) throw validationError(MERGE_SAME_RECORD, { otherId: MERGE_SAME_RECORD });
  const allowed: readonly string[] = MERGE_FIELDS[kind];
  const unknown = fromOther.find((f) => !allowed.includes(f));
  if (unknown !== undefined) throw validationError(MERGE_UNKNOWN_FIELD, { fromOther: `${MERGE_UNKNOWN_FIELD} (${unknown})` });
  const fields = [...new Set(fromOther)];
  const k = KIND_TABLES[kind];
  // The resume the survivor keeps, read before the transaction: every application is screened against it again.
  const keptResume = kind === 'applicants' ? await readStoredResume(db, fields.includes('resume_file_path') ? otherId : survivorId) : null;

  const result = await db.transaction().execute(async (trx) => {
    const rows = await lockPair(trx, kind, [survivorId, otherId]);
    const survivor = rows.get(survivorId);
    const other = rows.get(otherId);
    if (!survivor || !other) throw notFound(DUPLICATE_RECORD_NOT_FOUND);
    await requireVersion(trx, survivor, input.survivorVersion);
    await requireVersion(trx, other, input.otherVersion);

    const after = await copyChosen(trx, kind, user, survivorId, otherId, fields);
    const moved = await moveLinks(trx, kind, other, after);
    if (kind === 'applicants') {
      await dropUnchosenResume(trx, survivor, other, after);
      await syncMergedPrimaryApplication(trx, survivorId);
      // Applications moved over were scored against the other's resume: all are screened against the one kept
      // (unscored when there is none, or it changed meanwhile; migration 0037).
      const same = keptResume !== null && keptResume.path === after.resume_file_path;
      await syncApplicationScores(trx, survivorId, { text: same ? keptResume.text : null });
    }
    await sql`DELETE FROM ${sql.table(k.table)} WHERE ${sql.ref(k.id)} = ${otherId}::uuid`.execute(trx);
    await recordAudit(trx, {
      actionType: k.merged,
      user,
      entityType: k.entityType,
      entityId: survivorId,
      details: {
        name: String(after.merge_label),
        ...(email(after) ? { email: email(after)! } : {}),
        survivorId,
        mergedId: otherId,
        mergedName: String(other.merge_label),
        ...(email(other) ? { mergedEmail: email(other)! } : {}),
        fromMerged: fields,
        changes: changedFields(
          survivor,
          after,
          fields.map((f) => DISPLAY_COLUMN[f] ?? f),
        ),
        moved,
      },
    });
    return { survivorId, moved };
  });
  const topic: LiveTopic | undefined = kind === 'applicants' ? undefined : kind;
  if (topic) publishChange(db, { topic, by: user.id });
  // Deals show the merged contact's or company's name: boards and deal pages read them again.
  if (kind !== 'applicants') publishChange(db, { topic: 'funnel', by: user.id });
  return result;
}
