import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { FORECAST_SETTINGS_MESSAGES, type ForecastSettings, type ForecastSettingsInput } from '@keel/shared/staffing-forecast';
import type { Database } from '../../db/types';
import { validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { getSetting, setSetting } from '../../platform/settings/settings.service';
import { findClockStage } from './time-to-staff.repository';

type Db = Kysely<Database>;

/** The clock stage (as chosen; null while the default, the first won stage, applies), the gap horizon and the stages to choose from. */
export async function forecastSettings(db: Db): Promise<ForecastSettings> {
  const [clockStageId, gapWeeks, stages] = await Promise.all([
    getSetting(db, 'staffing_clock_stage_id'),
    getSetting(db, 'staffing_gap_weeks_ahead'),
    db.selectFrom('pipeline_stages').select(['id', 'title']).orderBy('position').orderBy('id').execute(),
  ]);
  return { clock_stage_id: stages.some((s) => s.id === clockStageId) ? clockStageId : null, gap_weeks_ahead: gapWeeks, stages };
}

/** An admin sets both (decision 0098); the change is audited in the same transaction. */
export async function saveForecastSettings(db: Db, user: SessionUser, input: ForecastSettingsInput): Promise<ForecastSettings> {
  await db.transaction().execute(async (trx) => {
    const stageId = input.clock_stage_id?.toLowerCase() ?? null;
    const stage = await findClockStage(trx, stageId);
    if (stageId && stage?.id !== stageId) throw validationError(FORECAST_SETTINGS_MESSAGES.unknownStage);
    await setSetting(trx, 'staffing_clock_stage_id', stageId);
    await setSetting(trx, 'staffing_gap_weeks_ahead', input.gap_weeks_ahead);
    await recordAudit(trx, {
      actionType: 'STAFFING_SETTINGS_CHANGED',
      user,
      details: { clockStage: stage ? `“${stage.title}”` : 'the first won stage', gapWeeksAhead: input.gap_weeks_ahead },
    });
  });
  return forecastSettings(db);
}
