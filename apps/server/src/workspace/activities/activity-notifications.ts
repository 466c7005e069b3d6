import type { Kysely } from 'kysely';
import { type RecordLink, RECORD_TYPE_LABELS, RECRUITMENT_RECORD_TYPES } from '@keel/shared/activities';
import { mentionedIds } from '@keel/shared/notifications';
import type { Database } from '../../db/types';
import { type Notifier, notify } from '../notifications/notifications.service';
import type { ActivityRow, Caller } from './activity-view';
import { linkKey } from './record-refs.repository';

export interface ActivityChange {
  /** The activity before the change; null when it was just written. */
  before: ActivityRow | null;
  after: ActivityRow;
  links: readonly RecordLink[];
  /** Names of the linked records, by linkKey. */
  labels: ReadonlyMap<string, string>;
}

/**
 * Who an activity change concerns (decision 0031): a task's new assignee, and the members its
 * text newly @mentions (an edit tells only those it adds). The actor is never told (notify skips them).
 * The notification links to the first record every member may open (a contact before an applicant).
 */
export async function notifyActivity(
  trx: Kysely<Database>,
  notifier: Notifier,
  caller: Caller,
  { before, after, links, labels }: ActivityChange,
): Promise<void> {
  const [first] = [...links].sort(
    (a, b) => Number(RECRUITMENT_RECORD_TYPES.includes(a.type)) - Number(RECRUITMENT_RECORD_TYPES.includes(b.type)),
  );
  if (!first) return;
  const record = { type: first.type, id: first.id };
  const label = labels.get(linkKey(first.type, first.id)) ?? RECORD_TYPE_LABELS[first.type];
  const actor = { id: caller.id, name: caller.fullName.trim() || 'A team member' };
  const activity = { id: after.id, kind: after.kind };
  if (after.kind === 'task' && after.assignee_id && after.assignee_id !== before?.assignee_id) {
    await notify(trx, notifier, {
      kind: 'task_assigned',
      recipientId: after.assignee_id,
      record,
      actor,
      subject: `${after.title ?? 'Task'} (${label})`,
      activity,
    });
  }
  const already = new Set(before ? mentionedIds(before.body) : []);
  for (const id of mentionedIds(after.body)) {
    if (!already.has(id)) await notify(trx, notifier, { kind: 'mention', recipientId: id, record, actor, subject: label, activity });
  }
}
