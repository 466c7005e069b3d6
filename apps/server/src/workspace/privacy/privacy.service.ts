import JSZip from 'jszip';
import type { Kysely } from 'kysely';
import { APPLICANT_NOT_FOUND } from '@keel/shared/applicants';
import type { SessionUser } from '@keel/shared/auth';
import { CONTACT_NOT_FOUND } from '@keel/shared/contacts';
import { ERASE_NAME_MISMATCH, type PrivacySubjectKind } from '@keel/shared/privacy';
import type { Database, JsonValue } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { isRecordId } from '../../lib/record-id';
import { recordAudit } from '../../platform/audit/audit.service';
import { getFile } from '../../platform/files/files.service';
import { eraseFromAttachments } from '../../platform/mail/mail.service';
import { eraseFromNotifications } from '../notifications/notifications.service';
import { scrubCopies } from './privacy-copies.repository';
import {
  anonymiseApplicantRow,
  applicantsPastRetention,
  anonymiseContactRow,
  deleteApplicantFiles,
  deleteAvatar,
  ERASED_MARK,
  identifyingPattern,
  scrubContactDeals,
  scrubDealText,
  scrubTraces,
} from './privacy-erase.repository';
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

/** Anonymises one person inside `trx` (already checked to exist); the audit entry holds no personal data. */
async function eraseLocked(trx: Db, person: NonNullable<Awaited<ReturnType<typeof findPerson>>>, actor: EraseActor) {
  const id = person.kind === 'applicant' ? (person.row as { applicant_id: string }).applicant_id : (person.row as { id: string }).id;
  const emails = [
    person.email,
    ...(person.kind === 'contact'
      ? [(person.row as { work_email: string | null }).work_email, (person.row as { home_email: string | null }).home_email]
      : []),
  ].filter((e): e is string => !!e);
  const row = person.row as { phone?: string | null; mobile_phone?: string | null; home_phone?: string | null };
  const phones = [row.phone, row.mobile_phone, row.home_phone].filter((p): p is string => !!p);
  const pattern = identifyingPattern([person.name, ...emails, ...phones]);
  const traces = await scrubTraces(trx, person.kind, id, person.email, pattern);
  if (pattern) {
    // Copies elsewhere (decision 0070): notifications, mail attachments (.ics), interviews, imports, saved searches.
    await eraseFromNotifications(trx, pattern, ERASED_MARK);
    await eraseFromAttachments(trx, pattern, ERASED_MARK);
    await scrubCopies(trx, person.kind, id, pattern, ERASED_MARK);
  }
  let filesDeleted: number;
  if (person.kind === 'applicant') {
    await anonymiseApplicantRow(trx, id, actor.user?.id ?? null);
    filesDeleted = await deleteApplicantFiles(trx, id, person.file?.path ?? null);
  } else {
    const { first_name: first, last_name: last } = person.row as { first_name: string; last_name: string };
    await scrubContactDeals(trx, id, emails, { first, last });
    await anonymiseContactRow(trx, id, actor.user?.id ?? '', actor.user?.fullName ?? actor.actorName ?? '');
    filesDeleted = await deleteAvatar(trx, person.file?.path ?? null);
  }
  await scrubDealText(trx, pattern);
  await recordAudit(trx, {
    actionType: 'PERSONAL_DATA_ERASED',
    user: actor.user,
    actorName: actor.actorName,
    entityType: person.kind,
    entityId: id,
    details: { kind: person.kind, filesDeleted, ...traces, ...(actor.details ?? {}) },
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
