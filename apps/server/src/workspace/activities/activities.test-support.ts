import type { ActivityRecordType } from '@keel/shared/activities';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInEveryRole, type SignedIn } from '../../test/roles';

/** One record of each type an activity can link to, inserted straight into the tables (fixtures). */
export async function recordOfEachType(t: TestApp): Promise<Record<ActivityRecordType, string>> {
  const db = t.database.db;
  const stage = await db.selectFrom('pipeline_stages').select('id').orderBy('position').executeTakeFirstOrThrow();
  const company = await db.insertInto('companies').values({ name: 'Acme Ltd' }).returning('id').executeTakeFirstOrThrow();
  const contact = await db
    .insertInto('contacts')
    .values({ first_name: 'Bo', last_name: 'Baker', email: `bo-${Math.random()}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const deal = await db.insertInto('deals').values({ stage_id: stage.id, name: 'Acme website' }).returning('id').executeTakeFirstOrThrow();
  const job = await db
    .insertInto('jobs')
    .values({ title: 'Platform Engineer', description: 'd', requirements: 'r' })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  const applicant = await db
    .insertInto('applicants')
    .values({ first_name: 'Cy', last_name: 'Cole', email: 'cy@example.test', job_id: job.job_id })
    .returning('applicant_id')
    .executeTakeFirstOrThrow();
  return { contact: contact.id, company: company.id, deal: deal.id, job: job.job_id, applicant: applicant.applicant_id };
}

export async function countRows(t: TestApp) {
  const n = async (table: 'activities' | 'activity_links' | 'audit_log') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { activities: await n('activities'), links: await n('activity_links'), audit: await n('audit_log') };
}

export interface ActivityTestContext {
  t: TestApp;
  as: SignedIn;
  rec: Record<ActivityRecordType, string>;
}

/** A test app with one signed-in account per role and one record of each type; filled in beforeAll. */
export function useActivityTestApp(): ActivityTestContext {
  const ctx = {} as ActivityTestContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.as = await signInEveryRole(ctx.t);
    ctx.rec = await recordOfEachType(ctx.t);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
