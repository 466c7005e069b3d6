import { z } from 'zod';
import { ActivityKind, ActivityRecordType, uuid } from './activities';
import { paths } from './paths';

/**
 * Notifications (decision 0031): what happened to me, shown under the bell in the
 * workspace top bar, newest first, each linking to its record.
 */
export const NOTIFICATION_KINDS = [
  'task_assigned',
  'task_due',
  'mention',
  'inquiry_assigned',
  'new_applicant',
  'application_withdrawn',
  'capacity_gap',
  'deal_unstaffed',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  task_assigned: 'A task assigned to me',
  task_due: 'A task of mine falling due',
  mention: 'Being @mentioned in a note, call, meeting or task',
  inquiry_assigned: 'A public inquiry assigned to me',
  new_applicant: 'A new applicant for a job I recruit for',
  application_withdrawn: 'A candidate withdrawing from a job I recruit for',
  capacity_gap: 'A skill short of free people in a coming week (admins and recruiters)',
  deal_unstaffed: 'A won deal starting soon with a role nobody is confirmed for',
};

/** The sentence of a notification: the actor's name (if any) comes first, then this, then the subject. */
export const NOTIFICATION_VERBS: Record<NotificationKind, string> = {
  task_assigned: 'assigned you a task:',
  task_due: 'Task due:',
  mention: 'mentioned you in a note on',
  inquiry_assigned: 'New inquiry assigned to you:',
  new_applicant: 'New applicant:',
  application_withdrawn: 'Application withdrawn:',
  capacity_gap: 'Capacity gap:',
  deal_unstaffed: 'Unstaffed won deal:',
};

/** How a member wants each kind: in Keel only, also by e-mail, or in one morning digest. */
export const NOTIFICATION_DELIVERIES = ['app', 'email', 'digest'] as const;
export const NotificationDelivery = z.enum(NOTIFICATION_DELIVERIES);
export type NotificationDelivery = z.infer<typeof NotificationDelivery>;
export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  app: 'In Keel only',
  email: 'Also by e-mail',
  digest: 'One morning digest instead',
};

export const NOTIFICATION_PAGE_SIZE = 20;

export const Notification = z.object({
  id: uuid,
  kind: NotificationKind,
  record: z.object({ type: ActivityRecordType, id: uuid }),
  actor: z.object({ id: uuid.nullable(), name: z.string() }).nullable(),
  /** What it is about: a task's title, a record's name. */
  subject: z.string(),
  /** The whole sentence as shown, e.g. 'Ada Admin mentioned you in a call on Bo Baker'. */
  text: z.string(),
  /** The activity it is about (a mention, an assigned task): its record opens at it (decision 0063). */
  activity: z.object({ id: uuid, kind: ActivityKind }).nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const NotificationListQuery = z.object({
  /** The id of the last notification of the previous page. */
  after: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationPage = z.object({ items: z.array(Notification), nextAfter: uuid.nullable(), unread: z.number() });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** Each kind's delivery; a save may name only some kinds (the others keep theirs). */
export const NotificationPreferences = z.object({ deliveries: z.partialRecord(NotificationKind, NotificationDelivery) });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** Kinds nobody causes (a due task, a public inquiry, a scheduled check): their sentence names no actor. */
const SYSTEM_KINDS: readonly NotificationKind[] = [
  'task_due',
  'inquiry_assigned',
  'new_applicant',
  'application_withdrawn',
  'capacity_gap',
  'deal_unstaffed',
];

/** The sentence of a notification; a mention names the kind of activity it was made in (decision 0063). */
export function notificationText(
  kind: NotificationKind,
  actorName: string | null,
  subject: string,
  activityKind?: ActivityKind | null,
): string {
  const verb = kind === 'mention' && activityKind ? `mentioned you in a ${activityKind} on` : NOTIFICATION_VERBS[kind];
  if (SYSTEM_KINDS.includes(kind)) return `${verb} ${subject}`;
  return `${actorName ?? 'Someone'} ${verb} ${subject}`;
}

/** A mention as stored in a note's body: `@[Name](user:ID)`, shown as '@Name'. */
export const MENTION_PATTERN = /@\[([^\]\n]{1,200})\]\(user:([0-9a-f-]{36})\)/gi;

export function mentionToken(name: string, id: string): string {
  return `@[${name.replace(/[[\]\n]/g, '')}](user:${id})`;
}

/** The ids of the users a body mentions (each once). */
export function mentionedIds(body: string): string[] {
  return [...new Set([...body.matchAll(MENTION_PATTERN)].map((m) => m[2].toLowerCase()))];
}

/** The element id of an activity on a timeline: a link ending in `#activity-{id}` opens its record at it. */
export const activityAnchor = (id: string) => `activity-${id}`;

/** Where a notification opens: its record's page, at the activity it is about when there is one. */
export function notificationPath(record: { type: ActivityRecordType; id: string }, activity?: { id: string } | null): string {
  return `${recordPath(record)}${activity ? `#${activityAnchor(activity.id)}` : ''}`;
}

function recordPath(record: { type: ActivityRecordType; id: string }): string {
  switch (record.type) {
    case 'contact':
      return paths.contact(record.id);
    case 'company':
      return paths.company(record.id);
    case 'deal':
      return paths.deal(record.id);
    case 'job':
      return paths.job(record.id);
    default:
      return paths.applicant(record.id);
  }
}
