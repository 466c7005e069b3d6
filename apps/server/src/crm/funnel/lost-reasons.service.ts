import type { Kysely } from 'kysely';
import { LOST_REASON_UNKNOWN, type LostReason, type LostReasonsInput } from '@keel/shared/deal-figures';
import type { Database } from '../../db/types';
import { conflict, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import { publishChange } from '../../platform/live-updates/live-updates.publish';
import {
  deleteLostReasons,
  findLostReasonByLabel,
  insertLostReason,
  listLostReasonRows,
  parkLostReasons,
  relabelLostDeals,
  updateLostReason,
} from './lost-reasons.repository';

type Db = Kysely<Database>;
type Actor = { id: string; fullName: string };

/** The reasons a lost deal can be given, in the admins' order. */
export async function listLostReasons(db: Db): Promise<LostReason[]> {
  return (await listLostReasonRows(db)).map(({ id, label }) => ({ id, label }));
}

/**
 * A lost reason as a move or an edit sent it, checked against the list: its label as the list
 * spells it; null stays null. A label not on the list is a 400 on `field`.
 */
export async function resolveLostReason(db: Db, label: string | null, field = 'lostReason'): Promise<string | null> {
  if (label === null) return null;
  const found = await findLostReasonByLabel(db, label);
  if (!found) throw validationError(LOST_REASON_UNKNOWN, { [field]: LOST_REASON_UNKNOWN });
  return found.label;
}

/**
 * Saves the whole list (admins): kept reasons by id (a renamed one renames the deals lost for it),
 * new ones without, the rest removed (deals keep the text they were lost for). One transaction,
 * one audit entry.
 */
export async function saveLostReasons(db: Db, actor: Actor, input: LostReasonsInput): Promise<LostReason[]> {
  const saved = await db.transaction().execute(async (trx) => {
    const current = await listLostReasonRows(trx, true);
    const byId = new Map(current.map((r) => [r.id, r]));
    if (input.reasons.some((r) => r.id !== undefined && !byId.has(r.id)))
      throw conflict('The lost reasons have changed since they were loaded. Please reload and try again.');
    const kept = new Set(input.reasons.flatMap((r) => (r.id ? [r.id] : [])));
    const removed = current.filter((r) => !kept.has(r.id));
    await deleteLostReasons(
      trx,
      removed.map((r) => r.id),
    );
    await parkLostReasons(trx, [...kept]);
    let dealsRelabelled = 0;
    for (const [position, reason] of input.reasons.entries()) {
      if (reason.id === undefined) {
        await insertLostReason(trx, reason.label, position);
        continue;
      }
      await updateLostReason(trx, reason.id, reason.label, position);
      const before = byId.get(reason.id)!.label;
      if (before !== reason.label) dealsRelabelled += await relabelLostDeals(trx, before, reason.label);
    }
    await recordAudit(trx, {
      actionType: 'LOST_REASONS_UPDATED',
      user: actor,
      entityType: 'stage',
      details: { reasons: input.reasons.map((r) => r.label), removed: removed.map((r) => r.label), dealsRelabelled },
    });
    return listLostReasons(trx);
  });
  publishChange(db, { topic: 'funnel', by: actor.id });
  return saved;
}
