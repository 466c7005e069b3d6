import type { Kysely } from 'kysely';
import {
  ACCEPTED_OFFER_MESSAGES,
  APPLICATION_CHANGED,
  APPLICATION_NOT_FOUND,
  type ApplicantApplication,
  OFFER_STAGES,
} from '@keel/shared/applications';
import type { SessionUser } from '@keel/shared/auth';
import type { Database } from '../../db/types';
import { conflict, notFound } from '../../errors';
import { requireVersion } from '../../lib/record-version';
import { recordAudit } from '../../platform/audit/audit.service';
import { applicantOfApplication, lockApplicantRow, lockApplication, setAcceptedOffer } from './applications.repository';
import { applicationsOf } from './applications.service';

type Db = Kysely<Database>;
type Actor = Pick<SessionUser, 'id' | 'fullName' | 'role'>;

/**
 * Records that the candidate accepted the offer for this application's job and starts on
 * `startsOn`, or (null) that the acceptance no longer holds (decision 0108). Only at Offer Extended
 * or Hired (409 otherwise); as of the version the recruiter saw (409 with nothing changed). Audited
 * on the applicant, so it reads on their timeline.
 */
export async function recordAcceptedOffer(
  db: Db,
  user: Actor,
  id: string,
  input: { starts_on: string | null; version: number },
): Promise<ApplicantApplication> {
  const applicantId = await db.transaction().execute(async (trx) => {
    const owner = await applicantOfApplication(trx, id);
    if (owner) await lockApplicantRow(trx, owner);
    const before = await lockApplication(trx, id);
    if (!before) throw notFound(APPLICATION_NOT_FOUND);
    await requireVersion(trx, before, input.version, APPLICATION_CHANGED);
    if (input.starts_on !== null && !OFFER_STAGES.includes(before.stage)) throw conflict(ACCEPTED_OFFER_MESSAGES.stage);
    if (input.starts_on === null && before.offer_starts_on === null) return before.applicant_id;
    await setAcceptedOffer(trx, id, input.starts_on, user.id);
    await recordAudit(trx, {
      actionType: input.starts_on === null ? 'OFFER_ACCEPTANCE_REMOVED' : 'OFFER_ACCEPTED',
      user,
      entityType: 'applicant',
      entityId: before.applicant_id,
      details: {
        name: `${before.first_name} ${before.last_name}`,
        jobTitle: before.job_title,
        applicationId: id,
        ...(input.starts_on === null ? { startsOn: before.offer_starts_on } : { startsOn: input.starts_on }),
      },
    });
    return before.applicant_id;
  });
  const all = await applicationsOf(db, applicantId);
  return all.find((a) => a.application_id === id)!;
}
