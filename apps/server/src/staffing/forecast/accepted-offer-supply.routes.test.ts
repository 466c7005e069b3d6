import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantApplication } from '@keel/shared/applications';
import type { Demand } from '@keel/shared/demands';
import type { ResolvedSkill } from '@keel/shared/skills';
import type { Forecast } from '@keel/shared/staffing-forecast';
import { appWithEveryRole } from '../../test/app-with-every-role';

/**
 * Decision 0108 on a fixed scenario, weeks of 2027-03-01, 08 and 15 (weekdays only): a won deal
 * needs React ≥ 2 full time 03-01…03-19 and Kotlin ≥ 3 the same weeks; no consultant. Hana, hired
 * for a job whose screening found React and Kotlin in her resume, accepted an offer starting
 * Wednesday 03-10: React supply 0, 0.6 (three weekdays of five), 1; Kotlin asks level 3, above the
 * level a hire's skills start at (2), so she is no Kotlin supply.
 */
const app = appWithEveryRole();
const db = () => app.t.database.db;
const FORECAST = '/api/staffing/forecast?from=2027-03-01&weeks=3';
let applicationId = '';
let applicantId = '';

async function supply(skill: string): Promise<number[]> {
  const res = await app.t.request({ method: 'GET', url: FORECAST, cookie: app.as.user.cookie });
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json<Forecast>().rows.find((r) => r.skill_name === skill)!;
  return row.cells.map((c) => c.supply);
}

async function setOffer(starts_on: string | null) {
  const version = (
    await db().selectFrom('applications').select('version').where('application_id', '=', applicationId).executeTakeFirstOrThrow()
  ).version;
  const url = `/api/applications/${applicationId}/accepted-offer${starts_on === null ? '/remove' : ''}`;
  const res = await app.t.request({
    method: starts_on === null ? 'POST' : 'PUT',
    url,
    cookie: app.as.recruiter.cookie,
    payload: starts_on === null ? { version } : { starts_on, version },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicantApplication>();
}

beforeAll(async () => {
  const skill = async (text: string) =>
    (await app.t.request({ method: 'GET', url: `/api/skills/resolve?text=${text}`, cookie: app.as.user.cookie })).json<ResolvedSkill>()
      .skill!.skill_id;
  const react = await skill('React');
  const kotlin = await skill('Kotlin');
  const stage = await db().selectFrom('pipeline_stages').select('id').where('title', '=', 'Closed Won').executeTakeFirstOrThrow();
  const deal = (
    await app.t.request({
      method: 'POST',
      url: '/api/funnel/leads',
      cookie: app.as.sales_rep.cookie,
      payload: { name: 'Won app', stageId: stage.id },
    })
  ).json<{ id: string }>();
  for (const [skill_id, min_level] of [
    [react, 2],
    [kotlin, 3],
  ] as const) {
    const res = await app.t.request({
      method: 'POST',
      url: `/api/deals/${deal.id}/demands`,
      cookie: app.as.sales_rep.cookie,
      payload: {
        role_title: 'Developer',
        seniority: 'senior',
        remote: true,
        skills: [{ skill_id, min_level }],
        starts_on: '2027-03-01',
        ends_on: '2027-03-19',
        allocation_pct: 100,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Demand>().demand_id).toBeTruthy();
  }
  const [job] = await db()
    .insertInto('jobs')
    .values({ title: 'Mobile developer', description: 'Build apps.', requirements: 'React, Kotlin' })
    .returning('job_id')
    .execute();
  const [a] = await db()
    .insertInto('applicants')
    .values({
      first_name: 'Hana',
      last_name: 'Hire',
      email: 'hana@offers.test',
      job_id: job.job_id,
      status: 'Offer Extended',
      ats_keywords_matched: ['React', 'Kotlin'],
    })
    .returning('applicant_id')
    .execute();
  applicantId = a.applicant_id;
  const [p] = await db()
    .insertInto('applications')
    .values({ applicant_id: applicantId, job_id: job.job_id, stage: 'Offer Extended', ats_keywords_matched: ['React', 'Kotlin'] })
    .returning('application_id')
    .execute();
  applicationId = p.application_id;
}, 120_000);

describe('accepted offers in the capacity forecast (decision 0108)', () => {
  it('without an offer the candidate is no supply; with one, every weekday from the start day at the hire level', async () => {
    expect(await supply('React')).toEqual([0, 0, 0]);
    const saved = await setOffer('2027-03-10');
    expect(saved.accepted_offer).toMatchObject({ starts_on: '2027-03-10' });
    expect(await supply('React')).toEqual([0, 0.6, 1]);
    expect(await supply('Kotlin')).toEqual([0, 0, 0]);
  });

  it('stops counting an offer that no longer holds: removed, or the application rejected', async () => {
    await setOffer(null);
    expect(await supply('React')).toEqual([0, 0, 0]);
    await setOffer('2027-03-10');
    await db().updateTable('applications').set({ stage: 'Rejected' }).where('application_id', '=', applicationId).execute();
    expect(await supply('React')).toEqual([0, 0, 0]);
    await db().updateTable('applications').set({ stage: 'Offer Extended' }).where('application_id', '=', applicationId).execute();
    expect(await supply('React')).toEqual([0, 0.6, 1]);
  });

  it('counts the person once: made a consultant, the consultant is supply and the offer no longer is', async () => {
    await db().updateTable('applications').set({ stage: 'Hired' }).where('application_id', '=', applicationId).execute();
    await db().updateTable('applicants').set({ status: 'Hired' }).where('applicant_id', '=', applicantId).execute();
    const made = await app.t.request({ method: 'POST', url: `/api/applicants/${applicantId}/consultant`, cookie: app.as.recruiter.cookie });
    expect(made.statusCode, made.body).toBe(201);
    // The consultant (React level 2, free from today's records on) is one person every week: not 1.6 in week two, not 2 in week three.
    expect(await supply('React')).toEqual([1, 1, 1]);
  });
});
