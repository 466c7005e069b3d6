import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { addDays, mondayOf, UNSTAFFED_WON_DEAL_DAYS } from '@keel/shared/staffing-forecast';
import type { Database } from '../../db/types';
import { getSetting } from '../../platform/settings/settings.service';
import { type Notifier, notifierOf, notify } from '../../workspace/notifications/notifications.service';
import { forecastCells } from './forecast.repository';
import { todayUtc } from './forecast.service';
import { activeMembersWithRoles, unstaffedWonDealsStarting } from './time-to-staff.repository';

type Db = Kysely<Database>;

/** The scheduled checks of decision 0098: hourly, at minutes 7 and 37, on whichever instance pg-boss picks. */
export const CAPACITY_GAP_QUEUE = 'staffing-capacity-gaps';
export const CAPACITY_GAP_CRON = '7 * * * *';
export const UNSTAFFED_DEALS_QUEUE = 'staffing-unstaffed-won-deals';
export const UNSTAFFED_DEALS_CRON = '37 * * * *';

const fte = (n: number) => n.toFixed(2).replace(/\.?0+$/, '');

/**
 * Tells every active admin and recruiter of each (skill, week) whose demand exceeds supply within
 * the next `staffing_gap_weeks_ahead` weeks (this one included), once per member and gap: the
 * notification's dedupe key is (skill, week, member), unique in the table, so a second run — a
 * retry, a late tick, the same job on another instance at the same moment — inserts nothing (the
 * second insert waits for the first to commit, then does nothing). The notification opens the
 * deal asking most of the skill that week: a notification links to a record.
 */
export async function runCapacityGapCheck(db: Db, notifier: Notifier, today = todayUtc()): Promise<{ gaps: number; told: number }> {
  const weeks = await getSetting(db, 'staffing_gap_weeks_ahead');
  const from = mondayOf(today);
  const gaps = (await forecastCells(db, from, weeks)).filter((c) => c.gap && c.top_deal_id);
  if (gaps.length === 0) return { gaps: 0, told: 0 };
  const recipients = await activeMembersWithRoles(db, ['admin', 'recruiter']);
  let told = 0;
  for (const gap of gaps) {
    const weekOf = addDays(from, 7 * gap.w);
    const subject = `${gap.skill_name}, week of ${weekOf}: ${fte(gap.demand)} FTE needed, ${fte(gap.supply)} FTE free`;
    await db.transaction().execute(async (trx) => {
      for (const recipientId of recipients)
        if (
          await notify(trx, notifier, {
            kind: 'capacity_gap',
            recipientId,
            record: { type: 'deal', id: gap.top_deal_id! },
            actor: null,
            subject,
            dedupeKey: `capacity_gap:${gap.skill_id}:${weekOf}:${recipientId}`,
          })
        )
          told++;
    });
  }
  return { gaps: gaps.length, told };
}

/**
 * Tells the owner of each won deal with a demand running within the next 14 days that nobody is
 * confirmed for, and every active recruiter, once per deal and member (dedupe key (deal, member)).
 */
export async function runUnstaffedWonDealCheck(db: Db, notifier: Notifier, today = todayUtc()): Promise<{ deals: number; told: number }> {
  const deals = await unstaffedWonDealsStarting(db, today, UNSTAFFED_WON_DEAL_DAYS);
  if (deals.length === 0) return { deals: 0, told: 0 };
  const recruiters = await activeMembersWithRoles(db, ['recruiter']);
  let told = 0;
  for (const deal of deals) {
    const roles = deal.demands === 1 ? '1 role' : `${deal.demands} roles`;
    const subject = `${deal.deal_name} (${roles} without a confirmed consultant, from ${deal.first_start})`;
    const recipients = [...new Set([...(deal.owner_id ? [deal.owner_id.toLowerCase()] : []), ...recruiters])];
    await db.transaction().execute(async (trx) => {
      for (const recipientId of recipients)
        if (
          await notify(trx, notifier, {
            kind: 'deal_unstaffed',
            recipientId,
            record: { type: 'deal', id: deal.deal_id },
            actor: null,
            subject,
            dedupeKey: `deal_unstaffed:${deal.deal_id}:${recipientId}`,
          })
        )
          told++;
    });
  }
  return { deals: deals.length, told };
}

/**
 * Declares both queues, works them on every instance (polled every 5 s, one job at a time) and
 * schedules their crons: pg-boss enqueues each tick once whatever the number of instances
 * (decision 0018); the dedupe keys make even a repeated run tell nobody twice.
 */
export async function setUpStaffingChecks(app: FastifyInstance): Promise<void> {
  const notifier = notifierOf(app);
  const checks = [
    [CAPACITY_GAP_QUEUE, CAPACITY_GAP_CRON, () => runCapacityGapCheck(app.db, notifier)],
    [UNSTAFFED_DEALS_QUEUE, UNSTAFFED_DEALS_CRON, () => runUnstaffedWonDealCheck(app.db, notifier)],
  ] as const;
  for (const [queue, cron, run] of checks) {
    await app.jobs.queue(queue, { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 });
    await app.jobs.work(queue, { pollingIntervalSeconds: 5 }, async () => {
      app.log.info(await run(), `${queue} job done`);
    });
    await app.jobs.schedule(queue, cron);
  }
}
