import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import {
  type ApplicantConsultant,
  type Consultant,
  CONSULTANT_HISTORY_LIMIT,
  type ConsultantHistory,
  CONSULTANT_MESSAGES,
  HIRE_MESSAGES,
  HIRED_SKILL_LEVEL,
} from '@keel/shared/consultants';
import { roleFlags, type Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { carryProposalsToConsultant } from '../allocations/candidate-proposals.service';
import { historySentence } from '../../platform/audit/history-sentences';
import { getFile, putFile } from '../../platform/files/files.service';
import { interviewSkillRatings } from '../../recruitment/interviews/scorecards.service';
import { readFieldsOfResume, skillsVocabulary } from '../../recruitment/screening/resume-fields.service';
import { resolveSkills } from '../../workspace/skills/skills.service';
import {
  applicantForHire,
  consultantHistoryRows,
  consultantOfApplicant,
  markMadeFromApplicant,
  resumePathOf,
} from './consultant-hire.repository';
import { insertConsultant, replaceSkills } from './consultants.repository';
import { getConsultant } from './consultants.service';

type Db = Kysely<Database>;
type Applicant = NonNullable<Awaited<ReturnType<typeof applicantForHire>>>;

/** Who makes a consultant from a hire (decision 0097): admins and recruiters, who read applicants and edit consultants. */
export const makesConsultantsFromHires = (role: Role) => roleFlags(role).isRecruiter;

const sqlState = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : undefined;

/**
 * The skills a hire brings: the keywords screening found in the resume, and the skills a fresh read
 * of the resume names (the careers form's reader, decision 0083), resolved on the skills graph, and
 * the skills their interviews rated (decision 0109). A resume that cannot be read adds nothing:
 * screening's keywords still count.
 */
async function hireSkills(db: Db, applicant: Applicant, resume: { bytes: Buffer; contentType: string } | undefined) {
  const parsed = resume
    ? await readFieldsOfResume(resume, skillsVocabulary(applicant.job_keywords)).then(
        (fields) => fields.skills.map((found) => found.value),
        () => [],
      )
    : [];
  const [resolved, rated] = await Promise.all([
    resolveSkills(db, [...applicant.ats_keywords_matched, ...parsed]),
    interviewSkillRatings(db, [applicant.applicant_id]),
  ]);
  const levels = new Map(rated.map((r) => [r.skill_id, Math.min(4, Math.max(1, Math.round(r.average)))]));
  const ids = [...new Set([...resolved.flatMap((r) => (r.skill ? [r.skill.skill_id] : [])), ...levels.keys()])];
  // A skill an interview rated starts at its mean rating, rounded (decision 0109: the same 1–4 scale);
  // one nobody rated, at the default level (decision 0097).
  return ids.map((skill_id) => ({ skill_id, level: levels.get(skill_id) ?? HIRED_SKILL_LEVEL, years: null }));
}

const fileName = (path: string) => path.split('/').pop() ?? 'resume';

/**
 * Makes a consultant from a hired applicant in one transaction (decision 0097): name, e-mail,
 * phone, the job's title, their skills at the default level, and a copy of the resume; audited on
 * the consultant and on the applicant. A second call is a 409 (one consultant per applicant). Their
 * proposals as a candidate carry over to the consultant (decision 0103).
 */
export async function makeConsultantFromApplicant(db: Db, actor: SessionUser, applicantId: string): Promise<Consultant> {
  if (!makesConsultantsFromHires(actor.role)) throw forbidden(HIRE_MESSAGES.makers);
  const applicant = await applicantForHire(db, applicantId);
  if (!applicant) throw notFound(HIRE_MESSAGES.applicantNotFound);
  if (applicant.status !== 'Hired') throw conflict(HIRE_MESSAGES.notHired);
  if (await consultantOfApplicant(db, applicantId)) throw conflict(HIRE_MESSAGES.made);
  const stored = applicant.resume_file_path ? await getFile(db, 'resumes', applicant.resume_file_path) : undefined;
  const resume = stored ? { bytes: Buffer.from(stored.bytes), contentType: stored.content_type } : undefined;
  const skills = await hireSkills(db, applicant, resume);
  const name = `${applicant.first_name} ${applicant.last_name}`.trim();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const { consultant_id } = await insertConsultant(
        trx,
        {
          full_name: name,
          email: applicant.email.toLowerCase(),
          phone: applicant.phone,
          title: applicant.job_title,
          engagement: 'employee',
          user_id: null,
          city: null,
          country: null,
          time_zone: null,
          notes: null,
        },
        undefined,
        actor.id,
      );
      await replaceSkills(trx, consultant_id, skills);
      // A copy, not a link: the consultant's resume outlives the candidate's retention and erasure (decision 0097).
      const resumePath = resume ? `consultants/${consultant_id}/${fileName(applicant.resume_file_path!)}` : null;
      if (resume && resumePath)
        await putFile(trx, { bucket: 'resumes', path: resumePath, contentType: resume.contentType, bytes: resume.bytes });
      await markMadeFromApplicant(trx, consultant_id, applicantId, resumePath);
      await carryProposalsToConsultant(trx, actor, applicantId, { id: consultant_id, name });
      for (const [entityType, entityId] of [
        ['consultant', consultant_id],
        ['applicant', applicantId],
      ] as const)
        await recordAudit(trx, {
          actionType: 'CONSULTANT_MADE_FROM_APPLICANT',
          user: actor,
          entityType,
          entityId,
          details: { consultant: name, applicant: name, consultantId: consultant_id, skills: skills.length },
        });
      return consultant_id;
    });
    return getConsultant(db, actor, id);
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(HIRE_MESSAGES.made);
    throw error;
  }
}

/** The consultant made from an applicant, or null (recruiters and admins: they see applicants). */
export async function consultantOfHire(db: Db, applicantId: string): Promise<ApplicantConsultant> {
  return { consultant: (await consultantOfApplicant(db, applicantId)) ?? null };
}

/** The consultant's own resume copy; 404 when there is none. */
export async function consultantResume(db: Db, consultantId: string) {
  const row = await resumePathOf(db, consultantId);
  if (!row) throw notFound(CONSULTANT_MESSAGES.notFound);
  const file = row.resume_file_path ? await getFile(db, 'resumes', row.resume_file_path) : undefined;
  if (!row.resume_file_path || !file) throw notFound(HIRE_MESSAGES.noResume);
  return { contentType: file.content_type, bytes: file.bytes, fileName: fileName(row.resume_file_path).replace(/[^\w.-]/g, '_') };
}

/** A consultant's timeline (decision 0097): their history in the one voice of every record's history, newest first. */
export async function consultantHistory(db: Db, consultantId: string): Promise<ConsultantHistory> {
  if (!(await resumePathOf(db, consultantId))) throw notFound(CONSULTANT_MESSAGES.notFound);
  const rows = await consultantHistoryRows(db, consultantId, CONSULTANT_HISTORY_LIMIT);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      at: r.created_at.toISOString(),
      action_type: r.action_type,
      text: historySentence(r.action_type, r.user_name, r.details, 'consultant'),
    })),
  };
}
