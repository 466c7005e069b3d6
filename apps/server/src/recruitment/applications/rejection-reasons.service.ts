import type { Kysely } from 'kysely';
import {
  type RejectionReason,
  rejectionReasonInUse,
  REJECTION_REASON_REQUIRED,
  REJECTION_REASON_UNKNOWN,
  REJECTION_REASONS_CHANGED,
  type RejectionReasonsValues,
} from '@keel/shared/rejection-reasons';
import type { Database } from '../../db/types';
import { conflict, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import {
  deleteRejectionReasons,
  findRejectionReason,
  insertRejectionReason,
  listRejectionReasonRows,
  parkRejectionReasons,
  updateRejectionReason,
} from './rejection-reasons.repository';

type Db = Kysely<Database>;
type Actor = { id: string; fullName: string };

/** The reasons in the admins' order, retired ones too, each with how many applications were rejected for it. */
export async function listRejectionReasons(db: Db): Promise<RejectionReason[]> {
  return (await listRejectionReasonRows(db)).map(({ id, label, retired, applications }) => ({ id, label, retired, applications }));
}

/**
 * The reason a rejection gives (decision 0078), checked: none is a 400 on `field` saying a reason
 * is required; an unknown or retired one a 400 saying to choose one from the list.
 */
export async function requireRejectionReason(db: Db, id: string | null | undefined, field = 'rejection_reason_id') {
  if (!id) throw validationError(REJECTION_REASON_REQUIRED, { [field]: REJECTION_REASON_REQUIRED });
  const reason = await findRejectionReason(db, id);
  if (!reason || reason.retired) throw validationError(REJECTION_REASON_UNKNOWN, { [field]: REJECTION_REASON_UNKNOWN });
  return { id: reason.id, label: reason.label };
}

/**
 * Saves the whole list (admins): kept reasons by id (renamed, moved, retired or brought back), new
 * ones without, the rest deleted — unless an application was rejected for one, which is a 409 that
 * says to retire it instead, and nothing changes. One transaction, one audit entry.
 */
export async function saveRejectionReasons(db: Db, actor: Actor, input: RejectionReasonsValues): Promise<RejectionReason[]> {
  return db.transaction().execute(async (trx) => {
    const current = await listRejectionReasonRows(trx, true);
    const byId = new Map(current.map((r) => [r.id, r]));
    if (input.reasons.some((r) => r.id !== undefined && !byId.has(r.id))) throw conflict(REJECTION_REASONS_CHANGED);
    const kept = new Set(input.reasons.flatMap((r) => (r.id ? [r.id] : [])));
    const removed = current.filter((r) => !kept.has(r.id));
    const inUse = removed.find((r) => r.applications > 0);
    if (inUse) throw conflict(rejectionReasonInUse(inUse.label, inUse.applications));
    await deleteRejectionReasons(
      trx,
      removed.map((r) => r.id),
    );
    await parkRejectionReasons(trx, [...kept]);
    const renamed: Array<{ from: string; to: string }> = [];
    for (const [position, reason] of input.reasons.entries()) {
      const values = { label: reason.label, position, retired: reason.retired };
      if (reason.id === undefined) {
        await insertRejectionReason(trx, values);
        continue;
      }
      await updateRejectionReason(trx, reason.id, values);
      const before = byId.get(reason.id)!.label;
      if (before !== reason.label) renamed.push({ from: before, to: reason.label });
    }
    await recordAudit(trx, {
      actionType: 'REJECTION_REASONS_UPDATED',
      user: actor,
      entityType: 'settings',
      details: {
        reasons: input.reasons.map((r) => r.label),
        retired: input.reasons.filter((r) => r.retired).map((r) => r.label),
        removed: removed.map((r) => r.label),
        renamed,
      },
    });
    return listRejectionReasons(trx);
  });
}
