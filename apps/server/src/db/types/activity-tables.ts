/** Activities and their links to records (migration 0024, decision 0026). */
import type { ActivityKind, ActivityRecordType } from '@keel/shared/activities';
import type { Priority } from '@keel/shared/funnel';
import type { DashboardLayoutItem, DashboardWidget, Id, JsonArray, JsonObject, NullableTimestamp, TimestampDefault, WithDefault } from './columns';

export interface ActivitiesTable {
  id: Id;
  kind: ActivityKind;
  /** Plain text; line breaks and links are rendered by the web app, never HTML. */
  body: WithDefault<string>;
  author_id: string | null;
  author_name: string;
  /** Tasks only (checked): title, due date and optional time ('HH:MM:SS'), assignee, priority, done. */
  title: string | null;
  due_date: string | null;
  due_time: string | null;
  assignee_id: string | null;
  priority: Priority | null;
  done_at: NullableTimestamp;
  /** The key of the task's current due-notification job (migration 0029); null when none is due. */
  due_schedule_key: WithDefault<string | null>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
  /** Optimistic concurrency of edits (migration 0033, decision 0016). */
  version: WithDefault<number>;
  last_modified_by_user_id: string | null;
}

export interface ActivityLinksTable {
  activity_id: string;
  record_type: ActivityRecordType;
  record_id: string;
  /** The activity's kind and creation time, copied so the timeline walks one index. */
  kind: ActivityKind;
  created_at: Date | string;
}

export interface CalendarFeedsTable {
  user_id: string;
  /** SHA-256 (hex) of the secret token in the feed's URL. */
  token_hash: string;
  created_at: TimestampDefault;
}

/** A dashboard's layout and widget configurations kept as a template (migration 0033, decision 0035). */
export interface DashboardTemplatesTable {
  id: Id;
  name: string;
  owner_id: string | null;
  owner_name: string;
  is_published: WithDefault<boolean>;
  layout: JsonArray<DashboardLayoutItem>;
  widgets: JsonObject<Record<string, DashboardWidget>>;
  created_at: TimestampDefault;
  updated_at: TimestampDefault;
}
