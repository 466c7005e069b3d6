import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { CONSULTANT_MESSAGES, PROFILE_MESSAGES, type ProfileShare } from '@keel/shared/consultants';
import { roleFlags, type Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { findConsultantRow } from './consultants.repository';
import { getConsultant } from './consultants.service';
import { profileContent, renderProfilePdf } from './profile-pdf';
import { contactForShare, insertShare } from './profile-shares.repository';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

/** Who shares a profile with a client (decision 0101): admins and sales reps, who sell. */
export const sharesProfiles = (role: Role) => roleFlags(role).isSalesRep;

/** A file name a browser keeps: the heading in plain letters, e.g. "profile-Francois-Muller.pdf". */
function fileNameOf(heading: string): string {
  const plain = heading
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `profile-${plain || 'consultant'}.pdf`;
}

/**
 * The profile PDF of a consultant (decision 0101), named or anonymised. Read as a plain member
 * reads the record, so rates are not even loaded, whoever asks.
 */
export async function consultantProfilePdf(db: Db, consultantId: string, anonymised: boolean) {
  const consultant = await getConsultant(db, { role: 'user' }, consultantId);
  const bytes = await renderProfilePdf(consultant, { anonymised, today: new Date().toISOString().slice(0, 10) });
  return { bytes, fileName: fileNameOf(profileContent(consultant, anonymised).heading) };
}

/**
 * Records that a consultant's profile was shared with a client contact: which version, to whom, by
 * whom and when, with the entry on the consultant's and the contact's timelines in the same
 * transaction. Keel sends nothing itself (decision 0101): the seller sends the PDF they downloaded.
 */
export async function shareProfile(
  db: Db,
  actor: Actor,
  consultantId: string,
  input: { contact_id: string; anonymised: boolean; note?: string | null },
): Promise<ProfileShare> {
  if (!sharesProfiles(actor.role)) throw forbidden(PROFILE_MESSAGES.sharers);
  const consultant = await findConsultantRow(db, consultantId);
  if (!consultant) throw notFound(CONSULTANT_MESSAGES.notFound);
  const contact = await contactForShare(db, input.contact_id);
  if (!contact) throw notFound(PROFILE_MESSAGES.contactNotFound);
  const note = input.note?.trim() || null;
  return db.transaction().execute(async (trx) => {
    const row = await insertShare(trx, {
      consultant_id: consultant.consultant_id,
      contact_id: contact.id,
      anonymised: input.anonymised,
      note,
      shared_by_user_id: actor.id,
    });
    const details = {
      consultant: consultant.full_name,
      contact: contact.name,
      anonymised: input.anonymised,
      shareId: row.share_id,
      consultantId: consultant.consultant_id,
      contactId: contact.id,
    };
    for (const [entityType, entityId] of [
      ['consultant', consultant.consultant_id],
      ['contact', contact.id],
    ] as const)
      await recordAudit(trx, { actionType: 'CONSULTANT_PROFILE_SHARED', user: actor, entityType, entityId, details });
    return {
      share_id: row.share_id,
      consultant_id: consultant.consultant_id,
      contact_id: contact.id,
      contact_name: contact.name,
      anonymised: input.anonymised,
      note,
      shared_by: actor.fullName,
      shared_at: new Date(row.shared_at).toISOString(),
    };
  });
}
