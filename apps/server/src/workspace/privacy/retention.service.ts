import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { RETENTION_SETTING_KEY } from '@keel/shared/privacy';
import type { Database } from '../../db/types';
import { recordAudit } from '../../platform/audit/audit.service';
import { getSetting, setSetting } from '../../platform/settings/settings.service';
import { applicantsPastRetention } from './retention.repository';
import { anonymiseApplicant } from './privacy.service';

type Db = Kysely<Database>;

/**
 * The retention period in months (app_settings `recruitment.retention_months`, default 24).
 * Exported for the careers form, which states it.
 */
export async function getRetentionMonths(db: Db): Promise<number> {
  return getSetting(db, RETENTION_SETTING_KEY);
}

export async function setRetentionMonths(db: Db, user: SessionUser, months: number): Promise<number> {
  await db.transaction().execute(async (trx) => {
    const from = await getRetentionMonths(trx);
    await setSetting(trx, RETENTION_SETTING_KEY, months);
    await recordAudit(trx, { actionType: 'RETENTION_PERIOD_CHANGED', user, details: { from, to: months } });
  });
  return months;
}

/** `now` less whole calendar months (the 31st falls back to the month's last day). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

const BATCH = 200;

/**
 * The retention job: anonymises every applicant not hired whose record, applications, activities
 * and history are all older than the period, as of `now` (injected so tests control the clock).
 * Each applicant is anonymised in its own transaction, under a row lock; an anonymised one no
 * longer matches, so a second run (or a second instance) finds nothing to do.
 */
export async function runRetention(db: Db, now: Date = new Date()): Promise<{ anonymised: number; months: number }> {
  const months = await getRetentionMonths(db);
  const cutoff = monthsBefore(now, months);
  let anonymised = 0;
  for (;;) {
    const ids = await applicantsPastRetention(db, cutoff, BATCH);
    if (ids.length === 0) break;
    for (const id of ids) {
      if (await anonymiseApplicant(db, id, cutoff, { user: null, actorName: 'Retention policy', details: { reason: 'retention', months } }))
        anonymised += 1;
    }
    if (ids.length < BATCH) break;
  }
  return { anonymised, months };
}
