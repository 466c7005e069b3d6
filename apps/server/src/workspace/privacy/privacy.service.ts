import JSZip from 'jszip';
import type { Kysely } from 'kysely';
import { APPLICANT_NOT_FOUND } from '@keel/shared/applicants';
import type { SessionUser } from '@keel/shared/auth';
import { CONTACT_NOT_FOUND } from '@keel/shared/contacts';
import { ERASE_NAME_MISMATCH, type ErasedPerson, type PrivacySubjectKind } from '@keel/shared/privacy';
import type { Database, JsonValue } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { isRecordId } from '../../lib/record-id';
import { eraseFromAuditLog, recordAudit } from '../../platform/audit/audit.service';
import { deleteFilesOf, getFile } from '../../platform/files/files.service';
import { eraseFromAttachments, eraseFromOutbox } from '../../platform/mail/mail.service';
import { eraseFromActivities } from '../activities/activities.service';
import { eraseFromNotifications } from '../notifications/notifications.service';
import { eraseFromSavedViews } from '../saved-views/saved-views.service';
import { ERASED_MARK, identifyingPattern } from './erase-pattern';
import { domainErasureSteps } from './erasure-steps';
import { applicantsPastRetention } from './retention.repository';
import {
  activitiesOf,
  applicationsOf,
  auditEntriesAbout,
  dealsOf,
  findApplicantRecord,
  findContactRecord,
  mailsTo,
  messagesFrom,
} from './privacy-export.repository';

type Db = Kysely<Database>;

const displayName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

async function findPerson(db: Db, kind: PrivacySubjectKind, id: string, forUpdate = false) {
  if (!isRecordId(id)) return undefined;
  if (kind === 'applicant') {
    const row = await findApplicantRecord(db, id, forUpdate);
    return (
      row && {
        kind,
        row,
        name: displayName(row),
        email: row.email,
        file: row.resume_file_path ? { bucket: 'resumes' as const, path: row.resume_file_path } : null,
      }
    );
  }
  const row = await findContactRecord(db, id, forUpdate);
  return (
    row && {
      kind,
      row,
      name: displayName(row),
      email: row.email,
      file: row.avatar_url ? { bucket: 'avatars' as const, path: row.avatar_url } : null,
    }
  );
}

const notFoundFor = (kind: PrivacySubjectKind) => notFound(kind === 'applicant' ? APPLICANT_NOT_FOUND : CONTACT_NOT_FOUND);

/** Drops generated columns (search text) from a row for the export. */
function ownFields(row: Record<string, unknown>) {
  const { search_text: _s, company_name: _c, sales_rep_name: _r, ...rest } = row;
  return rest;
}

export interface PersonExport {
  fileName: string;
  zip: Buffer;
}

/**
 * The person's data as a zip: `data.json` (their fields, applications or leads, linked activities,
 * audit entries about them, mails to them, messages from them) and `files/` (their resume or avatar).
 */
export async function exportPerson(db: Db, user: SessionUser, kind: PrivacySubjectKind, id: string): Promise<PersonExport> {
  const person = await findPerson(db, kind, id);
  if (!person) throw notFoundFor(kind);
  const zip = new JSZip();
  const files: string[] = [];
  if (person.file) {
    const stored = await getFile(db, person.file.bucket, person.file.path);
    if (stored) {
      const name = `files/${person.file.path.split('/').pop()}`;
      zip.file(name, stored.bytes);
      files.push(name);
    }
  }
  const data = {
    exportedAt: new Date().toISOString(),
    kind,
    [kind]: ownFields(person.row),
    ...(kind === 'applicant'
      ? { applications: await applicationsOf(db, id) }
      : { leads: await dealsOf(db, id), messages: await messagesFrom(db, person.email) }),
    activities: await activitiesOf(db, kind, id),
    auditEntries: await auditEntriesAbout(db, kind, id),
    mails: await mailsTo(db, person.email),
    files,
  };
  zip.file('data.json', JSON.stringify(data, null, 2));
  await recordAudit(db, {
    actionType: 'PERSONAL_DATA_EXPORTED',
    user,
    entityType: kind,
    entityId: id,
    details: { kind, files: files.length },
  });
  return { fileName: `keel-${kind}-${id}-export.zip`, zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }) };
}

export interface EraseActor {
  user: SessionUser | null;
  actorName?: string;
  details?: { [key: string]: JsonValue };
}

/**
 * Anonymises one person inside `trx` (already checked to exist); the audit entry holds no personal
 * data. Each table is rewritten by its owner, in this order (decision 0110): activities, the audit
 * trail, the outbox, then (when the person has a pattern) notifications, mail attachments and saved
 * views; the domain modules' steps in DOMAIN_ERASURE_ORDER; their files; last the
 * PERSONAL_DATA_ERASED entry.
 */
async function eraseLocked(trx: Db, found: NonNullable<Awaited<ReturnType<typeof findPerson>>>, actor: EraseActor) {
  const { kind } = found;
  const row = found.row as {
    first_name: string;
    last_name: string;
    work_email?: string | null;
    home_email?: string | null;
    phone?: string | null;
    mobile_phone?: string | null;
    home_phone?: string | null;
  };
  const id = kind === 'applicant' ? (found.row as { applicant_id: string }).applicant_id : (found.row as { id: string }).id;
  const emails = [found.email, ...(kind === 'contact' ? [row.work_email, row.home_email] : [])].filter((e): e is string => !!e);
  const phones = [row.phone, row.mobile_phone, row.home_phone].filter((p): p is string => !!p);
  const pattern = identifyingPattern([found.name, ...emails, ...phones]);
  const person: ErasedPerson = {
    kind,
    id,
    emails,
    name: { first: row.first_name, last: row.last_name },
    pattern,
    mark: ERASED_MARK,
    userId: actor.user?.id ?? null,
    userName: actor.user?.fullName ?? actor.actorName ?? '',
  };
  const activitiesDeleted = await eraseFromActivities(trx, kind, id, pattern, ERASED_MARK);
  await eraseFromAuditLog(trx, kind, id, pattern, ERASED_MARK);
  const mailsDeleted = await eraseFromOutbox(trx, found.email, pattern, ERASED_MARK);
  if (pattern) {
    // Copies elsewhere (decision 0070): notifications, mail attachments (.ics), saved list views.
    await eraseFromNotifications(trx, pattern, ERASED_MARK);
    await eraseFromAttachments(trx, pattern, ERASED_MARK);
    await eraseFromSavedViews(trx, pattern, ERASED_MARK);
  }
  for (const step of domainErasureSteps()) await step(trx, person);
  const filesDeleted =
    kind === 'applicant'
      ? await deleteFilesOf(trx, 'resumes', found.file?.path ?? null, `resumes/${id}_`)
      : await deleteFilesOf(trx, 'avatars', found.file?.path ?? null);
  await recordAudit(trx, {
    actionType: 'PERSONAL_DATA_ERASED',
    user: actor.user,
    actorName: actor.actorName,
    entityType: kind,
    entityId: id,
    details: { kind, filesDeleted, activitiesDeleted, mailsDeleted, ...(actor.details ?? {}) },
  });
}

/** An admin's erase: the typed name must match the person's name as shown (case and outer spaces aside). */
/**
 * What another module does inside an applicant's erase, before it: recruitment cancels their
 * upcoming interviews (decision 0074). Registered by app.ts, as workspace may not import recruitment.
 */
export type BeforeApplicantErase = (trx: Db, user: SessionUser, applicantId: string) => Promise<unknown>;

export async function erasePerson(
  db: Db,
  beforeApplicantErase: BeforeApplicantErase | undefined,
  user: SessionUser,
  kind: PrivacySubjectKind,
  id: string,
  confirmName: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const person = await findPerson(trx, kind, id, true);
    if (!person) throw notFoundFor(kind);
    if (confirmName.trim().replace(/\s+/g, ' ').toLowerCase() !== person.name.replace(/\s+/g, ' ').toLowerCase()) {
      throw validationError(ERASE_NAME_MISMATCH, { confirmName: ERASE_NAME_MISMATCH });
    }
    if (kind === 'applicant') await beforeApplicantErase?.(trx, user, id);
    await eraseLocked(trx, person, { user });
  });
}

/**
 * The retention job's anonymising of one applicant: under the row lock it checks again that the
 * applicant is still due (another instance, or a recruiter's edit, may have come first).
 */
export async function anonymiseApplicant(db: Db, id: string, cutoff: Date, actor: EraseActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const person = await findPerson(trx, 'applicant', id, true);
    if (!person || (await applicantsPastRetention(trx, cutoff, 1, id)).length === 0) return false;
    await eraseLocked(trx, person, actor);
    return true;
  });
}
