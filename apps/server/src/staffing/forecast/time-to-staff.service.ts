import type { Kysely } from 'kysely';
import type { Role } from '@keel/shared/roles';
import { type RevenueAtRisk, type StaffedBy, type StaffingFigures } from '@keel/shared/staffing-forecast';
import type { Database } from '../../db/types';
import { seesRates } from '../consultants/consultants.service';
import { todayUtc } from './forecast.service';
import { atRiskWindow, currentClockStage } from './demand-staffing';
import { medianDaysBySkill, staffedByCounts, unstaffedWonDemands } from './time-to-staff.repository';

type Db = Kysely<Database>;

/** Unstaffed days × target day rate over the next 30 days, per currency (decision 0098). */
export async function revenueAtRisk(db: Db, from: string): Promise<RevenueAtRisk> {
  const { to } = atRiskWindow(from);
  const demands = await unstaffedWonDemands(db, from);
  const byCurrency = new Map<string, { amount: number; unstaffed_days: number }>();
  let unpriced = 0;
  for (const d of demands) {
    if (d.amount === null || d.currency === null) {
      unpriced += d.unstaffed_days;
      continue;
    }
    const sum = byCurrency.get(d.currency) ?? { amount: 0, unstaffed_days: 0 };
    sum.amount += d.amount;
    sum.unstaffed_days += d.unstaffed_days;
    byCurrency.set(d.currency, sum);
  }
  const cents = (n: number) => Math.round(n * 100) / 100;
  return {
    from,
    to,
    amounts: [...byCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, s]) => ({ currency, amount: cents(s.amount), unstaffed_days: cents(s.unstaffed_days) })),
    unpriced_days: cents(unpriced),
    unstaffed_days: cents(demands.reduce((n, d) => n + d.unstaffed_days, 0)),
    demands,
  };
}

/** Whole percentages of the staffed demands (largest remainder, so they add up to 100). */
export function sharesOf(counts: StaffedBy): StaffingFigures['staffed_shares'] {
  const keys = ['bench', 'new_hire', 'contractor'] as const;
  const all = keys.reduce((n, k) => n + counts[k], 0);
  if (all === 0) return null;
  const exact = keys.map((k) => (100 * counts[k]) / all);
  const shares = exact.map(Math.floor);
  const order = keys.map((_, i) => i).sort((a, b) => exact[b] - shares[b] - (exact[a] - shares[a]) || a - b);
  const left = 100 - shares.reduce((n, s) => n + s, 0);
  for (let i = 0; i < left; i++) shares[order[i]]++;
  return { bench: shares[0], new_hire: shares[1], contractor: shares[2] };
}

/**
 * Time-to-staff and revenue at risk (decision 0098): every member reads the medians and the
 * bench / new hire / contractor counts; revenue at risk is left out (absent) for anyone but admins
 * and sales reps, who alone see rates (decision 0087).
 */
export async function staffingFigures(db: Db, reader: { role: Role }, from = todayUtc()): Promise<StaffingFigures> {
  const stage = await currentClockStage(db);
  const [medians, staffedBy] = await Promise.all([stage ? medianDaysBySkill(db, stage.id, from) : [], staffedByCounts(db, from)]);
  return {
    clock_stage: stage ?? null,
    median_days_by_skill: medians,
    staffed_by: staffedBy,
    staffed_shares: sharesOf(staffedBy),
    ...(seesRates(reader.role) ? { revenue_at_risk: await revenueAtRisk(db, from) } : {}),
  };
}
