import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { SKILL_LEVEL_LABELS } from '@keel/shared/consultants';
import { type Demand, DEMAND_MESSAGES, demandPlace, type JobDemandOrigin, MAKE_JOB_MESSAGES, SENIORITY_LABELS } from '@keel/shared/demands';
import { type Job, JobInput } from '@keel/shared/jobs';
import { roleFlags, type Role } from '@keel/shared/roles';
import type { Database } from '../../db/types';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { getLead } from '../../crm/funnel/leads.service';
import { createJobIn } from '../../recruitment/jobs/jobs.service';
import { demandOfJob, linkDemandJob, lockDemand } from './demands.repository';
import { getDemand } from './demands.service';

type Db = Kysely<Database>;

/** Who makes a job from a demand: whoever may post a job today, admins and recruiters (decision 0097). */
export const makesJobs = (role: Role) => roleFlags(role).isRecruiter;

/**
 * Keel's job statuses have no "draft": On Hold is the status the careers site does not list, so a
 * job made from a demand starts On Hold and is published by opening it (decision 0097).
 */
export const MADE_JOB_STATUS = 'On Hold' as const;

const today = () => new Date().toISOString().slice(0, 10);

/** The job's fields, prefilled from the demand (decision 0097): title, skills as ATS keywords, place, dates. */
export function jobFromDemand(demand: Demand, dealName: string) {
  const skills = demand.skills.map((s) => `${s.name} (at least ${SKILL_LEVEL_LABELS[s.min_level]})`);
  const place = demandPlace(demand);
  const structuredPlace = demand.remote
    ? demand.country
      ? { workplace_type: 'remote' as const, remote_countries: [demand.country] }
      : {}
    : { workplace_type: 'on-site' as const, location_city: demand.city, location_country: demand.country };
  return JobInput.parse({
    title: demand.role_title,
    location: place || null,
    status: MADE_JOB_STATUS,
    description: `${SENIORITY_LABELS[demand.seniority]} ${demand.role_title} for a client project, ${demand.allocation_pct}% of the week from ${demand.starts_on} to ${demand.ends_on}${place ? ` (${place})` : ''}.`,
    requirements: skills.length > 0 ? `Skills: ${skills.join(', ')}.` : 'See the description.',
    ats_keywords: demand.skills.map((s) => s.name).join(', ') || null,
    tags: ['staffing'],
    notes: `Made from the demand “${demand.role_title}” on the deal “${dealName}”.`,
    // The posting closes when the project starts; a start already past sets no closing date.
    closing_date: demand.starts_on >= today() ? demand.starts_on : null,
    ...structuredPlace,
  });
}

/**
 * Makes a job from a demand nobody fits, in one transaction: the job (On Hold), its link from the
 * demand and the audit entries on the deal and the job. The demand's row lock makes a second
 * click — or a second person — wait and then get a 409: one demand, one job (decision 0097).
 */
export async function makeJobFromDemand(db: Db, actor: SessionUser, dealId: string, demandId: string): Promise<Job> {
  if (!makesJobs(actor.role)) throw forbidden(MAKE_JOB_MESSAGES.makers);
  const demand = await getDemand(db, actor, dealId, demandId);
  const deal = (await getLead(db, dealId)).name;
  return db.transaction().execute(async (trx) => {
    const row = await lockDemand(trx, dealId, demandId);
    if (!row) throw notFound(DEMAND_MESSAGES.notFound);
    if (row.job_id) throw conflict(MAKE_JOB_MESSAGES.made);
    const job = await createJobIn(trx, actor, jobFromDemand(demand, deal));
    await linkDemandJob(trx, demandId, job.job_id);
    await recordAudit(trx, {
      actionType: 'JOB_MADE_FROM_DEMAND',
      user: actor,
      entityType: 'deal',
      entityId: dealId,
      details: { demand: demandId, role: demand.role_title, deal, job: job.job_id, jobTitle: job.title },
    });
    return job;
  });
}

/** The deal and demand a job was made from (null for any other job), for the job page. */
export async function jobDemandOrigin(db: Db, jobId: string): Promise<JobDemandOrigin> {
  return { origin: (await demandOfJob(db, jobId)) ?? null };
}
