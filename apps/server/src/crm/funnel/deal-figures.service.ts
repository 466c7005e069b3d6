import type { Kysely } from 'kysely';
import { CURRENCY, type DealFigures, type StageOutcome } from '@keel/shared/deal-figures';
import type { Stage } from '@keel/shared/funnel';
import type { Database } from '../../db/types';
import { figuresByOutcome, figuresByStage } from './deal-figures.repository';

type Db = Kysely<Database>;

/** Money as the API reports it: numeric arrives as text; cents, no float dust. */
const money = (value: string | number) => Math.round(Number(value) * 100) / 100;

/**
 * The figures of every deal (decision 0060): the pipeline is the open deals (count, value,
 * weighted value); won and lost deals apart. The board's header, the KPI tiles and the insights
 * all take them from here.
 */
export async function getDealFigures(db: Db): Promise<DealFigures> {
  const rows = await figuresByOutcome(db);
  const of = (outcome: StageOutcome) => rows.find((r) => r.outcome === outcome);
  const figures = (outcome: StageOutcome) => ({ deals: Number(of(outcome)?.deals ?? 0), value: money(of(outcome)?.value ?? 0) });
  return {
    currency: CURRENCY,
    open: { ...figures('open'), weighted: money(of('open')?.weighted ?? 0) },
    won: figures('won'),
    lost: figures('lost'),
  };
}

/** Every stage in board order (or the one `stageId`) with its outcome, probability and deal figures. */
export async function getStageFigures(db: Db, stageId?: string): Promise<Stage[]> {
  const rows = await figuresByStage(db, stageId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    color: r.color,
    position: r.position,
    outcome: r.outcome,
    winProbability: r.win_probability,
    count: Number(r.deals),
    totalValue: money(r.value),
    weightedValue: money(r.weighted),
  }));
}
