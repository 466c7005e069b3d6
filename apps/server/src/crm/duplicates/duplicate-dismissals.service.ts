import type { Kysely } from 'kysely';
import type { SessionUser } from '@keel/shared/auth';
import { DISMISS_SAME_RECORD, DISMISSAL_NOT_FOUND, type Dismissal, type DismissalInput } from '@keel/shared/duplicate-review';
import { DUPLICATE_RECORD_NOT_FOUND, type DuplicateKind } from '@keel/shared/duplicates';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { recordAudit } from '../../platform/audit/audit.service';
import {
  deleteDismissal,
  findDismissal,
  holdPair,
  insertDismissal,
  type PairRecord,
  type StoredDismissal,
} from './duplicate-dismissals.repository';
import { KIND_TABLES } from './duplicate-kinds';

/** The pair in canonical order (the smaller id first), as it is stored. */
function canonical({ firstId, secondId }: DismissalInput): [string, string] {
  const [a, b] = [firstId.toLowerCase(), secondId.toLowerCase()];
  if (a === b) throw validationError(DISMISS_SAME_RECORD, { secondId: DISMISS_SAME_RECORD });
  return a < b ? [a, b] : [b, a];
}

const toDismissal = (r: StoredDismissal): Dismissal => ({
  kind: r.kind,
  firstId: r.first_id,
  secondId: r.second_id,
  userName: r.user_name,
  createdAt: r.created_at.toISOString(),
});

/** The audit details naming both records as the Duplicates page shows them. */
function pairDetails(kind: DuplicateKind, records: PairRecord[]) {
  const [first, second] = records;
  return {
    kind,
    firstId: first.id,
    firstName: first.label,
    ...(first.email ? { firstEmail: first.email } : {}),
    secondId: second.id,
    secondName: second.label,
    ...(second.email ? { secondEmail: second.email } : {}),
  };
}

/**
 * 'Not a duplicate' (decision 0040): the pair is stored once and audited once, even when two
 * admins mark it at the same moment (the second finds the first's row). 404 when either record is gone.
 */
export async function dismissPair(
  db: Kysely<Database>,
  user: SessionUser,
  kind: DuplicateKind,
  input: DismissalInput,
): Promise<{ created: boolean; dismissal: Dismissal }> {
  const [firstId, secondId] = canonical(input);
  const k = KIND_TABLES[kind];
  return db.transaction().execute(async (trx) => {
    const records = await holdPair(trx, kind, [firstId, secondId]);
    if (records.length < 2) throw notFound(DUPLICATE_RECORD_NOT_FOUND);
    const inserted = await insertDismissal(trx, {
      kind,
      first_id: firstId,
      second_id: secondId,
      user_id: user.id,
      user_name: user.fullName,
    });
    if (!inserted) return { created: false, dismissal: toDismissal((await findDismissal(trx, kind, firstId, secondId))!) };
    await recordAudit(trx, {
      actionType: 'DUPLICATE_DISMISSED',
      user,
      entityType: k.entityType,
      entityId: firstId,
      details: pairDetails(kind, records),
    });
    return { created: true, dismissal: toDismissal(inserted) };
  });
}

/** The toast's Undo: the pair is listed (and warned of) again; audited. 404 when it is not dismissed. */
export async function undoDismissal(db: Kysely<Database>, user: SessionUser, kind: DuplicateKind, input: DismissalInput): Promise<void> {
  const [firstId, secondId] = canonical(input);
  const k = KIND_TABLES[kind];
  await db.transaction().execute(async (trx) => {
    const records = await holdPair(trx, kind, [firstId, secondId]);
    const removed = await deleteDismissal(trx, kind, firstId, secondId);
    if (!removed || records.length < 2) throw notFound(DISMISSAL_NOT_FOUND);
    await recordAudit(trx, {
      actionType: 'DUPLICATE_DISMISSAL_UNDONE',
      user,
      entityType: k.entityType,
      entityId: firstId,
      details: pairDetails(kind, records),
    });
  });
}
